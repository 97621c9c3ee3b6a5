import 'server-only';
import type { Lang } from '@/lib/i18n/config';
import { LANDMARKS, type Landmark } from '@/lib/landmarks';
import { formatKm, haversineKm, type LatLng } from './distance';

export interface LandmarkDistance {
  id: string;
  name: string;
  /** '4.2 km' in the page's language. */
  distance: string;
}

/** Straight-line distances from a pin to each landmark, in the configured order, worded in `lang`. */
export function landmarkDistances(pin: LatLng, lang: Lang, landmarks: readonly Landmark[] = LANDMARKS): LandmarkDistance[] {
  return landmarks.map((l) => ({ id: l.id, name: l[lang], distance: formatKm(haversineKm(pin, l), lang) }));
}

/** A listing's pin, when it has both numbers. */
export function pinOf(listing: { lat?: number | null; lng?: number | null }): LatLng | null {
  return typeof listing.lat === 'number' && typeof listing.lng === 'number' ? { lat: listing.lat, lng: listing.lng } : null;
}
