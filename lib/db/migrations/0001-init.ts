import type { Kysely } from 'kysely';

// Written once for both engines: only types and statements SQLite and PostgreSQL both accept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint')
    .addColumn('area', 'double precision')
    .addColumn('area_unit', 'text')
    .addColumn('area_sqft', 'double precision')
    .addColumn('buildingarea', 'double precision')
    .addColumn('buildingarea_unit', 'text')
    .addColumn('buildingarea_sqft', 'double precision')
    .addColumn('bedrooms', 'integer')
    .addColumn('bathrooms', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('furnished', 'text')
    .addColumn('furnishing', 'text')
    .addColumn('facing', 'text')
    .addColumn('type', 'text')
    .addColumn('plot_type', 'text')
    .addColumn('floor', 'text')
    .addColumn('floor_number', 'text')
    .addColumn('year_built', 'integer')
    .addColumn('project', 'text')
    .addColumn('transaction_type', 'text')
    .addColumn('ownership_type', 'text')
    .addColumn('booking_amount', 'bigint')
    .addColumn('main_image', 'text', (c) => c.notNull())
    .addColumn('additional_images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('amenities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('approvals', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // Every list query filters by kind first; these keep sorting and filtering off full scans.
  const indexes: [string, string[]][] = [
    ['listings_kind_created', ['kind', 'created_at', 'id']],
    ['listings_kind_price', ['kind', 'price']],
    ['listings_kind_area', ['kind', 'area_sqft']],
    ['listings_kind_bedrooms', ['kind', 'bedrooms', 'created_at']],
    ['listings_kind_type', ['kind', 'type', 'created_at']],
    ['listings_kind_status', ['kind', 'status']],
    ['listings_kind_furnished', ['kind', 'furnished', 'created_at']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('listings').columns(columns).execute();
  }

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('listing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('listing_events_at').on('listing_events').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_events').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('listings').execute();
}
