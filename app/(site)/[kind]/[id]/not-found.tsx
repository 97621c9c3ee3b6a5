import { DetailNotFound } from '@/components/listings/detail-not-found';

export default function ListingNotFound() {
  return <DetailNotFound />;
}
