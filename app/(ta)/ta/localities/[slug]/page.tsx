import { LocalityRoute, localityRouteMetadata, type LocalityProps } from '@/components/pages/locality-route';

// As app/(site)/localities/[slug]/page.tsx, in Tamil: the same reads, so the same cache tags.
export const revalidate = 3600;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

export const generateMetadata = (props: LocalityProps) => localityRouteMetadata(props, 'ta');

export default function LocalityPageTa(props: LocalityProps) {
  return <LocalityRoute props={props} lang="ta" />;
}
