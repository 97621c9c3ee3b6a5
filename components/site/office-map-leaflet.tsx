'use client';
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { AttributionControl, MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { LEAFLET_CREDIT, markerIcon, TILE_CREDIT } from '@/components/maps/leaflet-map';
import { fullAddress, site } from '@/lib/site-config';

/** The office on a Leaflet map (browser only: Leaflet touches `window` on import). */
export default function OfficeMapLeaflet({ height, label }: { height: number; label: string }) {
  const { lat, lng, zoom, tileUrl } = site.map;
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
      <AttributionControl prefix={LEAFLET_CREDIT} />
      <TileLayer url={tileUrl} attribution={TILE_CREDIT} />
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
