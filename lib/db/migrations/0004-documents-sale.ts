import { type Kysely, sql } from 'kysely';

// Issue 13: the documents panel, sale status with its date, price reductions and the Featured
// mark, on both engines. Existing listings get empty documents (never a guess), their creation
// time as the status's date, one price-history entry with their current price, and no mark.
const TEXT = ['approval_authority', 'approval_number', 'rera_number', 'rera_exemption', 'patta_type', 'ec_status', 'documents_checked_on', 'price_reduced_at'];
const INTEGER = ['approval_year', 'ec_from', 'ec_to'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of TEXT) await db.schema.alterTable('listings').addColumn(name, 'text').execute();
  for (const name of INTEGER) await db.schema.alterTable('listings').addColumn(name, 'integer').execute();
  await db.schema.alterTable('listings').addColumn('price_before', 'bigint').execute();
  await db.schema.alterTable('listings').addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // SQLite adds a NOT NULL column only with a default; it is filled from created_at at once.
  await db.schema.alterTable('listings').addColumn('status_changed_at', 'text', (c) => c.notNull().defaultTo('')).execute();
  await sql`update listings set status_changed_at = created_at`.execute(db);

  // The default order: Featured first, then newest (lib/listings/queries.ts), read backwards.
  await db.schema.createIndex('listings_kind_featured_created').on('listings').columns(['kind', 'featured', 'created_at', 'id']).execute();

  await db.schema
    .createTable('listing_prices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('listing_prices_listing_at').on('listing_prices').columns(['listing_id', 'at']).execute();
  await sql`insert into listing_prices (id, listing_id, price, at) select id, id, price, created_at from listings`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_prices').execute();
  await db.schema.dropIndex('listings_kind_featured_created').execute();
  for (const name of [...TEXT, ...INTEGER, 'price_before', 'featured', 'status_changed_at']) {
    await db.schema.alterTable('listings').dropColumn(name).execute();
  }
}
