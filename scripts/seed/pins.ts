// Map pins for the demo listings and the generated bench listings, near the place their location
// text names. The centres are approximate, read off a map to a few hundred metres: plausible for
// a demo, not a survey. Each listing is moved a little from its centre (by its index, so the
// demo is the same on every run) so that listings of one place do not sit on one point.

/** Approximate centres (latitude, longitude) of the places the demo and bench listings name. */
export const PLACE_PINS: Record<string, readonly [number, number]> = {
  'Bagalur Road': [12.77, 77.84],
  'Sipcot Phase 1': [12.73, 77.85],
  'Sipcot Phase 2': [12.745, 77.875],
  'Denkanikottai Road': [12.7, 77.86],
  Mathigiri: [12.727, 77.853],
  'Kelamangalam Road': [12.675, 77.835],
  Zuzuvadi: [12.763, 77.792],
  'Shanthi Nagar': [12.739, 77.829],
  Alasanatham: [12.755, 77.807],
  'Thally Road': [12.7, 77.8],
  'Rayakottai Road': [12.72, 77.87],
  Avalapalli: [12.758, 77.832],
  'Krishnagiri Road (NH 44)': [12.718, 77.895],
  Bathalapalli: [12.713, 77.816],
  'Attibele Border': [12.776, 77.775],
  Chinnaelasagiri: [12.746, 77.816],
  Dharga: [12.731, 77.818],
};

/** Demo listings left without a pin on purpose: the map view says how many have none. */
export const UNPINNED_DEMO = new Set(['Open Plot for Rent near Attibele Border', 'PG Accommodation for Men near Sipcot Phase 2']);

/** Up to about 350 m from the centre, the same for the same index. */
const nudge = (index: number, prime: number) => (((index * prime) % 9) - 4) * 0.0008;

/** A pin near the place before the first comma of `location`, to four decimals (about 10 m); null for an unknown place. */
export function pinOf(location: string, index: number): { lat: number; lng: number } | null {
  const centre = PLACE_PINS[location.split(',')[0].trim()];
  if (!centre) return null;
  const at = (degrees: number) => Number(degrees.toFixed(4));
  return { lat: at(centre[0] + nudge(index, 37)), lng: at(centre[1] + nudge(index, 53)) };
}

/** The same pin as the admin form sends it (text fields), or no fields at all. */
export function pinNear(location: string, index: number): Record<string, string> {
  const pin = pinOf(location, index);
  return pin ? { lat: String(pin.lat), lng: String(pin.lng) } : {};
}

/** A demo listing's pin fields: near its place, or none for the few left without. */
export const demoPin = (fields: Record<string, string>, index: number) => (UNPINNED_DEMO.has(fields.title) ? {} : pinNear(fields.location, index));
