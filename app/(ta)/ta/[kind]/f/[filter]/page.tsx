import { ListRoute, listRouteMetadata, type ListProps } from '@/components/pages/list-route';

// '/ta/villas?bedrooms=3', rewritten here by proxy.ts as its English twin is.
export const revalidate = 3600;

export function generateStaticParams(): { kind: string; filter: string }[] {
  return [];
}

export const generateMetadata = (props: ListProps) => listRouteMetadata(props, 'ta');

export default function PageTa(props: ListProps) {
  return <ListRoute props={props} lang="ta" />;
}
