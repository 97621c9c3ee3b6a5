import type { Metadata } from 'next';
import { SearchForm } from '@/components/admin/dashboard/search-form';
import { SearchResults } from '@/components/admin/list/search-results';
import { requireAdminPage } from '@/lib/auth/server-session';

export const metadata: Metadata = { title: 'Search listings' };

export default async function SearchPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  await requireAdminPage(q ? `/admin/search?${new URLSearchParams({ q })}` : '/admin/search');
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <h1 className="text-2xl font-semibold text-neutral-900">Search listings</h1>
      <SearchForm defaultValue={q} className="max-w-md" />
      {q ? <SearchResults q={q} /> : <p className="text-neutral-700">Search titles, places and descriptions of all listings.</p>}
    </div>
  );
}
