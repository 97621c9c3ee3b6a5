import { LANG_INFO, type Lang } from '@/lib/i18n/config';
import { isStoredImage } from '@/lib/images';
import { site } from '@/lib/site-config';
import type { KindDef } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { excerpt } from './excerpt';

/*
 * A listing's schema.org JSON-LD, made from its page's view plus the few facts below that the view
 * lacks. The detail page writes it into the page's body; the server's listingJsonLd (seo.ts) is this
 * same function over the same facts.
 */

/** What the JSON-LD says that the page's view does not show. */
export interface JsonLdFacts {
  posted: string;
  modified: string;
  price: number | null;
  /** A schema.org ItemAvailability ('InStock', 'SoldOut'). */
  availability: string;
  place: 'Place' | 'Accommodation';
  floorSqft?: number;
  bedrooms?: number;
  bathrooms?: number;
}

export interface JsonLdSource {
  /** The page's absolute address; photos are made absolute against it. */
  url: string;
  title: string;
  lang: Lang;
  location: string;
  /** The description in the page's language, in full (cut to 500 characters here). */
  description: string;
  photos: string[];
  facts: JsonLdFacts;
}

const AVAILABILITY: Record<string, string> = {
  Sold: 'SoldOut',
  Reserved: 'LimitedAvailability',
  'Under Offer': 'LimitedAvailability',
  'Under Construction': 'PreOrder',
  'New Construction': 'PreOrder',
};

/** The JSON-LD's facts beyond the page's view (lib/listings/json-ld.ts). */
export function jsonLdFacts(kind: KindDef, listing: Listing): JsonLdFacts {
  const floorSqft = listing.buildingareaSqft ?? listing.areaSqft;
  return {
    posted: listing.createdAt,
    modified: listing.updatedAt,
    price: listing.price,
    availability: AVAILABILITY[listing.status] ?? 'InStock',
    place: kind.id === 'plot' ? 'Place' : 'Accommodation',
    ...(floorSqft ? { floorSqft: Math.round(floorSqft) } : {}),
    ...(listing.bedrooms ? { bedrooms: listing.bedrooms } : {}),
    ...(listing.bathrooms ? { bathrooms: listing.bathrooms } : {}),
  };
}
const postal = site.address.postalCode.replace(/\s+/g, '');

/** schema.org RealEstateListing with an Offer in INR, the place, floor size and rooms. */
export function jsonLdOf({ url, title, lang, location, description, photos, facts }: JsonLdSource): Record<string, unknown> {
  const images = photos.filter(isStoredImage).map((p) => new URL(p, url).toString());
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    priceCurrency: 'INR',
    availability: `https://schema.org/${facts.availability}`,
    seller: { '@type': 'RealEstateAgent', name: site.brand, telephone: site.phones[0], email: site.email },
  };
  if (facts.price) offer.price = facts.price;

  const place: Record<string, unknown> = {
    '@type': facts.place,
    '@id': `${url}#place`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: location,
      addressLocality: site.address.town,
      addressRegion: site.address.region,
      postalCode: postal,
      addressCountry: 'IN',
    },
  };
  // Said once each: the offer is the listing's (no url of its own), the place has the listing's
  // name, FTK is square feet, and rooms are not bedrooms (a count we do not have).
  if (facts.floorSqft) place.floorSize = { '@type': 'QuantitativeValue', value: facts.floorSqft, unitCode: 'FTK' };
  if (facts.bedrooms) place.numberOfBedrooms = facts.bedrooms;
  if (facts.bathrooms) place.numberOfBathroomsTotal = facts.bathrooms;

  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: title,
    inLanguage: LANG_INFO[lang].tag,
    description: excerpt(description, 500),
    datePosted: facts.posted,
    dateModified: facts.modified,
    image: images.length ? images : undefined,
    offers: offer,
    about: place,
    // The same place by reference: written out twice it was 600 bytes more in the page.
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
