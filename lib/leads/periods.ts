// Days and months as the dealer counts them: in India Standard Time (UTC+05:30, no daylight
// saving), while the log stores UTC. A period of 7 days is today and the 6 days before it, from
// midnight, so a period's total is the sum of its chart's daily bars.

export const IST_OFFSET_MINUTES = 330;
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 3600_000;

/** The Indian calendar date of an instant: '2025-11-01'. */
export const istDay = (at: Date): string => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Midnight IST of the day `daysBack` days before `now`'s, as an ISO UTC instant. */
function istMidnight(now: Date, daysBack: number): Date {
  const local = new Date(now.getTime() + OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysBack);
  return new Date(midnight - OFFSET_MS);
}

/** Where a period of `days` days ending today starts (ISO, UTC). */
export const periodStart = (days: number, now = new Date()): string => istMidnight(now, days - 1).toISOString();

/** Where the current calendar month starts in India (ISO, UTC). */
export function monthStart(now = new Date()): string {
  const local = new Date(now.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS).toISOString();
}

/** The dates of a period, oldest first: ['2025-10-26', …, '2025-11-01']. */
export function periodDays(days: number, now = new Date()): string[] {
  const first = istMidnight(now, days - 1).getTime();
  return Array.from({ length: days }, (_, i) => istDay(new Date(first + i * DAY_MS)));
}
