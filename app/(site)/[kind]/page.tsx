import { ListRoute, listRouteMetadata, listStaticParams, type ListProps } from '@/components/pages/list-route';

// The plain list, rendered at build and cached; writes to its kind re-render it (lib/cache.ts).
// The time-based revalidate is only a backstop. Filtered and later pages: ./f/[filter].
export const revalidate = 3600;
export const dynamicParams = false;

export const generateStaticParams = listStaticParams;
export const generateMetadata = (props: ListProps) => listRouteMetadata(props, 'en');

export default function Page(props: ListProps) {
  return <ListRoute props={props} lang="en" />;
}
