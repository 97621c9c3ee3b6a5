import { type Kysely, sql } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, type Migration, Migrator } from 'kysely/migration';
import * as init from './migrations/0001-init';
import * as sortIndexes from './migrations/0002-sort-indexes';
import * as search from './migrations/0003-search';
import * as documentsSale from './migrations/0004-documents-sale';
import * as leads from './migrations/0005-leads';
import * as shareCard from './migrations/0006-share-card';
import * as tamilText from './migrations/0007-tamil-text';
import * as leadDailyCounts from './migrations/0008-lead-daily-counts';
import * as enquiries from './migrations/0009-enquiries';
import * as listingPin from './migrations/0010-listing-pin';
import * as localities from './migrations/0011-localities';

// A static list rather than a folder scan, so the bundled server finds every migration.
export const migrations: Record<string, Migration> = {
  '0001-init': init,
  '0002-sort-indexes': sortIndexes,
  '0003-search': search,
  '0004-documents-sale': documentsSale,
  '0005-leads': leads,
  '0006-share-card': shareCard,
  '0007-tamil-text': tamilText,
  '0008-lead-daily-counts': leadDailyCounts,
  '0009-enquiries': enquiries,
  '0010-listing-pin': listingPin,
  '0011-localities': localities,
};

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  // `next build` renders pages in several workers at once; on a fresh SQLite file two of them
  // can race to migrate, and the loser sees a stale snapshot. Trying again after it settles is enough.
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    if (attempt >= 5) throw error;
    await new Promise((r) => setTimeout(r, 200 * attempt));
  }
}

/** Names of migrations this build has that the database has not applied (for the readiness check). */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const applied = new Set(rows.map((r) => r.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}
