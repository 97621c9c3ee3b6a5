/**
 * A listing's place on the map: an optional pin, latitude and longitude in decimal degrees (WGS 84,
 * as Leaflet and phone maps give them). Every kind has it. The box is Hosur and Krishnagiri
 * district with a margin, so a pin typed with its numbers swapped, a sign lost, or a pin dropped
 * far off by a slip of the map is refused rather than stored. The admin area stays English.
 */
import { type FieldDef, make } from './fields';

export const PIN_BOX = { south: 12.0, north: 13.0, west: 77.4, east: 78.6, region: 'Hosur and Krishnagiri district' } as const;

const section = 'location' as const;

export const pinFields: FieldDef[] = [
  make('coordinate', section)('lat', 'Latitude', {
    min: PIN_BOX.south,
    max: PIN_BOX.north,
    region: PIN_BOX.region,
    placeholder: 'e.g. 12.7712',
    hint: 'Degrees north, 12.0 to 13.0.',
  }),
  make('coordinate', section)('lng', 'Longitude', {
    min: PIN_BOX.west,
    max: PIN_BOX.east,
    region: PIN_BOX.region,
    placeholder: 'e.g. 77.8421',
    hint: 'Degrees east, 77.4 to 78.6.',
  }),
];

export interface PinValues {
  lat?: number | null;
  lng?: number | null;
}

/** A pin is both numbers or neither: one alone is a half-typed pin, never stored. */
export function pinErrors(v: PinValues): Record<string, string> {
  const hasLat = v.lat !== null && v.lat !== undefined;
  const hasLng = v.lng !== null && v.lng !== undefined;
  if (hasLat && !hasLng) return { lng: 'Longitude is required when a latitude is given (or remove the pin)' };
  if (hasLng && !hasLat) return { lat: 'Latitude is required when a longitude is given (or remove the pin)' };
  return {};
}

/** '12.7712, 77.8421' as a map app copies it: both numbers from one paste, else null. */
export function splitPair(text: string): { lat: string; lng: string } | null {
  const match = /^\s*([+-]?\d+(?:\.\d+)?)\s*[,;\s]\s*([+-]?\d+(?:\.\d+)?)\s*$/.exec(text);
  return match ? { lat: match[1], lng: match[2] } : null;
}
