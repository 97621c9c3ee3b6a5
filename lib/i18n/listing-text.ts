/**
 * How server-made listing views (lib/listings/view.ts, card-view.ts, detail-view.ts) word their
 * labels and stored option values in a language. Client-safe: English is the registry's own words
 * (no dictionary needed, so admin screens carry none); listing-text-server.ts makes the others.
 */
import { AREA_NOT_SPECIFIED, NOT_AVAILABLE, PRICE_ON_REQUEST } from '@/lib/format';
import type { KindId } from '@/models/kind-names';
import { type CaptionWords, ENGLISH_CAPTION } from '@/models/list-url';
import type { Lang } from './config';
import type { Dictionary } from './dictionaries/en';
import { fill } from './fill';

export type KindWords = Dictionary['listing']['kinds'][KindId];

export interface ListingText {
  lang: Lang;
  /** A stored option's label ('East', 'Ready to Move') in the language. */
  value: (label: string) => string;
  /** A field's label, or the fallback (English) when the language has none. */
  field: (name: string, fallback: string) => string;
  /** A kind's headings; undefined in English (models/display.ts has them). */
  kind: (id: KindId) => KindWords | undefined;
  money: Dictionary['money'];
  /** Card facts ('3 BHK', '2 Bath', 'East facing'); undefined in English (view.ts words them). */
  facts?: Dictionary['card'];
  /** The documents panel's words; undefined in English (models/documents.ts has them). */
  documents?: Dictionary['documents'];
  /** A list's caption words (models/list-url.ts listCaption). */
  caption: CaptionWords;
}

export const ENGLISH_TEXT: ListingText = {
  lang: 'en',
  value: (label) => label,
  field: (_, fallback) => fallback,
  kind: () => undefined,
  money: { priceOnRequest: PRICE_ON_REQUEST, notAvailable: NOT_AVAILABLE, areaNotSpecified: AREA_NOT_SPECIFIED },
  caption: ENGLISH_CAPTION,
};

export function makeListingText(lang: Lang, words: Dictionary): ListingText {
  const { fields, values, kinds } = words.listing;
  const { list } = words.ui;
  const value = (label: string) => values[label] ?? label;
  return {
    lang,
    value,
    field: (name, fallback) => fields[name] ?? fallback,
    kind: (id) => kinds[id],
    money: words.money,
    facts: words.card,
    documents: words.documents,
    // One form of a unit for any number in Tamil (glossary.md).
    caption: { lang, templates: words.listCaption, plural: (kind) => list.kinds[kind.id].many, value, unit: (unit) => list.units[unit], sort: (sort) => list.sorts[sort] },
  };
}

export { fill };
