import 'server-only';
import { sql } from 'kysely';
import { db, engine } from '@/lib/db';
import { ENQUIRY_ACTIONS, type LeadAction } from '@/models/lead-actions';
import { IST_OFFSET_MINUTES, periodDays, periodStart } from './periods';

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

/** One entry per day of the last `days` days, oldest first, zeros included; one listing's or all. */
export async function dailySeries(days: number, listingId?: string, now = new Date()): Promise<DayCount[]> {
  let query = (await db())
    .selectFrom('leadEvents')
    .select((eb) => [istDayOf().as('day'), 'action', eb.fn.countAll<number | string>().as('n')])
    .where('at', '>=', periodStart(days, now));
  if (listingId) query = query.where('listingId', '=', listingId);
  const rows = await query.groupBy([istDayOf(), 'action']).execute();

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
