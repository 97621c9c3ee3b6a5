import 'server-only';
import { db } from '@/lib/db';
import type { KindDef } from '@/models/kinds';
import type { ListQuery } from '@/models/query';
import { applyFilters, applySort } from './queries';

/** More pins than this on one map help nobody and weigh on the page: the first ones in list order are drawn. */
export const MAX_PINS = 500;

/** A listing as a pin on the list's map: what its popup shows, nothing more. */
export interface ListingPin {
  id: string;
  title: string;
  titleTa: string | null;
  price: number | null;
  lat: number;
  lng: number;
}

export interface ListPins {
  /** Every match that has a location, in the list's order, at most MAX_PINS. */
  pins: ListingPin[];
  /** Matches with a location (may be more than pins.length when capped). */
  located: number;
  /** Matches without a location yet. */
  unlocated: number;
}

/**
 * The pins of every listing a filtered list matches, on all its pages, for the map beside it. A
 * light read (a few columns, no photos) made only when the map view is rendered; the page is
 * tagged with the kind by its list read (lib/listings/cached.ts), which changes with the same writes.
 */
export async function listPins(kind: KindDef, query: ListQuery): Promise<ListPins> {
  const handle = await db();
  const base = applyFilters(handle.selectFrom('listings'), kind, query);
  const located = base.where('lat', 'is not', null).where('lng', 'is not', null);
  const count = (q: typeof base) => q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n));
  const [rows, all, withPin] = await Promise.all([
    applySort(located.select(['id', 'title', 'titleTa', 'price', 'lat', 'lng']), query.sort).limit(MAX_PINS).execute(),
    count(base),
    count(located),
  ]);
  return {
    pins: rows.map((r) => ({ id: r.id, title: r.title, titleTa: r.titleTa, price: r.price, lat: Number(r.lat), lng: Number(r.lng) })),
    located: withPin,
    unlocated: all - withPin,
  };
}
