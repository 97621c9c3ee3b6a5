import type { Kysely } from 'kysely';
import { localityOf } from '@/lib/localities/normalise';

/**
 * Localities (lib/localities): each listing's locality slug, worked out from its location text by
 * lib/localities/normalise.ts, and a table of the localities with their English name and the
 * dealer's Tamil name (null until given; Tamil pages show the English one meanwhile). Existing
 * listings are filled in here with the same function the listing writer uses from now on.
 */
interface Tables {
  listings: { id: string; location: string; locality: string | null };
  localities: { slug: string; name: string; name_ta: string | null };
}

const BATCH = 500;

export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as unknown as Kysely<Tables>;
  await db.schema
    .createTable('localities')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_ta', 'text')
    .execute();
  await db.schema.alterTable('listings').addColumn('locality', 'text').execute();
  // The locality page reads its listings by slug; the sitemap groups by it.
  await db.schema.createIndex('listings_locality').on('listings').columns(['locality', 'kind']).execute();

  const rows = await db.selectFrom('listings').select(['id', 'location']).orderBy('id').execute();
  const bySlug = new Map<string, { name: string; ids: string[] }>();
  for (const row of rows) {
    const found = localityOf(row.location);
    if (!found) continue;
    const entry = bySlug.get(found.slug) ?? { name: found.name, ids: [] };
    entry.ids.push(row.id);
    bySlug.set(found.slug, entry);
  }
  for (const [slug, { name, ids }] of bySlug) {
    await db.insertInto('localities').values({ slug, name, name_ta: null }).execute();
    for (let i = 0; i < ids.length; i += BATCH) {
      await db.updateTable('listings').set({ locality: slug }).where('id', 'in', ids.slice(i, i + BATCH)).execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('listings_locality').execute();
  await db.schema.alterTable('listings').dropColumn('locality').execute();
  await db.schema.dropTable('localities').execute();
}
