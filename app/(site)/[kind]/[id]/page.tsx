import { DetailRoute, detailRouteMetadata, type DetailProps } from '@/components/pages/detail-route';

// Rendered and cached on first request (none at build); re-rendered after a write to this listing or
// to one its similar block shows (lib/cache.ts). The time-based revalidate is a backstop.
export const revalidate = 3600;

export function generateStaticParams(): { kind: string; id: string }[] {
  return [];
}

export const generateMetadata = (props: DetailProps) => detailRouteMetadata(props, 'en');

export default function ListingPage(props: DetailProps) {
  return <DetailRoute props={props} lang="en" />;
}
