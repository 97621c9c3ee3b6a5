import 'server-only';
import { timed } from '@/lib/server-timing';
import { isId, newId } from '@/lib/ids';
import { type UploadJournal, withJournal } from '@/lib/uploads/journal';
import type { KindDef, ListingValues } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { priceChange } from '@/models/sale';
import { type ListingImages, toColumns, toListing } from './rows';
import { getListing } from './queries';
import { planShareCard } from './cards-later';
import { deleteStored, insertCreated, updateStored } from './save-statements';
import { makeShareCard, sameCard } from './share-card';

export type WriteResult =
  | { status: 'ok'; listing: Listing }
  | { status: 'not-found' }
  | { status: 'conflict' };

const now = () => new Date().toISOString();

/** Every stored file a listing refers to: its photos and its share card. */
const imagesOf = (l: Pick<Listing, 'mainImage' | 'additionalImages' | 'shareCard'>) =>
  [l.mainImage, ...l.additionalImages, l.shareCard].filter((p): p is string => !!p);

/**
 * How a save is made. `cardLater` (a save through the API): its share card is named now and drawn
 * after the answer, instead of drawn now. `stored`: the listing as the caller read it, before its
 * save waited for its turn, so the save does not read it again (it writes only if the listing is
 * still at that version).
 */
export type SaveOptions = { cardLater?: boolean; stored?: Listing | null };

const shareCardOf = (kind: KindDef, columns: Parameters<typeof makeShareCard>[1], j: UploadJournal, { cardLater = false }: SaveOptions) =>
  cardLater ? planShareCard(j) : makeShareCard(kind, columns, j);

/**
 * Stores a new listing. Its share card is drawn (or named) first, outside the write (so SQLite's
 * one connection is not held while it renders), and recorded in the journal like the photos: a
 * failed insert or a crash before the commit leaves it to be removed.
 */
export async function createListing(kind: KindDef, values: ListingValues, images: ListingImages, journal?: UploadJournal, options: SaveOptions = {}): Promise<Listing> {
  const at = now();
  const columns = toColumns(kind, values, images);
  return withJournal(journal, async (j) => {
    const shareCard = await shareCardOf(kind, columns, j, options);
    const row = { id: newId(), ...columns, shareCard, statusChangedAt: at, createdAt: at, updatedAt: at, version: 1 };
    return timed('db', async () => toListing(kind, await insertCreated(row, at)));
  });
}

/** After a write found no row at the version read: gone, or changed by someone else. */
const missed = async (kind: KindDef, id: string): Promise<WriteResult> => ((await getListing(kind, id)) ? { status: 'conflict' } : { status: 'not-found' });

/**
 * Replaces a listing's values and images, with a new share card under a new name (so no cache
 * shows the old one) when anything on it changes; the old card is dropped like a replaced photo.
 * The write applies only to the version read (`expectedVersion`, when given, must be it): a
 * listing changed by someone else in the meantime is left alone ('conflict'). Images the change
 * drops are recorded in the upload journal before the write and removed from disk when the journal
 * is settled (by the caller when it passes its own, otherwise here), so a failed write never loses
 * a file and a crash never leaves one behind. Recording a path that stays in use is harmless:
 * settling keeps it.
 */
export async function updateListing(
  kind: KindDef,
  id: string,
  values: ListingValues,
  images: ListingImages,
  expectedVersion?: number,
  journal?: UploadJournal,
  options: SaveOptions = {},
): Promise<WriteResult> {
  if (!isId(id)) return { status: 'not-found' };
  const at = now();
  return withJournal(journal, async (j) => {
    const columns = toColumns(kind, values, images);
    const stored = options.stored !== undefined ? options.stored : await getListing(kind, id);
    if (!stored) return { status: 'not-found' };
    if (expectedVersion !== undefined && expectedVersion !== stored.version) return { status: 'conflict' };
    // A save that changes nothing its card shows (the description, the features) keeps the card.
    const kept = stored.shareCard && sameCard(kind, stored, columns) ? stored.shareCard : null;
    const shareCard = kept ?? (await shareCardOf(kind, columns, j, options));
    const keep = new Set(imagesOf({ ...images, shareCard }));
    await j.record(imagesOf(stored).filter((p) => !keep.has(p)));
    // The status's date moves only when it changes; a price change is logged and may start or end 'Price reduced'.
    const sale = { statusChangedAt: values.status === stored.status ? stored.statusChangedAt : at, ...priceChange(stored, values.price, at) };
    const set = { ...columns, shareCard, ...sale };
    const updated = await timed('db', () => updateStored({ id, kind: kind.id, version: stored.version, set, priceChanged: values.price !== stored.price }, at));
    return updated ? { status: 'ok', listing: toListing(kind, updated) } : missed(kind, id);
  });
}

/** Deletes a listing as read (`options.stored`, else now) with its price log; its images go when the journal is settled. */
export async function deleteListing(kind: KindDef, id: string, journal?: UploadJournal, options: Pick<SaveOptions, 'stored'> = {}): Promise<WriteResult> {
  if (!isId(id)) return { status: 'not-found' };
  return withJournal(journal, async (j) => {
    // An edit between the read and the delete (its new photos not yet recorded) makes it read again.
    let read = options.stored !== undefined ? options.stored : await getListing(kind, id);
    for (let tries = 0; read && tries < 3; tries++, read = await getListing(kind, id)) {
      await j.record(imagesOf(read));
      const { version, title } = read;
      const gone = await timed('db', () => deleteStored({ id, kind: kind.id, version, title }, now()));
      if (gone) return { status: 'ok', listing: toListing(kind, gone) };
    }
    return read ? { status: 'conflict' } : { status: 'not-found' };
  });
}
