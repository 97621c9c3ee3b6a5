import 'server-only';
import type { QueryCreator } from 'kysely';
import { db, engine } from '@/lib/db';
import type { Database, ListingEventTable, ListingRow, ListingRowUpdate, NewListingRow } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { insertLocality, localityRow } from '@/lib/localities/store';

/*
 * The rows of one listing write, all or none. On PostgreSQL each write is one statement (its parts
 * in a data-modifying WITH), one round trip: as a transaction a create made six, and under load
 * each waited its turn on the server's event loop (a save's 'db' step p99 0.4 to 0.7 s, against
 * 0.2 s as one statement; docs/performance.md). better-sqlite3's calls never wait, so on SQLite
 * the same parts run as a transaction. An update or delete touches the listing only at the version
 * its caller read, so what the caller decided from that read (the dropped photos, the price log,
 * the status's date) holds; a row changed meanwhile is left alone and reported.
 */

type Event = Omit<ListingEventTable, 'id' | 'at'>;
const eventRow = (e: Event, at: string): ListingEventTable => ({ id: newId(), at, ...e });
const priceRow = (listingId: string, price: number | null, at: string) => ({ id: newId(), listingId, price, at });

/** Inserts a new listing with its locality, its 'created' event and its first price. */
export async function insertCreated(row: NewListingRow & { id: string }, at: string): Promise<ListingRow> {
  const d = await db();
  const event = eventRow({ listingId: row.id, kind: row.kind, title: row.title, action: 'created' }, at);
  const price = priceRow(row.id, row.price ?? null, at);
  const locality = localityRow(row.location);
  if (engine() === 'sqlite') {
    return d.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('listings').values(row).returningAll().executeTakeFirstOrThrow();
      if (locality) await insertLocality(trx, locality).execute();
      await trx.insertInto('listingEvents').values(event).execute();
      await trx.insertInto('listingPrices').values(price).execute();
      return inserted;
    });
  }
  const rows = d
    .with('listing', (q) => q.insertInto('listings').values(row).returningAll())
    .with('event', (q) => q.insertInto('listingEvents').values(event))
    .with('price', (q) => q.insertInto('listingPrices').values(price));
  const all: typeof rows = locality ? rows.with('locality', (q) => insertLocality(q, locality)) : rows;
  return all.selectFrom('listing').selectAll().executeTakeFirstOrThrow();
}

/** What an update writes, decided from the listing as read at `version`. */
export interface StoredUpdate {
  id: string;
  kind: string;
  version: number;
  set: ListingRowUpdate & { title: string; location: string };
  /** Whether the price changed from the one read (it is then logged). */
  priceChanged: boolean;
}

/** Updates a listing still at the version read, with its locality, its 'updated' event and a changed price. Undefined: it changed or went meanwhile. */
export async function updateStored(u: StoredUpdate, at: string): Promise<ListingRow | undefined> {
  const d = await db();
  const update = (q: QueryCreator<Database>) =>
    q
      .updateTable('listings')
      .set({ ...u.set, updatedAt: at, version: u.version + 1 })
      .where('id', '=', u.id)
      .where('kind', '=', u.kind)
      .where('version', '=', u.version);
  const event = eventRow({ listingId: u.id, kind: u.kind, title: u.set.title, action: 'updated' }, at);
  const price = priceRow(u.id, u.set.price ?? null, at);
  const locality = localityRow(u.set.location);
  if (engine() === 'sqlite') {
    return d.transaction().execute(async (trx) => {
      const updated = await update(trx).returningAll().executeTakeFirst();
      if (!updated) return undefined;
      if (locality) await insertLocality(trx, locality).execute();
      await trx.insertInto('listingEvents').values(event).execute();
      if (u.priceChanged) await trx.insertInto('listingPrices').values(price).execute();
      return updated;
    });
  }
  // The other parts write only when the update did: each selects its row from `updated`.
  const rows = d
    .with('updated', (q) => update(q).returningAll())
    .with('event', (q) =>
      q
        .insertInto('listingEvents')
        .columns(['id', 'listingId', 'kind', 'title', 'action', 'at'])
        .expression((eb) =>
          eb.selectFrom('updated').select((s) => [
            s.val(event.id).as('id'),
            s.val(event.listingId).as('listingId'),
            s.val(event.kind).as('kind'),
            s.val(event.title).as('title'),
            s.val(event.action).as('action'),
            s.val(event.at).as('at'),
          ]),
        ),
    );
  const withPrice: typeof rows = u.priceChanged
    ? rows.with('price', (q) =>
        q
          .insertInto('listingPrices')
          .columns(['id', 'listingId', 'price', 'at'])
          .expression((eb) => eb.selectFrom('updated').select((s) => [s.val(price.id).as('id'), s.val(price.listingId).as('listingId'), 'updated.price', s.val(price.at).as('at')])),
      )
    : rows;
  const all: typeof rows = locality
    ? withPrice.with('locality', (q) =>
        q
          .insertInto('localities')
          .columns(['slug', 'name', 'nameTa'])
          .expression((eb) => eb.selectFrom('updated').select((s) => [s.val(locality.slug).as('slug'), s.val(locality.name).as('name'), s.val<string | null>(null).as('nameTa')]))
          .onConflict((oc) => oc.column('slug').doNothing()),
      )
    : withPrice;
  return all.selectFrom('updated').selectAll().executeTakeFirst();
}

/** Deletes a listing still at the version read, with its price log, and logs its 'deleted' event. Undefined: it changed or went meanwhile. */
export async function deleteStored(l: { id: string; kind: string; version: number; title: string }, at: string): Promise<ListingRow | undefined> {
  const d = await db();
  const remove = (q: QueryCreator<Database>) => q.deleteFrom('listings').where('id', '=', l.id).where('kind', '=', l.kind).where('version', '=', l.version);
  const event = eventRow({ listingId: l.id, kind: l.kind, title: l.title, action: 'deleted' }, at);
  if (engine() === 'sqlite') {
    return d.transaction().execute(async (trx) => {
      const gone = await remove(trx).returningAll().executeTakeFirst();
      if (!gone) return undefined;
      await trx.insertInto('listingEvents').values(event).execute();
      await trx.deleteFrom('listingPrices').where('listingId', '=', l.id).execute();
      return gone;
    });
  }
  return d
    .with('gone', (q) => remove(q).returningAll())
    .with('event', (q) =>
      q
        .insertInto('listingEvents')
        .columns(['id', 'listingId', 'kind', 'title', 'action', 'at'])
        .expression((eb) =>
          eb.selectFrom('gone').select((s) => [s.val(event.id).as('id'), 'gone.id', 'gone.kind', 'gone.title', s.val(event.action).as('action'), s.val(event.at).as('at')]),
        ),
    )
    .with('prices', (q) => q.deleteFrom('listingPrices').where('listingId', 'in', (eb) => eb.selectFrom('gone').select('gone.id')))
    .selectFrom('gone')
    .selectAll()
    .executeTakeFirst();
}
