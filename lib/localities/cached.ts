import 'server-only';
import { pageRead, revalidate, TAGS } from '@/lib/cache';
import { KIND_IDS, KINDS } from '@/models/kinds';
import { type LocalityData, localitiesWithListings, localityData, type LocalitySummary } from './queries';

/*
 * The locality pages' reads, tagging the page being rendered (lib/cache.ts). A locality page shows
 * listings of every kind, and a write can move a listing into or out of any locality, so the page
 * carries every kind's tag: each listing write (which revalidates its kind) renders it anew, the
 * 404 of a locality that has just got its first listing included. Its own tag is for the dealer's
 * Tamil name.
 */

export const localityTag = (slug: string) => `locality:${slug}`;
const kindTags = () => KIND_IDS.map((id) => TAGS.kind(KINDS[id]));

export async function locality(slug: string): Promise<LocalityData | null> {
  return pageRead([...kindTags(), localityTag(slug)], () => localityData(slug));
}

export async function localitiesForSitemap(): Promise<LocalitySummary[]> {
  return pageRead(kindTags(), () => localitiesWithListings());
}

/** After the dealer names a locality in Tamil: its pages in both languages. */
export function revalidateLocality(slug: string): Promise<void> {
  return revalidate([localityTag(slug)]);
}
