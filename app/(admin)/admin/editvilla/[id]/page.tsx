import type { Metadata } from 'next';
import { EditListingPage, editTitle } from '@/components/admin/listing-pages';

export const metadata: Metadata = editTitle('villa');

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <EditListingPage kindId="villa" params={params} />;
}
