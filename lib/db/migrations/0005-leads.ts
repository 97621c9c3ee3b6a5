import type { Kysely } from 'kysely';

/**
 * The lead log (issue 14): one row per visitor action on a listing, with nothing personal in it.
 * No foreign key to listings: rows outlive a deleted listing (lib/leads/counts.ts says why), and a
 * beacon never waits on a lock of the listings table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lead_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  // (at): the counts of a period for all listings; (listing_id, at): one listing's daily chart.
  await db.schema.createIndex('lead_events_listing_at').on('lead_events').columns(['listing_id', 'at']).execute();
  await db.schema.createIndex('lead_events_at').on('lead_events').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead_events').execute();
}
