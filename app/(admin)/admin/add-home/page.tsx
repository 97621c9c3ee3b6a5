import type { Metadata } from 'next';
import { AddListingPage, addTitle } from '@/components/admin/listing-pages';

export const metadata: Metadata = addTitle('home');

export default function Page() {
  return <AddListingPage kindId="home" />;
}
