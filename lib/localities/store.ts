import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { localityOf } from './normalise';

/**
 * Makes sure a listing's locality has its row, inside the listing's write. A new locality is named
 * from the first location that gives it; an existing one keeps its names (the dealer's Tamil name
 * above all), so a later spelling variant never renames the page.
 */
export async function saveLocality(trx: Transaction<Database> | Kysely<Database>, location: string): Promise<void> {
  const found = localityOf(location);
  if (!found) return;
  await trx
    .insertInto('localities')
    .values({ slug: found.slug, name: found.name, nameTa: null })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}
