'use client';
import dynamic from 'next/dynamic';

/** SPEC §9: the map is 500 px high. */
const MAP_HEIGHT = 500;

function MapPlaceholder() {
  return (
    <div
      style={{ height: MAP_HEIGHT }}
      className="flex items-center justify-center rounded-2xl bg-neutral-100 text-sm text-neutral-600"
    >
      Loading map…
    </div>
  );
}

// `ssr: false` must live in a client component (a build error in a server component), and keeps
// Leaflet's code off every page but this one.
const LeafletMap = dynamic(() => import('./office-map-leaflet'), { ssr: false, loading: MapPlaceholder });

/** `label` names the office's marker in the page's language ('Hosur Properties office'). */
export function OfficeMap({ label }: { label: string }) {
  return (
    <div data-testid="office-map" className="overflow-hidden rounded-2xl border border-neutral-200">
      <LeafletMap height={MAP_HEIGHT} label={label} />
    </div>
  );
}
