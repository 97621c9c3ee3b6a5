import 'server-only';
import type { QueryCreator } from 'kysely';
import type { Database, LocalityTable } from '@/lib/db/schema';
import { localityOf } from './normalise';

/** The row a listing's location gives its locality (named from that location), or null when it names none. */
export function localityRow(location: string): LocalityTable | null {
  const found = localityOf(location);
  return found ? { slug: found.slug, name: found.name, nameTa: null } : null;
}

/**
 * Makes sure a locality has its row, as part of a listing's write (a statement of its transaction,
 * or a part of its one statement). A new locality is named from the first location that gives it;
 * an existing one keeps its names (the dealer's Tamil name above all), so a later spelling variant
 * never renames the page.
 */
export const insertLocality = (q: QueryCreator<Database>, row: LocalityTable) =>
  q
    .insertInto('localities')
    .values(row)
    .onConflict((oc) => oc.column('slug').doNothing());
