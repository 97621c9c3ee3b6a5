import { Plus } from 'lucide-react';
import Link from 'next/link';
import { ADMIN_KINDS } from '@/components/admin/admin-kinds';
import { buttonClass } from '@/components/ui/button';
import { requireAdminPage } from '@/lib/auth/server-session';
import { listListings, type ListingPage } from '@/lib/listings';
import { KINDS, type KindId } from '@/models/kinds';
import { parseListQuery } from '@/models/query';
import { AdminListingGrid } from './admin-listing-grid';
import { ListError } from './list-error';
import { Pager } from './pager';

export const ADMIN_PAGE_SIZE = 48;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /admin/all-villas and its siblings: newest first, paged, optionally filtered by ?q=. */
export async function AdminListingPage({ kindId, searchParams }: { kindId: KindId; searchParams: SearchParams }) {
  const admin = ADMIN_KINDS[kindId];
  const params = await searchParams;
  const q = one(params.q)?.trim() || undefined;
  const pageParam = one(params.page);
  const self = `${admin.listPath}${pageParam || q ? `?${new URLSearchParams({ ...(q && { q }), ...(pageParam && { page: pageParam }) })}` : ''}`;
  await requireAdminPage(self);

  let result: ListingPage | null = null;
  let error: string | null = null;
  const parsed = parseListQuery({ q, page: pageParam, limit: String(ADMIN_PAGE_SIZE) });
  if (!parsed.ok) error = parsed.message;
  else {
    try {
      result = await listListings(KINDS[kindId], { ...parsed.query, allSold: true });
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
  }

  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-neutral-900">{admin.list.heading}</h1>
        <Link href={admin.addPath} className={buttonClass('primary')}>
          <Plus className="size-4" aria-hidden="true" />
          Add {KINDS[kindId].label}
        </Link>
      </div>
      {q && (
        <p className="mb-4 text-sm text-neutral-700">
          Results for <q className="font-semibold">{q}</q>.{' '}
          <Link href={admin.listPath} className="font-medium text-brand underline">
            Show all
          </Link>
        </p>
      )}
      {error || !result ? (
        <ListError heading={admin.list.errorHeading} text={admin.list.error(error ?? 'Unknown error')} />
      ) : (
        <>
          <AdminListingGrid key={`${result.page}:${q ?? ''}`} kindId={kindId} listings={result.items} total={result.total} />
          <Pager path={admin.listPath} page={result.page} totalPages={result.totalPages} q={q} />
        </>
      )}
    </div>
  );
}
