import { LocalityRoute, localityRouteMetadata, type LocalityProps } from '@/components/pages/locality-route';

// Rendered and cached on first request (none at build); any listing write re-renders it, since a
// write can move a listing into or out of any locality (lib/localities/cached.ts). The time-based
// revalidate is a backstop.
export const revalidate = 3600;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

export const generateMetadata = (props: LocalityProps) => localityRouteMetadata(props, 'en');

export default function LocalityPage(props: LocalityProps) {
  return <LocalityRoute props={props} lang="en" />;
}
