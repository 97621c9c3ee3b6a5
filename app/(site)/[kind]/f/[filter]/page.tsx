import { ListRoute, listRouteMetadata, type ListProps } from '@/components/pages/list-route';

// '/villas?bedrooms=3&page=2', rewritten here by proxy.ts with its canonical query in the path, so
// each filtered or later page is cached on its first request like any other page.
export const revalidate = 3600;

export function generateStaticParams(): { kind: string; filter: string }[] {
  return [];
}

export const generateMetadata = (props: ListProps) => listRouteMetadata(props, 'en');

export default function Page(props: ListProps) {
  return <ListRoute props={props} lang="en" />;
}
