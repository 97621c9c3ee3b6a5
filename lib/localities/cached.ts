import 'server-only';
import { revalidateTag } from 'next/cache';
import { TAGS, tagPage } from '@/lib/cache';
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
  const [found] = await Promise.all([localityData(slug), tagPage(...kindTags(), localityTag(slug))]);
  return found;
}

export async function localitiesForSitemap(): Promise<LocalitySummary[]> {
  const [all] = await Promise.all([localitiesWithListings(), tagPage(...kindTags())]);
  return all;
}

/** After the dealer names a locality in Tamil: its pages in both languages. */
export function revalidateLocality(slug: string): void {
  revalidateTag(localityTag(slug), { expire: 0 });
}
