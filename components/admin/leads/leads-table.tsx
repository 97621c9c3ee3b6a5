import { ArrowDown, ArrowUp } from 'lucide-react';
import Link from 'next/link';
import { formatCount } from '@/lib/format';
import type { LeadRow } from '@/lib/leads/counts';
import { defaultDir, type SortDir } from '@/lib/leads/sort';
import { KINDS } from '@/models/kinds';
import { LEAD_ACTIONS, LEAD_LABELS, type LeadColumn, type LeadPageQuery, type LeadSort } from '@/models/lead';
import { leadsHref } from './leads-href';

const COLUMNS: { sort: LeadColumn; label: string }[] = [
  { sort: 'enquiries', label: 'Enquiries' },
  ...LEAD_ACTIONS.map((a) => ({ sort: a, label: LEAD_LABELS[a] })),
];
const LABELS: Record<LeadSort, string> = { title: 'Listing', ...Object.fromEntries(COLUMNS.map((c) => [c.sort, c.label])) } as Record<LeadSort, string>;
const valueOf = (row: LeadRow, col: LeadColumn) => (col === 'enquiries' ? row.enquiries : row.counts[col]);
const cell = 'px-3 py-2 text-right tabular-nums';

/** A column heading that sorts by its column; the sorted one carries aria-sort and flips the order when followed again. */
function SortHeader({ sort, query, dir, numeric }: { sort: LeadSort; query: LeadPageQuery; dir: SortDir; numeric: boolean }) {
  const active = query.sort === sort;
  const next: SortDir = active ? (dir === 'asc' ? 'desc' : 'asc') : defaultDir(sort);
  const Arrow = dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`px-1 py-1 font-semibold whitespace-nowrap ${numeric ? 'text-right' : 'text-left'}`}
    >
      <Link
        href={leadsHref({ ...query, sort, dir: next })}
        className={`inline-flex min-h-11 items-center gap-1 rounded px-2 hover:bg-neutral-100 ${active ? 'text-brand-dark' : 'text-neutral-800'}`}
      >
        {LABELS[sort]}
        {active ? <Arrow className="size-4" aria-hidden="true" /> : null}
        <span className="sr-only">, sort {next === 'asc' ? 'lowest' : 'highest'} first</span>
      </Link>
    </th>
  );
}

/** Per listing, each action's count in the period; the title opens that listing's daily chart. */
export function LeadsTable({ rows, query, dir, caption }: { rows: LeadRow[]; query: LeadPageQuery; dir: SortDir; caption: string }) {
  const totals = COLUMNS.map((c) => rows.reduce((sum, r) => sum + valueOf(r, c.sort), 0));
  return (
    <div className="rounded-xl border border-neutral-200 bg-white">
      {/* A caption is as wide as its table, so on a phone part of it would sit off screen: the text
          is shown above the scrolling box, and read to screen readers from the table's caption. */}
      <p className="px-4 py-3 text-sm text-neutral-700" aria-hidden="true">
        {caption}
      </p>
      {/* Wide on a phone: the table scrolls inside its own box, which keyboard users can focus to
          scroll. `relative` makes the box the containing block of the visually hidden (absolute)
          texts inside, which would otherwise widen the whole page. */}
      <div className="relative overflow-x-auto rounded-b-xl" tabIndex={0} role="region" aria-label="Leads per listing">
        <table className="w-full min-w-[52rem] border-collapse text-sm" data-testid="leads-table">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-y border-neutral-200 bg-neutral-50">
            <tr>
              <SortHeader sort="title" query={query} dir={dir} numeric={false} />
              {COLUMNS.map((c) => (
                <SortHeader key={c.sort} sort={c.sort} query={query} dir={dir} numeric />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {rows.map((row) => {
              const selected = row.listingId === query.listing;
              return (
                <tr key={row.listingId} data-listing={row.listingId} className={selected ? 'bg-brand-tint' : undefined}>
                  <th scope="row" className="max-w-72 px-3 py-2 text-left font-normal">
                    <Link
                      href={leadsHref({ ...query, listing: row.listingId }, '#chart')}
                      aria-current={selected ? 'true' : undefined}
                      className="line-clamp-2 font-medium text-neutral-900 underline-offset-2 hover:text-brand hover:underline"
                    >
                      {row.title}
                      <span className="sr-only">: daily chart</span>
                    </Link>
                    <span className="block text-xs text-neutral-600">
                      {KINDS[row.kind]?.label ?? row.kind}
                      {row.exists ? '' : ' · deleted listing'}
                    </span>
                  </th>
                  {COLUMNS.map((c) => (
                    <td key={c.sort} className={`${cell} ${c.sort === 'enquiries' ? 'font-semibold' : ''}`}>
                      {formatCount(valueOf(row, c.sort))}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
          <tfoot className="border-t-2 border-neutral-200 bg-neutral-50 font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                All listings
              </th>
              {totals.map((total, i) => (
                <td key={COLUMNS[i].sort} className={cell}>
                  {formatCount(total)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
