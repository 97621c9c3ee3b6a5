import 'server-only';
import { sql } from 'kysely';
import { db, engine } from '@/lib/db';
import { ENQUIRY_ACTIONS, type LeadAction } from '@/models/lead-actions';
import { IST_OFFSET_MINUTES, istDay, periodDays, periodStart } from './periods';

export interface DayCount {
  /** The Indian calendar date, '2025-11-01'. */
  day: string;
  views: number;
  enquiries: number;
  shares: number;
}

/** The stored UTC instant's date in India, computed by the database so that a day is one group. */
function istDayOf() {
  const at = sql.ref('at');
  return engine() === 'postgres'
    ? sql<string>`to_char(${at}::timestamp + make_interval(mins => ${sql.lit(IST_OFFSET_MINUTES)}), 'YYYY-MM-DD')`
    : sql<string>`date(${at}, ${sql.lit(`+${IST_OFFSET_MINUTES} minutes`)})`;
}

const ENQUIRY = new Set<LeadAction>(ENQUIRY_ACTIONS);

/** Per Indian day and action: the log's rows since `since`, and the rolled-up days (rollup.ts) from that day on. */
async function dayRows(since: string, listingId: string | undefined) {
  const handle = await db();
  let recent = handle
    .selectFrom('leadEvents')
    .select((eb) => [istDayOf().as('day'), 'action', eb.fn.countAll<number | string>().as('n')])
    .where('at', '>=', since);
  if (listingId) recent = recent.where('listingId', '=', listingId);
  let rolled = handle
    .selectFrom('leadDailyCounts')
    .select((eb) => ['day', 'action', eb.fn.sum<number | string>('count').as('n')])
    .where('day', '>=', istDay(new Date(since)));
  if (listingId) rolled = rolled.where('listingId', '=', listingId);
  return (await Promise.all([recent.groupBy([istDayOf(), 'action']).execute(), rolled.groupBy(['day', 'action']).execute()])).flat();
}

/** One entry per day of the last `days` days, oldest first, zeros included; one listing's or all. */
export async function dailySeries(days: number, listingId?: string, now = new Date()): Promise<DayCount[]> {
  const rows = await dayRows(periodStart(days, now), listingId);
  const series = new Map(periodDays(days, now).map((day) => [day, { day, views: 0, enquiries: 0, shares: 0 }]));
  for (const r of rows) {
    const entry = series.get(r.day);
    if (!entry) continue; // an instant after `now` (clock skew between instances)
    const n = Number(r.n);
    if (r.action === 'view') entry.views += n;
    else if (r.action === 'share') entry.shares += n;
    else if (ENQUIRY.has(r.action)) entry.enquiries += n;
  }
  return [...series.values()];
}
