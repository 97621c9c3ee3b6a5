import { ShortlistRoute, shortlistMetadata, type ShortlistProps } from '@/components/pages/shortlist-route';

export const metadata = shortlistMetadata('en');

/** The visitor's shortlist (components/pages/shortlist-route.tsx). */
export default function ShortlistPage(props: ShortlistProps) {
  return <ShortlistRoute props={props} lang="en" />;
}
