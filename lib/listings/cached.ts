import 'server-only';
import { TAGS, tagPage } from '@/lib/cache';
import type { KindDef } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import type { ListQuery } from '@/models/query';
import { getListing, type ListingPage, listingStamps, listListings, relatedListings } from './queries';

/*
 * The reads public pages make, each tagging the page for lib/cache.ts. Pages are cached whole,
 * so these run only when a page is (re-)rendered.
 */

export async function listPage(kind: KindDef, query: ListQuery): Promise<ListingPage> {
  const [page] = await Promise.all([listListings(kind, query), tagPage(TAGS.kind(kind))]);
  return page;
}

export async function listing(kind: KindDef, id: string): Promise<Listing | null> {
  const [found] = await Promise.all([getListing(kind, id), tagPage(TAGS.listing(id))]);
  return found;
}

/**
 * Similar listings, tagged with each listing shown. A listing that would newly qualify (a new
 * one, or one edited to match) appears when the page is next re-rendered for another reason,
 * or after the time-based backstop.
 */
export async function similar(kind: KindDef, current: Listing): Promise<Listing[]> {
  const items = await relatedListings(kind, current);
  await tagPage(...items.map((l) => TAGS.listing(l._id)));
  return items;
}

export async function stamps(kind: KindDef) {
  const [all] = await Promise.all([listingStamps(kind), tagPage(TAGS.kind(kind))]);
  return all;
}
