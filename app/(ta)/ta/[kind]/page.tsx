import { ListRoute, listRouteMetadata, listStaticParams, type ListProps } from '@/components/pages/list-route';

// As app/(site)/[kind]/page.tsx, in Tamil: the same reads, so the same cache tags.
export const revalidate = 3600;
export const dynamicParams = false;

export const generateStaticParams = listStaticParams;
export const generateMetadata = (props: ListProps) => listRouteMetadata(props, 'ta');

export default function PageTa(props: ListProps) {
  return <ListRoute props={props} lang="ta" />;
}
