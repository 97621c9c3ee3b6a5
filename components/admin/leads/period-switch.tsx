import Link from 'next/link';
import { LEAD_PERIODS, type LeadPageQuery } from '@/models/lead';
import { leadsHref } from './leads-href';

/** Last 7 / 30 / 90 days, as links: the period is in the address, so a view can be bookmarked and shared. */
export function PeriodSwitch({ query }: { query: LeadPageQuery }) {
  return (
    <nav aria-label="Period">
      <ul className="inline-flex rounded-lg border border-neutral-300 bg-white p-1 text-sm font-medium">
        {LEAD_PERIODS.map((days) => {
          const current = days === query.days;
          return (
            <li key={days}>
              <Link
                href={leadsHref({ ...query, days })}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-md px-3 ${current ? 'bg-brand text-white' : 'text-neutral-800 hover:bg-neutral-100'}`}
              >
                {days} days
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
