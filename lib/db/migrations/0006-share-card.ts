import type { Kysely } from 'kysely';

// Issue 14: the path of each listing's share card (a 1200 × 630 JPEG, lib/share-card/), null until
// one is made. Listings that exist when this runs get theirs from `npm run cards` (which
// `npm start` runs in its prepare step); until then their pages offer the site card.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('share_card', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').dropColumn('share_card').execute();
}
