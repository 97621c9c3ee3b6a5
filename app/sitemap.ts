import type { MetadataRoute } from 'next';
import { LANG_INFO, LANGS, localizePath } from '@/lib/i18n/config';
import { stamps } from '@/lib/listings/cached';
import { localitiesForSitemap } from '@/lib/localities/cached';
import { localityHref } from '@/lib/localities/href';
import { detailHref } from '@/lib/listings/view';
import { absoluteUrl } from '@/lib/public-url';
import { KIND_IDS, KINDS } from '@/models/kinds';

// Cached like the pages and re-made by the same writes (tagged with every kind; lib/cache.ts).
export const revalidate = 3600;

const STATIC_PAGES = ['/', '/villas', '/plots', '/homes', '/about', '/contact', '/privacy-policy', '/testimonials'];

type Entry = Omit<MetadataRoute.Sitemap[number], 'url' | 'alternates'>;

/** One entry per language for a page, each naming both languages as alternates (issue 15). */
function inEachLanguage(path: string, entry: Entry): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(LANGS.map((lang) => [LANG_INFO[lang].hreflang, absoluteUrl(localizePath(path, lang))]));
  return LANGS.map((lang) => ({ url: absoluteUrl(localizePath(path, lang)), ...entry, alternates: { languages } }));
}

async function listingEntries(): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = [];
  for (const id of KIND_IDS) {
    const kind = KINDS[id];
    // Ids and dates only, read by keyset pages (newest first): linear in the listings, never one unbounded read.
    for (const listing of await stamps(kind)) {
      entries.push(
        ...inEachLanguage(detailHref(kind, listing), { lastModified: new Date(listing.updatedAt), changeFrequency: 'weekly', priority: 0.7 }),
      );
    }
  }
  return entries;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const fixed = STATIC_PAGES.flatMap((path) =>
    inEachLanguage(path, {
      changeFrequency: path === '/' || KIND_IDS.some((id) => `/${KINDS[id].slug}` === path) ? 'daily' : 'monthly',
      priority: path === '/' ? 1 : 0.8,
    }),
  );
  // Localities with an unsold listing: the pages that exist (lib/localities/queries.ts).
  const localities = (await localitiesForSitemap()).flatMap((l) => inEachLanguage(localityHref(l.slug), { changeFrequency: 'weekly', priority: 0.6 }));
  return [...fixed, ...localities, ...(await listingEntries())];
}
