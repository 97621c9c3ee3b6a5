import { LANG_INFO, type Lang } from '@/lib/i18n/config';
import { site } from '@/lib/site-config';

export interface PlaceSource {
  /** The page's absolute address. */
  url: string;
  /** The locality's name in the page's language. */
  name: string;
  lang: Lang;
  description: string;
  /** The listings' pins, for the place's centre. */
  pins: { lat: number; lng: number }[];
}

/**
 * schema.org Place for a locality page: the locality, inside the town, with its centre as the mean
 * of the listings' pins when any have one (a locality is a few kilometres across at most, so the
 * plain mean of degrees is fine).
 */
export function placeJsonLd({ url, name, lang, description, pins }: PlaceSource): Record<string, unknown> {
  const place: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Place',
    '@id': `${url}#place`,
    url,
    name,
    description,
    inLanguage: LANG_INFO[lang].tag,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.town,
      addressRegion: site.address.region,
      addressCountry: 'IN',
    },
    containedInPlace: { '@type': 'City', name: site.address.town },
  };
  if (pins.length) {
    const mean = (k: 'lat' | 'lng') => Math.round((pins.reduce((s, p) => s + p[k], 0) / pins.length) * 1e5) / 1e5;
    place.geo = { '@type': 'GeoCoordinates', latitude: mean('lat'), longitude: mean('lng') };
  }
  return place;
}
