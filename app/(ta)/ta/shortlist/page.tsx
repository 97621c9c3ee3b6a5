import { ShortlistRoute, shortlistMetadata, type ShortlistProps } from '@/components/pages/shortlist-route';

export const metadata = shortlistMetadata('ta');

export default function ShortlistPageTa(props: ShortlistProps) {
  return <ShortlistRoute props={props} lang="ta" />;
}
