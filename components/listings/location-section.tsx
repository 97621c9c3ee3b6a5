import 'server-only';
import { LazyMap } from '@/components/maps/lazy-map';
import { card, h2 } from '@/components/listings/detail-sections';
import { Icon } from '@/components/ui/icon';
import type { LatLng } from '@/lib/geo/distance';
import { landmarkDistances } from '@/lib/geo/landmark-distances';
import type { Lang } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';

const MAP_HEIGHT = 300;

/** OpenStreetMap centred on the pin, with its marker: the way to the place without our map. */
const osmHref = ({ lat, lng }: LatLng) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

/**
 * A listing's map (loaded only when scrolled near; the coordinates and a link stand in without
 * JavaScript) and its straight-line distances to the landmarks of lib/landmarks.ts, worked out here
 * on the server.
 */
export function LocationSection({ pin, title, lang }: { pin: LatLng; title: string; lang: Lang }) {
  const words = getDictionary(lang).location;
  const distances = landmarkDistances(pin, lang);
  const coordinates = `${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}`;
  return (
    <section className={`below-fold ${card}`} aria-labelledby="location-heading" data-testid="location-section">
      <h2 id="location-heading" className={h2}>
        {words.heading}
      </h2>
      <LazyMap pins={[{ ...pin, label: title }]} label={fill(words.map, { title })} height={MAP_HEIGHT} className="mt-4 rounded-xl border border-neutral-200 bg-neutral-100">
        <div className="flex h-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-neutral-600">
          <Icon name="map-pin" className="size-8 text-brand" />
          <noscript>{words.noScript}</noscript>
        </div>
      </LazyMap>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-neutral-600" data-testid="map-fallback">
        <span>
          {words.coordinates}: <span className="tabular">{coordinates}</span>
        </span>
        <a href={osmHref(pin)} className="font-medium text-brand-dark underline underline-offset-2 hover:no-underline">
          {words.openMap}
        </a>
      </p>

      <h3 className="mt-6 text-lg font-semibold text-neutral-900">{words.distances}</h3>
      <p className="mt-1 text-sm text-neutral-600">{words.distancesNote}</p>
      <dl className="mt-3 grid grid-cols-1 gap-x-8 sm:grid-cols-2" data-testid="distances">
        {distances.map((d) => (
          <div key={d.id} className="flex justify-between gap-4 border-b border-neutral-100 py-2.5">
            <dt className="text-neutral-700">{d.name}</dt>
            <dd className="tabular shrink-0 text-right font-semibold text-neutral-900">{d.distance}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
