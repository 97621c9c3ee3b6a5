import Link from 'next/link';
import { ADMIN_KINDS } from '@/components/admin/admin-kinds';
import { listListings } from '@/lib/listings';
import { KIND_IDS, KINDS } from '@/models/kinds';
import { parseListQuery } from '@/models/query';
import { AdminListingGrid } from './admin-listing-grid';
import { ListError } from './list-error';

const PER_KIND = 6;

/** The dashboard search: matches in titles, locations and descriptions, grouped by kind. */
export async function SearchResults({ q }: { q: string }) {
  const parsed = parseListQuery({ q, limit: String(PER_KIND) });
  if (!parsed.ok) return <ListError text={parsed.message} />;
  const pages = await Promise.all(KIND_IDS.map((id) => listListings(KINDS[id], { ...parsed.query, allSold: true })));
  const found = pages.reduce((n, p) => n + p.total, 0);

  return (
    <div className="space-y-8">
      <p className="text-neutral-700">
        {found === 0 ? 'No listings match' : `${found} listing(s) match`} <q className="font-semibold">{q}</q>.
      </p>
      {KIND_IDS.map((id, i) =>
        pages[i].total === 0 ? null : (
          <section key={id} aria-labelledby={`results-${id}`}>
            <div className="mb-3 flex items-baseline justify-between gap-2">
              <h2 id={`results-${id}`} className="text-lg font-semibold text-neutral-900">
                {KINDS[id].plural} ({pages[i].total})
              </h2>
              {pages[i].total > PER_KIND && (
                <Link href={`${ADMIN_KINDS[id].listPath}?${new URLSearchParams({ q })}`} className="text-sm font-medium text-brand underline">
                  View all {pages[i].total}
                </Link>
              )}
            </div>
            <AdminListingGrid kindId={id} listings={pages[i].items} total={pages[i].total} showTotal={false} headingLevel="h3" />
          </section>
        ),
      )}
    </div>
  );
}
