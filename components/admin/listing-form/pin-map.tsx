'use client';
import 'leaflet/dist/leaflet.css';
import L, { type LatLngExpression } from 'leaflet';
import { useEffect } from 'react';
import { AttributionControl, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { site } from '@/lib/site-config';

export interface Pin {
  lat: number;
  lng: number;
}

interface Props {
  pin: Pin | null;
  onPick: (pin: Pin) => void;
  /** Names the map for screen readers; the typed inputs are their way to set the pin. */
  label: string;
  describedBy: string;
}

// An inline SVG pin in the brand orange: no image URLs for the bundler to break (Leaflet's default
// icon finds its PNGs through CSS), and it reads against both streets and fields.
const PIN_ICON = L.divIcon({
  className: 'listing-pin',
  html: '<svg width="32" height="44" viewBox="0 0 32 44" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z" fill="#ea580c" stroke="#7c2d12" stroke-width="2"/><circle cx="16" cy="16" r="6" fill="#fff"/></svg>',
  iconSize: [32, 44],
  iconAnchor: [16, 43],
});

const CREDIT = '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer" style="text-decoration:underline">Leaflet</a>';

/** Clicks place the pin; a pin typed outside the view brings the view to it. */
function PinEvents({ pin, onPick, label, describedBy }: Props) {
  const map = useMap();
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  useEffect(() => {
    if (pin && !map.getBounds().pad(-0.1).contains([pin.lat, pin.lng])) map.panTo([pin.lat, pin.lng]);
  }, [map, pin]);
  // Leaflet makes its container focusable (arrow keys pan): give it a name and its instructions.
  useEffect(() => {
    const element = map.getContainer();
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', label);
    element.setAttribute('aria-describedby', describedBy);
  }, [map, label, describedBy]);
  return null;
}

/** The listing's pin on a Leaflet map (browser only: Leaflet touches `window` on import). */
export default function PinMap({ pin, onPick, label, describedBy }: Props) {
  const start: LatLngExpression = pin ? [pin.lat, pin.lng] : [site.map.lat, site.map.lng];
  return (
    <MapContainer center={start} zoom={pin ? 15 : 12} scrollWheelZoom={false} attributionControl={false}
      className="z-0 h-72 w-full rounded-lg sm:h-96">
      <AttributionControl prefix={CREDIT} />
      <TileLayer url={site.map.tileUrl} attribution={`<span lang="en">${site.map.attribution}</span>`} />
      <PinEvents pin={pin} onPick={onPick} label={label} describedBy={describedBy} />
      {pin && (
        <Marker position={[pin.lat, pin.lng]} icon={PIN_ICON} draggable keyboard={false} title="Listing pin: drag to move"
          eventHandlers={{ dragend: (e) => { const at = (e.target as L.Marker).getLatLng(); onPick({ lat: at.lat, lng: at.lng }); } }} />
      )}
    </MapContainer>
  );
}
