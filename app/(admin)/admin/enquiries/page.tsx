import { Download } from 'lucide-react';
import type { Metadata } from 'next';
import { EnquiryCard } from '@/components/admin/enquiries/enquiry-card';
import { ErasePhoneForm } from '@/components/admin/enquiries/erase-phone-form';
import { filterParams, inboxHref, inboxQuerySchema, PAGE_SIZE } from '@/components/admin/enquiries/inbox-href';
import { InboxFilters } from '@/components/admin/enquiries/inbox-filters';
import { InboxPager } from '@/components/admin/enquiries/inbox-pager';
import { T } from '@/components/admin/enquiries/texts';
import { buttonClass } from '@/components/ui/button';
import { requireAdminPage } from '@/lib/auth/server-session';
import { countNew, enquiryListings, listEnquiries } from '@/lib/enquiries';
import { formatCount } from '@/lib/format';

export const metadata: Metadata = { title: T.title };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /admin/enquiries: call-back and site-visit requests, newest first; filters and page in the address. */
export default async function EnquiriesPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = await searchParams;
  const query = inboxQuerySchema.parse({ status: one(raw.status) || undefined, listing: one(raw.listing) || undefined, page: one(raw.page) });
  await requireAdminPage(inboxHref(query));

  const [{ items, total }, newCount, listings] = await Promise.all([
    listEnquiries({ status: query.status, listingId: query.listing, limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE }),
    countNew(),
    enquiryListings(),
  ]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = (query.page - 1) * PAGE_SIZE + 1;
  const shown = items.length === 0 ? '0' : `${formatCount(first)}–${formatCount(first + items.length - 1)}`;
  const filtered = Boolean(query.status || query.listing);

  return (
    // Names, messages and titles may be in Tamil script whichever form they came from: the Tamil face
    // (Tamil characters only, loaded when one is shown) comes first.
    <div className="mx-auto max-w-6xl space-y-5 [font-family:var(--font-tamil),var(--font-body)]">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-neutral-900">{T.title}</h1>
        <a href={`/api/enquiries/export${filterParams(query)}`} download className={buttonClass('secondary')}>
          <Download className="size-4" aria-hidden="true" />
          {T.download}
        </a>
      </div>
      <p className="max-w-3xl text-neutral-700">{T.intro}</p>
      <InboxFilters query={query} listings={listings} />
      <p className="text-sm font-medium text-neutral-800" data-testid="inbox-count">
        {T.count(shown, total, newCount)}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-neutral-200 bg-white px-4 py-6 text-neutral-700">{filtered || total > 0 ? T.none : T.empty}</p>
      ) : (
        <ol className="space-y-4" aria-label={T.title}>
          {items.map((e) => (
            <li key={e.id}>
              <EnquiryCard enquiry={e} />
            </li>
          ))}
        </ol>
      )}
      <InboxPager query={query} pages={pages} />
      <ErasePhoneForm />
    </div>
  );
}
