import 'server-only';
import { db } from '@/lib/db';
import type { KindId } from '@/models/kinds';
import { ENQUIRY_ACTIONS, LEAD_ACTIONS, type LeadAction } from '@/models/lead-actions';
import { istDay, monthStart, periodStart } from './periods';
import { sortLeadRows } from './sort';

export interface LeadRow {
  listingId: string;
  kind: KindId;
  title: string;
  /**
   * False once the listing has been deleted. Its rows are kept rather than deleted with it: the
   * listing delete stays a one-table transaction that knows nothing of the log, and the period's
   * totals still add up to what visitors did. Its title is the one the deletion recorded.
   */
  exists: boolean;
  counts: Record<LeadAction, number>;
  /** Calls, WhatsApp, e-mails, contact forms and stored requests together (ENQUIRY_ACTIONS). */
  enquiries: number;
}

const zeroCounts = () => Object.fromEntries(LEAD_ACTIONS.map((a) => [a, 0])) as Record<LeadAction, number>;
export const enquiriesOf = (counts: Record<LeadAction, number>) => ENQUIRY_ACTIONS.reduce((sum, a) => sum + counts[a], 0);

/** Titles of deleted listings, from the 'deleted' entries of the listing changes log. */
async function deletedTitles(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await (await db())
    .selectFrom('listingEvents')
    .select(['listingId', 'title'])
    .where('action', '=', 'deleted')
    .where('listingId', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.listingId, r.title]));
}

/** Per listing, kind and action: the rows of the log since `since`, then the rolled-up days from its day on. */
async function countRows(since: string) {
  const handle = await db();
  const recent = handle
    .selectFrom('leadEvents as e')
    .leftJoin('listings as l', 'l.id', 'e.listingId')
    .select((eb) => ['e.listingId', 'e.kind', 'e.action', 'l.title', eb.fn.countAll<number | string>().as('n')])
    .where('e.at', '>=', since)
    .groupBy(['e.listingId', 'e.kind', 'e.action', 'l.title'])
    .execute();
  const rolled = handle
    .selectFrom('leadDailyCounts as d')
    .leftJoin('listings as l', 'l.id', 'd.listingId')
    .select((eb) => ['d.listingId', 'd.kind', 'd.action', 'l.title', eb.fn.sum<number | string>('d.count').as('n')])
    .where('d.day', '>=', istDay(new Date(since)))
    .groupBy(['d.listingId', 'd.kind', 'd.action', 'l.title'])
    .execute();
  return (await Promise.all([recent, rolled])).flat();
}

/**
 * Every listing with at least one action since `since` (ISO), with its count of each action.
 * Days older than the log's retention come from their daily counts (rollup.ts), whole days from
 * the one `since` falls on: exact for every period here, which all start at midnight in India.
 */
export async function countsSince(since: string): Promise<LeadRow[]> {
  const rows = await countRows(since);
  const byListing = new Map<string, LeadRow>();
  for (const r of rows) {
    let row = byListing.get(r.listingId);
    if (!row) {
      row = { listingId: r.listingId, kind: r.kind as KindId, title: r.title ?? '', exists: r.title !== null, counts: zeroCounts(), enquiries: 0 };
      byListing.set(r.listingId, row);
    }
    row.counts[r.action] += Number(r.n);
  }
  const all = [...byListing.values()];
  const titles = await deletedTitles(all.filter((r) => !r.exists).map((r) => r.listingId));
  for (const row of all) {
    row.enquiries = enquiriesOf(row.counts);
    if (!row.exists) row.title = titles.get(row.listingId) ?? 'Deleted listing';
  }
  return all;
}

/** The counts of the last `days` days (7, 30, 90), today included. */
export const leadCounts = (days: number, now = new Date()) => countsSince(periodStart(days, now));

/**
 * The listings with the most enquiries this calendar month (views break ties), at most `limit`.
 * Deleted listings are left out: the dashboard points at what the dealer can still act on.
 */
export async function topListings(limit = 5, now = new Date()): Promise<LeadRow[]> {
  const rows = await countsSince(monthStart(now));
  return sortLeadRows(rows.filter((r) => r.exists && r.enquiries > 0), 'enquiries').slice(0, limit);
}
