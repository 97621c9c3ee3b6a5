import 'server-only';
import { sql } from 'kysely';
import { db } from '@/lib/db';
import { withJournal } from '@/lib/uploads/journal';
import { type KindId, KINDS } from '@/models/kinds';
import { makeShareCard } from './share-card';

export interface FillReport {
  made: number;
  /** Listings whose card could not be drawn (logged), or that were saved meanwhile (their save made one). */
  skipped: number;
}

/**
 * Makes share cards for listings that have none: those from before migration 0006, rows written
 * without the listing service, and saves whose card failed. `all` remakes every card (after the
 * dealer's name or phone number changed). One listing at a time, each with its own journal entry.
 *
 * The card is stored with the version check of an edit and moves the version on without touching
 * `updatedAt`: an administrator's edit based on the older version is then refused as a conflict
 * (409) instead of silently dropping a card it never saw, which would leave the file behind.
 * Cached pages show the new card after their next re-render (a save or the hourly backstop).
 */
export async function fillShareCards({ all = false } = {}): Promise<FillReport> {
  const handle = await db();
  const report: FillReport = { made: 0, skipped: 0 };
  for (let after = ''; ; ) {
    let q = handle.selectFrom('listings').selectAll().where('id', '>', after);
    if (!all) q = q.where('shareCard', 'is', null);
    const rows = await q.orderBy('id').limit(100).execute();
    for (const row of rows) {
      const kind = KINDS[row.kind as KindId];
      const made = kind
        ? await withJournal(undefined, async (journal) => {
            const card = await makeShareCard(kind, row, journal);
            if (!card) return false;
            if (row.shareCard) await journal.record([row.shareCard]);
            const result = await handle
              .updateTable('listings')
              .set({ shareCard: card, version: sql<number>`version + 1` })
              .where('id', '=', row.id)
              .where('version', '=', row.version)
              .executeTakeFirst();
            return result.numUpdatedRows > 0n;
          })
        : false;
      if (made) report.made++;
      else report.skipped++;
    }
    if (rows.length < 100) return report;
    after = rows[rows.length - 1].id;
  }
}
