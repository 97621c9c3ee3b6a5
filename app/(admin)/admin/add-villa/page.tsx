import type { Metadata } from 'next';
import { AddListingPage, addTitle } from '@/components/admin/listing-pages';

export const metadata: Metadata = addTitle('villa');

export default function Page() {
  return <AddListingPage kindId="villa" />;
}
