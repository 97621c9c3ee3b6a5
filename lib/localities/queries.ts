import 'server-only';
import { db } from '@/lib/db';
import { toListing } from '@/lib/listings/rows';
import { KINDS, type KindId } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { SOLD } from '@/models/options';
import { isLocalitySlug } from './normalise';
import { localityStats, type LocalityStats } from './stats';

export interface LocalityRow {
  slug: string;
  name: string;
  nameTa: string | null;
}

export interface LocalitySummary extends LocalityRow {
  /** Unsold listings. */
  count: number;
}

export interface LocalityData {
  locality: LocalityRow;
  stats: LocalityStats;
  /** Unsold listings, featured first, then newest, up to LOCALITY_CARDS. */
  listings: Listing[];
}

/** Cards on one locality page; the stats count every unsold listing. */
export const LOCALITY_CARDS = 60;

/**
 * Localities that have a page: at least one unsold listing. A locality whose listings are all
 * sold or deleted has none (its row stays, with the dealer's Tamil name, for when one comes back).
 */
export async function localitiesWithListings(): Promise<LocalitySummary[]> {
  const rows = await (await db())
    .selectFrom('localities')
    .innerJoin('listings', 'listings.locality', 'localities.slug')
    .where('listings.status', '!=', SOLD)
    .groupBy(['localities.slug', 'localities.name', 'localities.nameTa'])
    .select(['localities.slug', 'localities.name', 'localities.nameTa'])
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .orderBy('localities.slug')
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** Every locality, with or without listings, for the admin's Tamil names. */
export async function allLocalities(): Promise<LocalitySummary[]> {
  const handle = await db();
  const [rows, counts] = await Promise.all([
    handle.selectFrom('localities').select(['slug', 'name', 'nameTa']).orderBy('name').orderBy('slug').execute(),
    localitiesWithListings(),
  ]);
  const bySlug = new Map(counts.map((c) => [c.slug, c.count]));
  return rows.map((r) => ({ ...r, count: bySlug.get(r.slug) ?? 0 }));
}

/** A locality's page data, or null when it is unknown or has no unsold listing. */
export async function localityData(slug: string): Promise<LocalityData | null> {
  if (!isLocalitySlug(slug)) return null;
  const handle = await db();
  const locality = await handle.selectFrom('localities').select(['slug', 'name', 'nameTa']).where('slug', '=', slug).executeTakeFirst();
  if (!locality) return null;
  const unsold = handle.selectFrom('listings').where('locality', '=', slug).where('status', '!=', SOLD);
  const [priced, rows] = await Promise.all([
    unsold.select(['kind', 'price', 'areaSqft']).execute(),
    unsold.selectAll().orderBy('featured', 'desc').orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(LOCALITY_CARDS).execute(),
  ]);
  if (priced.length === 0) return null;
  const listings = rows.flatMap((r) => (r.kind in KINDS ? [toListing(KINDS[r.kind as KindId], r)] : []));
  return { locality, stats: localityStats(priced), listings };
}

/** Sets or clears a locality's Tamil name; false when there is no such locality. */
export async function setLocalityTamilName(slug: string, nameTa: string | null): Promise<boolean> {
  const result = await (await db()).updateTable('localities').set({ nameTa }).where('slug', '=', slug).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
