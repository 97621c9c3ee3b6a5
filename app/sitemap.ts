import type { MetadataRoute } from 'next';
import { stamps } from '@/lib/listings/cached';
import { detailHref } from '@/lib/listings/view';
import { absoluteUrl } from '@/lib/public-url';
import { KIND_IDS, KINDS } from '@/models/kinds';

// Cached like the pages and re-made by the same writes (tagged with every kind; lib/cache.ts).
export const revalidate = 3600;

const STATIC_PAGES = ['/', '/villas', '/plots', '/homes', '/about', '/contact', '/privacy-policy', '/testimonials'];

async function listingEntries(): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = [];
  for (const id of KIND_IDS) {
    const kind = KINDS[id];
    // Ids and dates only, read by keyset pages (newest first): linear in the listings, never one unbounded read.
    for (const listing of await stamps(kind)) {
      entries.push({
        url: absoluteUrl(detailHref(kind, listing)),
        lastModified: new Date(listing.updatedAt),
        changeFrequency: 'weekly',
        priority: 0.7,
      });
    }
  }
  return entries;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const fixed: MetadataRoute.Sitemap = STATIC_PAGES.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' || KIND_IDS.some((id) => `/${KINDS[id].slug}` === path) ? 'daily' : 'monthly',
    priority: path === '/' ? 1 : 0.8,
  }));
  return [...fixed, ...(await listingEntries())];
}
