import 'server-only';
import type { Transaction } from 'kysely';
import { db } from '@/lib/db';
import { timed } from '@/lib/server-timing';
import type { Database } from '@/lib/db/schema';
import { isId, newId } from '@/lib/ids';
import { type UploadJournal, withJournal } from '@/lib/uploads/journal';
import type { KindDef, ListingValues } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { priceChange } from '@/models/sale';
import { type ListingImages, toColumns, toListing } from './rows';
import { getListing } from './queries';
import { saveLocality } from '@/lib/localities/store';
import { planShareCard } from './cards-later';
import { makeShareCard, sameCard } from './share-card';

export type WriteResult =
  | { status: 'ok'; listing: Listing }
  | { status: 'not-found' }
  | { status: 'conflict' };

const now = () => new Date().toISOString();

async function logEvent(trx: Transaction<Database>, listing: Listing, action: 'created' | 'updated' | 'deleted', at: string) {
  await trx
    .insertInto('listingEvents')
    .values({ id: newId(), listingId: listing._id, kind: listing.kind, title: listing.title, action, at })
    .execute();
}

async function logPrice(trx: Transaction<Database>, listingId: string, price: number | null, at: string) {
  await trx.insertInto('listingPrices').values({ id: newId(), listingId, price, at }).execute();
}

/** Every stored file a listing refers to: its photos and its share card. */
const imagesOf = (l: Pick<Listing, 'mainImage' | 'additionalImages' | 'shareCard'>) =>
  [l.mainImage, ...l.additionalImages, l.shareCard].filter((p): p is string => !!p);

/**
 * Stores a new listing. Its share card is drawn first, outside the transaction (so SQLite's one
 * connection is not held while it renders), and recorded in the journal like the photos: a
 * failed insert or a crash before the commit leaves it to be removed.
 */
/** How a save's share card is made: drawn now, or (`later`, a save through the API) named now and drawn after the answer. */
export type CardTiming = { cardLater?: boolean };

const shareCardOf = (kind: KindDef, columns: Parameters<typeof makeShareCard>[1], j: UploadJournal, { cardLater = false }: CardTiming) =>
  cardLater ? planShareCard(j) : makeShareCard(kind, columns, j);

export async function createListing(kind: KindDef, values: ListingValues, images: ListingImages, journal?: UploadJournal, timing: CardTiming = {}): Promise<Listing> {
  const at = now();
  const columns = toColumns(kind, values, images);
  return withJournal(journal, async (j) => {
    const shareCard = await shareCardOf(kind, columns, j, timing);
    const row = { id: newId(), ...columns, shareCard, statusChangedAt: at, createdAt: at, updatedAt: at, version: 1 };
    return timed('db', async () => (await db()).transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('listings').values(row).returningAll().executeTakeFirstOrThrow();
      const listing = toListing(kind, inserted);
      await saveLocality(trx, listing.location);
      await logEvent(trx, listing, 'created', at);
      await logPrice(trx, listing._id, listing.price, at);
      return listing;
    }));
  });
}

/**
 * Replaces a listing's values and images, with a new share card under a new name (so no cache
 * shows the old one) when anything on it changes; the old card is dropped like a replaced photo. With `expectedVersion`, a
 * listing changed by someone else in the meantime is left alone ('conflict'). Images the change drops are recorded in the
 * upload journal before the commit and removed from disk when the journal is settled (by the
 * caller when it passes its own, otherwise here), so a failed write never loses a file and a
 * crash never leaves one behind. They are recorded before the transaction, so the journal's
 * disk flush does not hold SQLite's one connection; only a listing changed in between needs a
 * second record inside it. Recording a path that stays in use is harmless: settling keeps it.
 */
export async function updateListing(
  kind: KindDef,
  id: string,
  values: ListingValues,
  images: ListingImages,
  expectedVersion?: number,
  journal?: UploadJournal,
  timing: CardTiming = {},
): Promise<WriteResult> {
  if (!isId(id)) return { status: 'not-found' };
  const at = now();
  return withJournal(journal, async (j) => {
    const columns = toColumns(kind, values, images);
    // Read outside any transaction, for the journal and the share card.
    const stored = await getListing(kind, id);
    // A save that changes nothing its card shows (the description, the features) keeps the card:
    // the version check below makes sure it is the card of the version this save replaces.
    const kept = stored?.shareCard && stored.version === expectedVersion && sameCard(kind, stored, columns) ? stored.shareCard : null;
    const shareCard = kept ?? (await shareCardOf(kind, columns, j, timing));
    const keep = new Set(imagesOf({ ...images, shareCard }));
    const dropped = (paths: string[]) => paths.filter((p) => !keep.has(p));
    await j.record(dropped(stored ? imagesOf(stored) : []));
    return timed('db', async () => (await db()).transaction().execute(async (trx): Promise<WriteResult> => {
      const current = await trx.selectFrom('listings').selectAll().where('id', '=', id).where('kind', '=', kind.id).executeTakeFirst();
      if (!current) return { status: 'not-found' };
      if (expectedVersion !== undefined && expectedVersion !== current.version) return { status: 'conflict' };
      // The status's date moves only when it changes; a price change is logged and may start or end 'Price reduced'.
      const sale = {
        statusChangedAt: values.status === current.status ? current.statusChangedAt : at,
        ...priceChange(current, values.price, at),
      };
      const updated = await trx
        .updateTable('listings')
        .set({ ...columns, shareCard, ...sale, updatedAt: at, version: current.version + 1 })
        .where('id', '=', id)
        .where('version', '=', current.version)
        .returningAll()
        .executeTakeFirst();
      if (!updated) return { status: 'conflict' };
      const listing = toListing(kind, updated);
      await saveLocality(trx, listing.location);
      await logEvent(trx, listing, 'updated', at);
      if (listing.price !== current.price) await logPrice(trx, listing._id, listing.price, at);
      await j.record(dropped(imagesOf(toListing(kind, current))));
      return { status: 'ok', listing };
    }));
  });
}

export async function deleteListing(kind: KindDef, id: string, journal?: UploadJournal): Promise<WriteResult> {
  if (!isId(id)) return { status: 'not-found' };
  return withJournal(journal, async (j) => {
    const stored = await getListing(kind, id);
    await j.record(stored ? imagesOf(stored) : []);
    return (await db()).transaction().execute(async (trx): Promise<WriteResult> => {
      const row = await trx.deleteFrom('listings').where('id', '=', id).where('kind', '=', kind.id).returningAll().executeTakeFirst();
      if (!row) return { status: 'not-found' };
      const listing = toListing(kind, row);
      await logEvent(trx, listing, 'deleted', now());
      await trx.deleteFrom('listingPrices').where('listingId', '=', id).execute();
      await j.record(imagesOf(listing));
      return { status: 'ok', listing };
    });
  });
}
