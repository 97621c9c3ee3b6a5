import type { Metadata } from 'next';
import { AdminListingPage } from '@/components/admin/list/admin-listing-page';

export const metadata: Metadata = { title: 'All Villas' };

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <AdminListingPage kindId="villa" searchParams={searchParams} />;
}
