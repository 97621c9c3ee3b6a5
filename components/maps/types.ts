/**
 * The map pieces under components/maps, for any page that shows places:
 *
 *   <LazyMap pins={[{ lat, lng, label, href? }]} label="Map of …" height={300}>
 *     {what shows until the map loads, and without JavaScript}
 *   </LazyMap>
 *
 * - lazy-map.tsx ('use client', a few hundred bytes): a box of the given height that loads Leaflet's
 *   code (leaflet-map.tsx, about 45 kB gzip with its CSS) only when the box comes within 200 px of
 *   the screen, and no tile before that. A server component may render it; its children are the
 *   fallback.
 * - leaflet-map.tsx: the map itself. One pin is centred at `zoom`; several are fitted into view
 *   (never closer than `zoom`). Each marker is named by its label (title and alt); its popup shows
 *   the label, as a link when the pin has an `href`. Tiles and their credit come from `site.map`
 *   (NEXT_PUBLIC_MAP_TILE_URL, NEXT_PUBLIC_MAP_ATTRIBUTION; the CSP's img-src allows that origin).
 * - use-in-view.ts: the hook LazyMap uses, for a loader of another map module.
 *
 * The map is a picture of what the page already says in text (an address, a list), never the only
 * place something is: it is a labelled region a keyboard can skip.
 */
export interface MapPin {
  lat: number;
  lng: number;
  /** Names the marker for screen readers and its popup (a listing's title). */
  label: string;
  /** Where the popup's label links to, if anywhere. */
  href?: string;
}

export interface MapProps {
  pins: MapPin[];
  /** The map's accessible name ('Map showing where … is'). */
  label: string;
  /** Height of the box in CSS pixels: fixed, so nothing moves when the map arrives. */
  height: number;
  /** Zoom for one pin, and the closest for several; 14 by default (streets and neighbourhood). */
  zoom?: number;
}
