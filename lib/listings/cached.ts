import 'server-only';
import { after } from 'next/server';
import { pageRead, TAGS, tagPage } from '@/lib/cache';
import { openRead } from '@/lib/render-reads';
import type { KindDef } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import type { ListQuery } from '@/models/query';
import { getListing, type ListingPage, listingStamps, listListings, relatedListings } from './queries';

/*
 * The reads public pages make, each tagging the page for lib/cache.ts. Pages are cached whole,
 * so these run only when a page is (re-)rendered.
 */

export async function listPage(kind: KindDef, query: ListQuery): Promise<ListingPage> {
  return pageRead([TAGS.kind(kind)], () => listListings(kind, query));
}

export async function listing(kind: KindDef, id: string): Promise<Listing | null> {
  return pageRead([TAGS.listing(id)], () => getListing(kind, id));
}

/**
 * Similar listings, tagged with each listing shown. A listing that would newly qualify (a new
 * one, or one edited to match) appears when the page is next re-rendered for another reason,
 * or after the time-based backstop.
 */
export async function similar(kind: KindDef, current: Listing): Promise<Listing[]> {
  // Which listings it shows is known only after reading: open under their kind, which every
  // write to one of them revalidates too.
  after(openRead([TAGS.kind(kind)]));
  const items = await relatedListings(kind, current);
  await tagPage(...items.map((l) => TAGS.listing(l._id)));
  return items;
}

export async function stamps(kind: KindDef) {
  return pageRead([TAGS.kind(kind)], () => listingStamps(kind));
}
