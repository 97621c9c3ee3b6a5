import type { Metadata } from 'next';
import { languageAlternates } from '@/lib/i18n/alternates';
import { LANG_INFO, type Lang, localizePath } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';
import { listingText } from '@/lib/i18n/listing-text-server';
import { listingPhotos } from '@/lib/images';
import { jsonLdFacts, jsonLdOf, serializeJsonLd } from './json-ld';
import { absoluteUrl } from '@/lib/public-url';
import { CARD_HEIGHT, CARD_WIDTH } from '@/lib/share-card/layout';
import { listingCardText } from '@/lib/share-card/listing-text';
import { type ShareImage, siteCardImage, twitterImage } from '@/lib/share-card/site';
import { site } from '@/lib/site-config';
import type { KindDef } from '@/models/kinds';
import { hasFilters, listCaption, listHref } from '@/models/list-url';
import type { Listing } from '@/models/listing';
import { detailHref, displayOf, excerpt, fullPrice, ownText } from './view';

/**
 * A list's title says what it shows, in the page's language ('3 BHK villas under ₹1 Cr in Hosur —
 * page 2', 'ஓசூரில் ₹1 கோடிக்குக் குறைவான 3 BHK வில்லாக்கள் — பக்கம் 2'); its canonical URL holds
 * the known filters in their fixed order. Text searches are not indexed (endless, thin).
 */
export function listMetadata(kind: KindDef, params: URLSearchParams, lang: Lang = 'en'): Metadata {
  const tx = listingText(lang);
  const text = tx.kind(kind.id) ?? displayOf(kind);
  // The map view is the same list drawn another way: its canonical address is the list's.
  const path = listHref(kind, params, undefined, 'list');
  const url = localizePath(path, lang);
  const plain = !hasFilters(params) && !params.has('sort') && !params.has('page');
  const title = plain ? text.listHeading : listCaption(kind, params, true, tx.caption);
  const what = plain ? tx.caption.plural(kind) : listCaption(kind, params, false, tx.caption);
  const about = fill(getDictionary(lang).meta.listDescription, { what, brand: site.brand });
  const description = plain ? `${text.listIntro} ${about}` : about;
  return {
    title,
    description,
    alternates: languageAlternates(path, lang),
    robots: params.has('q') ? { index: false, follow: true } : undefined,
    openGraph: { title, description, url, type: 'website', siteName: site.brand, locale: LANG_INFO[lang].ogLocale, images: [siteCardImage()] },
    twitter: { card: 'summary_large_image', title, description, images: [twitterImage(siteCardImage())] },
  };
}

/** '3 BHK villa in Bagalur Road, Hosur for ₹85,00,000. <excerpt>' — location and price first, for previews. */
export function listingDescription(listing: Listing, lang: Lang = 'en'): string {
  const { meta } = getDictionary(lang);
  const price = listing.price ? fill(meta.detailPriced, { price: fullPrice(listing) }) : meta.detailNoPrice;
  const title = ownText(listing, 'title', lang).text;
  const about = excerpt(ownText(listing, 'description', lang).text, 110);
  return fill(meta.detailDescription, { title, location: listing.location, price, excerpt: about });
}

/**
 * The listing's share card (a JPEG at the size previews crop to, with price, area, place and
 * badges drawn on its photo), or the site card while it has none. Link-preview readers take JPEG
 * far more reliably than the WebP photos.
 */
export function shareImage(kind: KindDef, listing: Listing): ShareImage {
  if (!listing.shareCard) return siteCardImage();
  const alt = listingCardText(kind, listing).alt;
  return { url: absoluteUrl(listing.shareCard), width: CARD_WIDTH, height: CARD_HEIGHT, type: 'image/jpeg', alt };
}

export function detailMetadata(kind: KindDef, listing: Listing, lang: Lang = 'en'): Metadata {
  const path = detailHref(kind, listing);
  const url = absoluteUrl(localizePath(path, lang));
  const description = listingDescription(listing, lang);
  const image = shareImage(kind, listing);
  const title = ownText(listing, 'title', lang).text;
  return {
    title,
    description,
    alternates: languageAlternates(path, lang),
    openGraph: { title, description, url, type: 'website', siteName: site.brand, locale: LANG_INFO[lang].ogLocale, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [twitterImage(image)] },
  };
}

export function notFoundMetadata(kind: KindDef): Metadata {
  return { title: displayOf(kind).notFound.title, robots: { index: false, follow: true } };
}

/** schema.org RealEstateListing with an Offer in INR, the place, floor size and rooms. */
export function listingJsonLd(kind: KindDef, listing: Listing, lang: Lang = 'en'): Record<string, unknown> {
  return jsonLdOf({
    url: absoluteUrl(localizePath(detailHref(kind, listing), lang)),
    title: ownText(listing, 'title', lang).text,
    lang,
    location: listing.location,
    description: ownText(listing, 'description', lang).text,
    photos: listingPhotos(listing),
    facts: jsonLdFacts(kind, listing),
  });
}

export { serializeJsonLd };
