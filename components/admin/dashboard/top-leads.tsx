import Link from 'next/link';
import { formatCount } from '@/lib/format';
import { topListings } from '@/lib/leads';
import { KINDS } from '@/models/kinds';

const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'Asia/Kolkata' });

/**
 * The five listings with the most enquiries (calls, WhatsApp, e-mails, contact forms, call-back and
 * visit requests) this calendar month. Views are shown beside them but do not rank: a listing looked at often that
 * brings no calls is not one of the dealer's best.
 */
export async function TopLeads() {
  const top = await topListings(5);
  // eslint-disable-next-line react-hooks/purity -- a server component renders once per request
  const month = MONTH.format(Date.now());
  return (
    <section aria-labelledby="top-leads-title" className="rounded-xl border border-neutral-200 bg-white">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-neutral-200 px-4 py-3">
        <h2 id="top-leads-title" className="text-base font-semibold text-neutral-900">
          Most enquiries in {month}
        </h2>
        <Link href="/admin/leads" className="inline-flex min-h-11 items-center text-sm font-medium text-brand underline">
          All leads
        </Link>
      </div>
      {top.length === 0 ? (
        <p className="px-4 py-6 text-sm text-neutral-600">No calls, WhatsApp messages, e-mails, contact forms or call-back and visit requests yet this month.</p>
      ) : (
        <ol className="divide-y divide-neutral-100" data-testid="top-leads">
          {top.map((row) => (
            <li key={row.listingId} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <Link href={`/admin/leads?listing=${row.listingId}#chart`} className="line-clamp-2 font-medium text-neutral-900 hover:text-brand hover:underline">
                  {row.title}
                </Link>
                <p className="text-sm text-neutral-600">
                  {KINDS[row.kind]?.label ?? row.kind} · {formatCount(row.counts.view)} views
                </p>
              </div>
              <p className="shrink-0 text-right text-sm text-neutral-700">
                <span className="block text-lg font-semibold text-neutral-900 tabular-nums">{formatCount(row.enquiries)}</span>
                {row.enquiries === 1 ? 'enquiry' : 'enquiries'}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
