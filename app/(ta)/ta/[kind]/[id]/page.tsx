import { DetailRoute, detailRouteMetadata, type DetailProps } from '@/components/pages/detail-route';

// As app/(site)/[kind]/[id]/page.tsx, in Tamil: the same reads, so the same cache tags.
export const revalidate = 3600;

export function generateStaticParams(): { kind: string; id: string }[] {
  return [];
}

export const generateMetadata = (props: DetailProps) => detailRouteMetadata(props, 'ta');

export default function ListingPageTa(props: DetailProps) {
  return <DetailRoute props={props} lang="ta" />;
}
