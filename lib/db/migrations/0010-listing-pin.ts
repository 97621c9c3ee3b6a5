import type { Kysely } from 'kysely';

/**
 * A listing's map pin (models/pin.ts): latitude and longitude in decimal degrees, both null until
 * the dealer sets one. Double precision on both engines: PostgreSQL's `real` keeps about seven
 * digits, which moves a pin by metres; SQLite reads the type as REAL, its only float.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('lat', 'double precision').execute();
  await db.schema.alterTable('listings').addColumn('lng', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').dropColumn('lat').execute();
  await db.schema.alterTable('listings').dropColumn('lng').execute();
}
