import type { Metadata } from 'next';
import { languageAlternates } from '@/lib/i18n/alternates';
import { LANG_INFO, type Lang, localizePath } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';
import { listingText } from '@/lib/i18n/listing-text-server';
import { isStoredImage, listingPhotos } from '@/lib/images';
import { absoluteUrl } from '@/lib/public-url';
import { CARD_HEIGHT, CARD_WIDTH } from '@/lib/share-card/layout';
import { listingCardText } from '@/lib/share-card/listing-text';
import { type ShareImage, siteCardImage } from '@/lib/share-card/site';
import { site } from '@/lib/site-config';
import type { KindDef } from '@/models/kinds';
import { listCaption, listHref } from '@/models/list-url';
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
  const path = listHref(kind, params);
  const url = localizePath(path, lang);
  const plain = params.size === 0;
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
    twitter: { card: 'summary_large_image', title, description, images: [siteCardImage()] },
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
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

export function notFoundMetadata(kind: KindDef): Metadata {
  return { title: displayOf(kind).notFound.title, robots: { index: false, follow: true } };
}

const AVAILABILITY: Record<string, string> = {
  Sold: 'https://schema.org/SoldOut',
  Reserved: 'https://schema.org/LimitedAvailability',
  'Under Offer': 'https://schema.org/LimitedAvailability',
  'Under Construction': 'https://schema.org/PreOrder',
  'New Construction': 'https://schema.org/PreOrder',
};

const postal = site.address.postalCode.replace(/\s+/g, '');

/** schema.org RealEstateListing with an Offer in INR, the place, floor size and rooms. */
export function listingJsonLd(kind: KindDef, listing: Listing, lang: Lang = 'en'): Record<string, unknown> {
  const url = absoluteUrl(localizePath(detailHref(kind, listing), lang));
  const images = listingPhotos(listing).filter(isStoredImage).map((p) => absoluteUrl(p));
  const floorSqft = listing.buildingareaSqft ?? listing.areaSqft;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    priceCurrency: 'INR',
    availability: AVAILABILITY[listing.status] ?? 'https://schema.org/InStock',
    url,
    seller: { '@type': 'RealEstateAgent', name: site.brand, telephone: site.phones[0], email: site.email },
  };
  if (listing.price) offer.price = listing.price;

  const place: Record<string, unknown> = {
    '@type': kind.id === 'plot' ? 'Place' : 'Accommodation',
    '@id': `${url}#place`,
    name: listing.title,
    address: {
      '@type': 'PostalAddress',
      streetAddress: listing.location,
      addressLocality: site.address.town,
      addressRegion: site.address.region,
      postalCode: postal,
      addressCountry: 'IN',
    },
  };
  if (floorSqft) place.floorSize = { '@type': 'QuantitativeValue', value: Math.round(floorSqft), unitCode: 'FTK', unitText: 'sq.ft' };
  if (listing.bedrooms) {
    place.numberOfBedrooms = listing.bedrooms;
    place.numberOfRooms = listing.bedrooms;
  }
  if (listing.bathrooms) place.numberOfBathroomsTotal = listing.bathrooms;

  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: ownText(listing, 'title', lang).text,
    inLanguage: LANG_INFO[lang].tag,
    description: excerpt(ownText(listing, 'description', lang).text, 500),
    datePosted: listing.createdAt,
    dateModified: listing.updatedAt,
    image: images.length ? images : undefined,
    offers: offer,
    about: place,
    // The same place by reference: written out twice it was 600 bytes more in the page, and as
    // much again in its React payload.
    contentLocation: { '@id': place['@id'] },
  };
}

/**
 * JSON for an inline <script>: '<' becomes \u003c so no text can close the tag or open a comment,
 * and U+2028/2029 are escaped for old JavaScript parsers. All stay valid JSON.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
