import { LANG_INFO, type Lang } from '@/lib/i18n/config';

/** A point in decimal degrees (WGS 84), north and east positive. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean earth radius (IUGG), in km: the sphere the distances are measured on. */
export const EARTH_RADIUS_KM = 6371.0088;

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * The great-circle ('as the crow flies') distance between two points in km, by the haversine
 * formula, which stays accurate for the short distances a town has (the law of cosines loses
 * digits there). The earth is taken as a sphere: off by up to 0.5 % against the ellipsoid, far
 * below the one decimal shown.
 */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The unit after the figure, in each language (கி.மீ. is how Tamil papers shorten kilometre). */
const KM: Record<Lang, string> = { en: 'km', ta: 'கி.மீ.' };

const numbers = new Map<Lang, Intl.NumberFormat>();

/** '52.5 km' / '52.5 கி.மீ.': one decimal always, Indian digit grouping, Western digits in both languages. */
export function formatKm(km: number, lang: Lang): string {
  let format = numbers.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LANG_INFO[lang].intl, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    numbers.set(lang, format);
  }
  // A no-break space keeps the unit on the figure's line.
  return `${format.format(km)}\u00a0${KM[lang]}`;
}
