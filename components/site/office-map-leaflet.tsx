'use client';
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconRetina from 'leaflet/dist/images/marker-icon-2x.png';
import icon from 'leaflet/dist/images/marker-icon.png';
import shadow from 'leaflet/dist/images/marker-shadow.png';
import type { StaticImageData } from 'next/image';
import { AttributionControl, MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { fullAddress, site } from '@/lib/site-config';

// Turbopack hands a package's image over as a URL string, webpack as an object with `src`.
const urlOf = (img: StaticImageData | string) => (typeof img === 'string' ? img : img.src);

// Leaflet finds its default icons through CSS URLs that the bundler rewrites; give it the bundled files.
const markerIcon = new L.Icon({
  iconUrl: urlOf(icon),
  iconRetinaUrl: urlOf(iconRetina),
  shadowUrl: urlOf(shadow),
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

const LEAFLET_CREDIT = '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer" style="text-decoration:underline">Leaflet</a>';

/** The office on a Leaflet map (browser only: Leaflet touches `window` on import). */
export default function OfficeMapLeaflet({ height, label }: { height: number; label: string }) {
  const { lat, lng, zoom, tileUrl, attribution } = site.map;
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={zoom}
      // The page scrolls under the wheel and a finger; the map zooms with its buttons or a pinch.
      scrollWheelZoom={false}
      dragging={!L.Browser.mobile}
      style={{ height, width: '100%' }}
      className="z-0 rounded-2xl"
      attributionControl={false}
    >
      {/* Leaflet's own credit link has no underline (unlayered CSS wins over utilities): links in text need one (axe). */}
      <AttributionControl prefix={LEAFLET_CREDIT} />
      {/* The tiles' credit is the provider's own English wording (its licence asks for it as written). */}
      <TileLayer url={tileUrl} attribution={`<span lang="en">${attribution}</span>`} />
      <Marker
        position={[lat, lng]}
        icon={markerIcon}
        title={label}
        alt={label}
        eventHandlers={{ add: (e) => e.target.openPopup() }}
      >
        <Popup>
          <strong>{site.brand}</strong>
          <br />
          <span lang="en-IN">{fullAddress()}</span>
        </Popup>
      </Marker>
    </MapContainer>
  );
}
