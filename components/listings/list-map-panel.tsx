import { formatCount } from '@/lib/format';
import { type Lang, localizePath } from '@/lib/i18n/config';
import type { UiWords } from '@/lib/i18n/dictionaries/ui-words.en';
import { fill } from '@/lib/i18n/fill';
import type { ListingText } from '@/lib/i18n/listing-text';
import type { ListPins } from '@/lib/listings/pins';
import { cardPrice, detailHref, ownText } from '@/lib/listings/view';
import type { KindDef } from '@/models/kinds';
import { ListMap } from './list-map';
import type { MapPin } from './list-map-pins';

interface Props {
  kind: KindDef;
  found: ListPins;
  lang: Lang;
  tx: ListingText;
  /** The kind's plural in the page's language ('villas'). */
  plural: string;
  words: UiWords['listMap'];
}

/**
 * The map beside the list (above it on a phone): every match with a location, not only this page's
 * twelve. Screen-reader and keyboard users have the list; the map's label says it only pictures it.
 */
export function ListMapPanel({ kind, found, lang, tx, plural, words }: Props) {
  const pins: MapPin[] = found.pins.map((p) => ({
    key: p.id,
    lat: p.lat,
    lng: p.lng,
    label: ownText(p, 'title', lang).text,
    price: cardPrice(p, tx),
    href: localizePath(detailHref(kind, { _id: p.id }), lang),
  }));
  const { unlocated, located } = found;
  return (
    <section aria-label={fill(words.mapLabel, { plural })} className="order-first lg:sticky lg:top-24 lg:order-none lg:self-start">
      <div className="h-72 overflow-hidden rounded-2xl border border-neutral-200 sm:h-96 lg:h-[calc(100vh-8rem)] lg:max-h-[44rem]">
        <ListMap pins={pins} words={{ cluster: words.cluster, viewListing: words.viewListing }} loading={words.loading} />
      </div>
      {unlocated > 0 || located > pins.length ? (
        <p data-testid="map-note" className="mt-2 text-sm text-neutral-600">
          {unlocated > 0 ? (unlocated === 1 ? words.noLocationOne : fill(words.noLocationMany, { count: formatCount(unlocated) })) : ''}
          {unlocated > 0 && located > pins.length ? ' · ' : ''}
          {located > pins.length ? fill(words.capped, { shown: formatCount(pins.length), count: formatCount(located) }) : ''}
        </p>
      ) : null}
    </section>
  );
}
