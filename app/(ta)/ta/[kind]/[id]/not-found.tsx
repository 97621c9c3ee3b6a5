import { DetailNotFound } from '@/components/listings/detail-not-found';
import { displayOf } from '@/lib/listings/view';
import { KIND_IDS, KINDS } from '@/models/kinds';

export default function ListingNotFound() {
  const views = KIND_IDS.map((id) => ({ slug: KINDS[id].slug, ...displayOf(KINDS[id]).notFound }));
  return <DetailNotFound views={views} />;
}
