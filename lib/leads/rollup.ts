import 'server-only';
import { sql } from 'kysely';
import { db, engine } from '@/lib/db';
import type { LeadAction } from '@/models/lead-actions';
import { istDay, periodStart } from './periods';
import { leadSettings } from './settings';

export interface RollupOptions {
  /** Days of the log kept row by row, today included (LEAD_RETENTION_DAYS). */
  retentionDays?: number;
  now?: Date;
  /** Rows moved per transaction: bounds the memory and the time other writers wait. */
  batch?: number;
}

export interface RollupResult {
  /** Rows of lead_events folded into daily counts and deleted. */
  rows: number;
  /** Where the kept log now starts (ISO, UTC): midnight in India, `retentionDays` days back. */
  keptFrom: string;
}

const UPSERT_CHUNK = 500;
/** The PostgreSQL advisory lock the rollup holds; any number no other code of ours uses. */
const ROLLUP_LOCK = 0x1ead_0001;

/**
 * Folds the lead log's rows older than the retention into daily counts per listing and action,
 * and deletes them. The cut is at midnight in India, where every period of the Leads page
 * starts, so a rolled-up day is a whole day and the page's totals and daily bars stay exact
 * (counts.ts and series.ts read both tables).
 *
 * Each batch is one transaction that deletes its rows and adds what it deleted to the counts, so
 * a crash in between loses nothing and counts nothing twice. On PostgreSQL an advisory lock keeps
 * two instances from rolling up at the same time (they would otherwise wait on each other's rows).
 */
export async function rollUpLeads(options: RollupOptions = {}): Promise<RollupResult> {
  const retentionDays = options.retentionDays ?? leadSettings().retentionDays;
  const batch = options.batch ?? 5_000;
  const keptFrom = periodStart(retentionDays, options.now ?? new Date());
  const handle = await db();
  const postgres = engine() === 'postgres';
  let rows = 0;
  for (;;) {
    const moved = await handle.transaction().execute(async (trx) => {
      if (postgres) await sql`select pg_advisory_xact_lock(${sql.lit(ROLLUP_LOCK)})`.execute(trx);
      const oldest = trx.selectFrom('leadEvents').select('id').where('at', '<', keptFrom).orderBy('at').limit(batch);
      const gone = await trx.deleteFrom('leadEvents').where('id', 'in', oldest).returning(['listingId', 'kind', 'action', 'at']).execute();

      const counts = new Map<string, { day: string; listingId: string; kind: string; action: LeadAction; count: number }>();
      for (const r of gone) {
        const day = istDay(new Date(r.at));
        const key = `${day} ${r.listingId} ${r.action}`;
        const entry = counts.get(key);
        if (entry) entry.count++;
        else counts.set(key, { day, listingId: r.listingId, kind: r.kind, action: r.action, count: 1 });
      }
      // Sorted, so that concurrent writers of the same keys (none, with the lock) would take them in one order.
      const values = [...counts.values()].sort((a, b) => a.day.localeCompare(b.day) || a.listingId.localeCompare(b.listingId) || a.action.localeCompare(b.action));
      for (let i = 0; i < values.length; i += UPSERT_CHUNK) {
        await trx
          .insertInto('leadDailyCounts')
          .values(values.slice(i, i + UPSERT_CHUNK))
          .onConflict((oc) => oc.columns(['day', 'listingId', 'action']).doUpdateSet((eb) => ({ count: eb('leadDailyCounts.count', '+', eb.ref('excluded.count')) })))
          .execute();
      }
      return gone.length;
    });
    rows += moved;
    if (moved < batch) return { rows, keptFrom };
  }
}

const DAY_MS = 24 * 3600_000;
const store = globalThis as typeof globalThis & { __leadRollup?: NodeJS.Timeout };

/**
 * Rolls the log up now and then once a day, in the background; for the server's start-up
 * (instrumentation). A failure is logged and tried again the next day: until then the log only
 * keeps a few more rows. One timer per process.
 */
export function scheduleLeadRollup(every = DAY_MS): Promise<void> {
  const run = () =>
    rollUpLeads().then(
      ({ rows, keptFrom }) => {
        if (rows > 0) console.log(`Leads: ${rows} row(s) from before ${istDay(new Date(keptFrom))} kept as daily counts.`);
      },
      (err: unknown) => console.error(`Leads: rolling up old rows failed (${err instanceof Error ? err.message : String(err)}); tried again in a day.`),
    );
  if (!store.__leadRollup) store.__leadRollup = setInterval(() => void run(), every).unref();
  return run();
}
