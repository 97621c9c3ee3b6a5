'use client';
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconRetina from 'leaflet/dist/images/marker-icon-2x.png';
import icon from 'leaflet/dist/images/marker-icon.png';
import shadow from 'leaflet/dist/images/marker-shadow.png';
import type { StaticImageData } from 'next/image';
import { useEffect, useRef } from 'react';
import { site } from '@/lib/site-config';
import type { MapPin, MapProps } from './types';

// Turbopack hands a package's image over as a URL string, webpack as an object with `src`.
const urlOf = (img: StaticImageData | string) => (typeof img === 'string' ? img : img.src);

/** Leaflet finds its default icons through CSS URLs that the bundler rewrites; this gives it the bundled files. */
export const markerIcon = new L.Icon({
  iconUrl: urlOf(icon),
  iconRetinaUrl: urlOf(iconRetina),
  shadowUrl: urlOf(shadow),
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/** Leaflet's own credit, underlined: its CSS (unlayered) beats utilities, and links in text need one (axe). */
export const LEAFLET_CREDIT = '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer" style="text-decoration:underline">Leaflet</a>';

/** The tiles' credit is the provider's own English wording (its licence asks for it as written). */
export const TILE_CREDIT = `<span lang="en">${site.map.attribution}</span>`;

/** A popup's content as DOM nodes, so a label is text, never markup. */
function popupOf(pin: MapPin): HTMLElement {
  const el = document.createElement(pin.href ? 'a' : 'strong');
  el.textContent = pin.label;
  if (el instanceof HTMLAnchorElement) el.href = pin.href!;
  return el;
}

/** The map itself (browser only: Leaflet touches `window` on import). Loaded by LazyMap. */
export default function LeafletMap({ pins, zoom = 14 }: MapProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const map = L.map(box.current!, {
      // The page scrolls under the wheel and a finger; the map zooms with its buttons or a pinch.
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile,
      attributionControl: false,
    });
    L.control.attribution({ prefix: LEAFLET_CREDIT }).addTo(map);
    L.tileLayer(site.map.tileUrl, { attribution: TILE_CREDIT }).addTo(map);
    for (const pin of pins) {
      L.marker([pin.lat, pin.lng], { icon: markerIcon, title: pin.label, alt: pin.label }).bindPopup(popupOf(pin)).addTo(map);
    }
    if (pins.length > 1) map.fitBounds(L.latLngBounds(pins.map((p) => [p.lat, p.lng])), { padding: [32, 32], maxZoom: zoom });
    else map.setView(pins[0] ? [pins[0].lat, pins[0].lng] : [site.map.lat, site.map.lng], zoom);
    return () => void map.remove();
  }, [pins, zoom]);
  return <div ref={box} className="z-0 h-full w-full" />;
}
