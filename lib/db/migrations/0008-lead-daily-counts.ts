import type { Kysely } from 'kysely';

/**
 * The lead log's older days, as counts (lib/leads/rollup.ts): one row per Indian calendar day,
 * listing and action, with how many times it happened. Rows of lead_events older than the
 * retention are added here and then deleted, so the Leads page and its CSV still count them and
 * lead_events stays bounded. No foreign key to listings, as in lead_events: counts outlive a
 * deleted listing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lead_daily_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    // (day, …) first: a period's counts for all listings read a range of days.
    .addPrimaryKeyConstraint('lead_daily_counts_pk', ['day', 'listing_id', 'action'])
    .execute();
  // One listing's daily chart.
  await db.schema.createIndex('lead_daily_counts_listing_day').on('lead_daily_counts').columns(['listing_id', 'day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead_daily_counts').execute();
}
