'use client';
import L from 'leaflet';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import Supercluster from 'supercluster';

/** A pin on a map; `key` tells pins apart, `label` names it (its marker's title). */
export interface ClusterPin {
  key: string;
  lat: number;
  lng: number;
  label: string;
}

interface Props<P extends ClusterPin> {
  pins: P[];
  /** The popup of one pin. */
  popup: (pin: P) => ReactNode;
  /** A cluster's title ('12 listings here: zoom in'). */
  clusterLabel: (count: number) => string;
  /** Pins closer than this many pixels share a cluster. */
  radius?: number;
}

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 32" width="28" height="37" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="#ea580c" stroke="#9a3412" stroke-width="1.2"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';

const pinIcon = L.divIcon({ html: PIN_SVG, className: 'cluster-pin', iconSize: [28, 37], iconAnchor: [14, 37], popupAnchor: [0, -32] });

/** A round orange badge with the count, larger as the count grows. */
function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 44 : 52;
  return L.divIcon({
    html: `<span style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:9999px;background:#c2410c;color:#fff;font:600 14px/1 system-ui,sans-serif;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)">${count}</span>`,
    className: 'cluster-count',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type Bounds = [number, number, number, number];
const boundsOf = (map: L.Map): Bounds => {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
};

/**
 * Pins grouped where they crowd (supercluster: the clusters of the visible box at the map's zoom,
 * worked out again after each move). A cluster's badge zooms to where it splits; a pin opens its
 * popup. Markers are left out of the tab order: on our pages the map pictures a list that has them all.
 */
export function ClusterLayer<P extends ClusterPin>({ pins, popup, clusterLabel, radius = 56 }: Props<P>) {
  const map = useMap();
  const index = useMemo(() => {
    const sc = new Supercluster<{ i: number }>({ radius, maxZoom: 17 });
    sc.load(pins.map((p, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } })));
    return sc;
  }, [pins, radius]);
  const [view, setView] = useState(() => ({ bounds: boundsOf(map), zoom: map.getZoom() }));

  useEffect(() => {
    const update = () => setView({ bounds: boundsOf(map), zoom: map.getZoom() });
    map.on('moveend', update);
    update();
    return () => {
      map.off('moveend', update);
    };
  }, [map]);

  const clusters = index.getClusters(view.bounds, Math.round(view.zoom));
  return (
    <>
      {clusters.map((c) => {
        const [lng, lat] = c.geometry.coordinates;
        if ('cluster' in c.properties && c.properties.cluster) {
          const { cluster_id: id, point_count: count } = c.properties;
          return (
            <Marker
              key={`c${id}`}
              position={[lat, lng]}
              icon={clusterIcon(count)}
              title={clusterLabel(count)}
              keyboard={false}
              eventHandlers={{ click: () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(id), 18), { animate: !reducedMotion() }) }}
            />
          );
        }
        const pin = pins[(c.properties as { i: number }).i];
        return (
          <Marker key={pin.key} position={[pin.lat, pin.lng]} icon={pinIcon} title={pin.label} keyboard={false}>
            <Popup>{popup(pin)}</Popup>
          </Marker>
        );
      })}
    </>
  );
}
