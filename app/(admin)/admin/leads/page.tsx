import { Download } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { DailyChart } from '@/components/admin/leads/daily-chart';
import { dayLabel } from '@/components/admin/leads/day-label';
import { leadsHref } from '@/components/admin/leads/leads-href';
import { LeadsTable } from '@/components/admin/leads/leads-table';
import { PeriodSwitch } from '@/components/admin/leads/period-switch';
import { buttonClass } from '@/components/ui/button';
import { requireAdminPage } from '@/lib/auth/server-session';
import { dailySeries, defaultDir, leadCounts, periodDays, sortLeadRows } from '@/lib/leads';
import { LEAD_LABELS, leadPageSchema } from '@/models/lead';

export const metadata: Metadata = { title: 'Leads' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /admin/leads: what visitors did on each listing in the last 7, 30 or 90 days; all state in the address. */
export default async function LeadsPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = await searchParams;
  const query = leadPageSchema.parse({ days: one(raw.days), sort: one(raw.sort), dir: one(raw.dir), listing: one(raw.listing) });
  await requireAdminPage(leadsHref(query));

  const now = new Date();
  const [counts, series] = await Promise.all([leadCounts(query.days, now), dailySeries(query.days, query.listing, now)]);
  const dir = query.dir ?? defaultDir(query.sort);
  const rows = sortLeadRows(counts, query.sort, dir);
  const selected = query.listing ? counts.find((r) => r.listingId === query.listing) : undefined;
  const from = dayLabel(periodDays(query.days, now)[0], true);
  const sortLabel = query.sort === 'title' ? 'title' : query.sort === 'enquiries' ? 'enquiries' : LEAD_LABELS[query.sort];
  const order = query.sort === 'title' ? (dir === 'asc' ? 'A to Z' : 'Z to A') : dir === 'asc' ? 'lowest first' : 'highest first';

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-neutral-900">Leads</h1>
        <a href={`/api/leads/export?days=${query.days}`} download className={buttonClass('secondary')}>
          <Download className="size-4" aria-hidden="true" />
          Download CSV
        </a>
      </div>
      <p className="max-w-3xl text-neutral-700">
        Views of each listing&apos;s page, and the calls, WhatsApp messages, e-mails, contact forms, call-back and visit
        requests and shares started from it. Enquiries are calls, WhatsApp, e-mails, contact forms and call-back and visit
        requests together; the requests themselves, with names and numbers, are in the{' '}
        <Link href="/admin/enquiries" className="font-medium text-brand underline">
          Enquiries
        </Link>{' '}
        inbox. Days are counted in Indian time; nothing about
        the visitors is kept.
      </p>
      <PeriodSwitch query={query} />

      <section id="chart" aria-label="Daily chart" className="scroll-mt-4">
        <DailyChart
          series={series}
          title={`${selected ? selected.title : query.listing ? 'This listing' : 'All listings'}, per day since ${from}`}
        />
        {query.listing ? (
          <Link href={leadsHref({ ...query, listing: undefined }, '#chart')} className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand underline">
            Show all listings
          </Link>
        ) : (
          <p className="mt-2 text-sm text-neutral-600">Choose a listing&apos;s title in the table to see its own days.</p>
        )}
      </section>

      {rows.length === 0 ? (
        <p className="rounded-xl border border-neutral-200 bg-white px-4 py-6 text-neutral-700">
          No views or enquiries recorded in the last {query.days} days.
        </p>
      ) : (
        <LeadsTable
          rows={rows}
          query={query}
          dir={dir}
          caption={`${rows.length} listing${rows.length === 1 ? '' : 's'} with visitor actions since ${from}, sorted by ${sortLabel}, ${order}.`}
        />
      )}
    </div>
  );
}
