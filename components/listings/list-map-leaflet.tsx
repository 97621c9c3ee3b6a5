'use client';
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { AttributionControl, MapContainer, TileLayer } from 'react-leaflet';
import { ClusterLayer } from '@/components/maps/cluster-layer';
import { LEAFLET_CREDIT, TILE_CREDIT } from '@/components/maps/leaflet-map';
import { site } from '@/lib/site-config';
import type { MapPin } from './list-map-pins';

export interface ListMapWords {
  cluster: string;
  viewListing: string;
}

/** The list's pins on a Leaflet map, fitted to them (browser only: Leaflet touches `window` on import). */
export default function ListMapLeaflet({ pins, words }: { pins: MapPin[]; words: ListMapWords }) {
  const { lat, lng, zoom, tileUrl } = site.map;
  const bounds = pins.length ? L.latLngBounds(pins.map((p) => [p.lat, p.lng])) : undefined;
  return (
    <MapContainer
      {...(bounds ? { bounds, boundsOptions: { padding: [32, 32], maxZoom: 15 } } : { center: [lat, lng], zoom: zoom - 2 })}
      // As on every map of the site: the page scrolls under the wheel and a finger (no scroll trap
      // on a phone, where the map sits above the cards); it zooms with its buttons, a pinch or a cluster's tap.
      scrollWheelZoom={false}
      dragging={!L.Browser.mobile}
      keyboard={false}
      style={{ height: '100%', width: '100%' }}
      className="z-0"
      attributionControl={false}
    >
      <AttributionControl prefix={LEAFLET_CREDIT} />
      <TileLayer url={tileUrl} attribution={TILE_CREDIT} />
      <ClusterLayer
        pins={pins}
        clusterLabel={(count) => words.cluster.replace('{count}', String(count))}
        popup={(pin) => (
          <div className="min-w-40 text-sm" data-testid="map-popup">
            <a href={pin.href} className="block font-semibold text-neutral-900 underline decoration-neutral-300 hover:text-brand">
              {pin.label}
            </a>
            <p className="mt-1 font-bold text-brand-dark tabular">{pin.price}</p>
            <a href={pin.href} className="mt-1 inline-block font-semibold text-brand underline">
              {words.viewListing}
            </a>
          </div>
        )}
      />
    </MapContainer>
  );
}
