/**
 * What each kind shows, derived from the kind registry (which fields it has) and models/display.ts
 * (the words). Pure functions with no server imports, so cards work in client components too.
 */
import type { ChipTone } from '@/models/chip-tones';
import { CHIP_TONES, DEFAULT_CHIP_TONE, DISPLAY, type KindDisplay, PRICE_PER_CENT, PRICE_PER_SQFT } from '@/models/display';
import type { KindDef } from '@/models/kinds';
import { DETAIL_ONLY, type Listing, type ListingCore, type ListingSummary } from '@/models/listing';
import { areaLine, areaParts, pricePerUnit } from '@/lib/area-format';
import { AREA_NOT_SPECIFIED, formatRupees, formatRupeesCompact } from '@/lib/format';
import type { Lang } from '@/lib/i18n/config';
import { ENGLISH_TEXT, fill, type ListingText } from '@/lib/i18n/listing-text';
import { isReduced } from '@/models/sale';
import { excerpt } from './excerpt';
import { AREA_WORDS, SALE_WORDS } from '@/models/words';

export const displayOf = (kind: KindDef): KindDisplay => DISPLAY[kind.id];

const has = (kind: KindDef, name: string) => kind.fields.some((f) => f.name === name);
const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

export const detailHref = (kind: KindDef, listing: Pick<Listing, '_id'>) => `/${kind.slug}/${listing._id}`;

/** 'en' on listing text a Tamil page shows in English (lang="en" on it), undefined where it is the page's language. */
export type TextLang = 'en' | undefined;

/** The mark of text typed in English only (the location, a list answer's excerpt) on a page of `lang`. */
export const englishOn = (lang: Lang): TextLang => (lang === 'en' ? undefined : 'en');

const TAMIL_FIELD = { title: 'titleTa', description: 'descriptionTa' } as const;
type OwnFields = Pick<Listing, 'title' | 'titleTa'> & Partial<Pick<Listing, 'description' | 'descriptionTa'>>;

/** The listing's own title or description in a page's language: the dealer's Tamil where given, else the English, marked. */
export function ownText(listing: OwnFields, field: keyof typeof TAMIL_FIELD, lang: Lang): { text: string; lang: TextLang } {
  const tamil = lang === 'en' ? null : listing[TAMIL_FIELD[field]];
  return tamil ? { text: tamil, lang: undefined } : { text: listing[field] ?? '', lang: englishOn(lang) };
}

export type FactIcon = 'bed' | 'bath' | 'area' | 'facing';
export interface Fact {
  icon: FactIcon;
  /** Short visible value ('3 BHK'). */
  value: string;
  /** What a screen reader hears ('3 bedrooms'). */
  label: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The area a card shows: its entered unit and sq.ft ('5 cents · 2,178 sq.ft'), or 'Area not specified'. */
export const cardArea = (l: ListingCore, tx: ListingText = ENGLISH_TEXT) =>
  areaLine({ value: l.area, unit: l.areaUnit, sqft: l.areaSqft }, undefined, tx.facts?.units) ?? (tx.lang === 'en' ? AREA_NOT_SPECIFIED : tx.money.areaNotSpecified);

/** Price per unit for cards: '₹1,500/sq.ft · ₹6.53 L/cent', and how a screen reader says it. */
export function cardRates(kind: KindDef, l: ListingCore, tx: ListingText = ENGLISH_TEXT): { text: string; spoken: string } | null {
  const rates = displayOf(kind).pricePer.flatMap((unit) => {
    const amount = formatRupeesCompact(pricePerUnit(l.price, l.areaSqft, unit), tx.lang);
    return amount ? [{ amount, unit }] : [];
  });
  if (!rates.length) return null;
  const w = tx.facts;
  if (w) {
    return {
      text: rates.map((r) => fill(w.perUnit, { amount: r.amount, unit: w.units[r.unit] })).join(AREA_WORDS.separator),
      spoken: rates.map((r) => fill(w.perUnitSpoken, { amount: r.amount, unit: w.unitsSpoken[r.unit] })).join(', '),
    };
  }
  return {
    text: rates.map((r) => AREA_WORDS.perUnit(r.amount, AREA_WORDS.units[r.unit].one)).join(AREA_WORDS.separator),
    spoken: rates.map((r) => AREA_WORDS.perUnitSpoken(r.amount, AREA_WORDS.units[r.unit].one)).join(', '),
  };
}

/** '3 BHK'; 5 and more read '5+ BHK', as the bedrooms filter's last option. */
export const bhk = (bedrooms: number) => (bedrooms >= 5 ? '5+ BHK' : `${bedrooms} BHK`);

/** Key facts for cards: BHK, bath, area, facing, whichever the kind has. */
export function cardFacts(kind: KindDef, l: ListingCore, tx: ListingText = ENGLISH_TEXT): Fact[] {
  if (tx.facts) return translatedFacts(kind, l, tx, tx.facts);
  const facts: Fact[] = [];
  if (has(kind, 'bedrooms') && l.bedrooms) {
    facts.push({ icon: 'bed', value: bhk(l.bedrooms), label: `${l.bedrooms >= 5 ? '5 or more' : l.bedrooms} bedrooms` });
  }
  if (has(kind, 'bathrooms') && l.bathrooms) {
    facts.push({ icon: 'bath', value: `${l.bathrooms}${l.bathrooms >= 4 ? '+' : ''} Bath`, label: plural(l.bathrooms, 'bathroom') });
  }
  const area = cardArea(l);
  facts.push({ icon: 'area', value: area, label: l.area ? `Area ${area}` : area });
  if (has(kind, 'facing') && l.facing) facts.push({ icon: 'facing', value: l.facing, label: `${l.facing} facing` });
  return facts;
}

/** cardFacts in another language, from its dictionary's templates. */
function translatedFacts(kind: KindDef, l: ListingCore, tx: ListingText, w: NonNullable<ListingText['facts']>): Fact[] {
  const facts: Fact[] = [];
  if (has(kind, 'bedrooms') && l.bedrooms) {
    const n = l.bedrooms >= 5 ? '5+' : String(l.bedrooms);
    facts.push({ icon: 'bed', value: fill(w.bhk, { n }), label: fill(w.bedrooms, { n }) });
  }
  if (has(kind, 'bathrooms') && l.bathrooms) {
    const n = `${l.bathrooms}${l.bathrooms >= 4 ? '+' : ''}`;
    facts.push({ icon: 'bath', value: fill(w.bath, { n }), label: fill(w.bathrooms, { n }) });
  }
  const area = cardArea(l, tx);
  facts.push({ icon: 'area', value: area, label: l.area ? fill(w.area, { area }) : area });
  if (has(kind, 'facing') && l.facing) {
    const facing = tx.value(l.facing);
    facts.push({ icon: 'facing', value: facing, label: fill(w.facing, { facing }) });
  }
  return facts;
}

export interface Chip {
  text: string;
  tone: ChipTone;
}

/** Featured and 'Price reduced' marks, then status and furnishing chips, coloured per SPEC §2. */
export function chips(kind: KindDef, l: ListingCore, now = new Date(), tx: ListingText = ENGLISH_TEXT): Chip[] {
  const marks = [l.featured ? SALE_WORDS.featured : null, isReduced(l, now) ? SALE_WORDS.reduced : null];
  return [...marks, ...['status', 'furnished', 'furnishing'].filter((name) => has(kind, name)).map((name) => l[name as keyof ListingCore])]
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .map((text) => ({ text: tx.value(text), tone: CHIP_TONES[text] ?? DEFAULT_CHIP_TONE }));
}

/** The old price, struck through beside the new one while 'Price reduced' shows. */
export const reducedFrom = (l: ListingCore, format: (n: number) => string | null, now = new Date()) =>
  isReduced(l, now) ? format(l.priceBefore!) : null;

export const cardPrice = (l: Pick<ListingCore, 'price'>, tx: ListingText = ENGLISH_TEXT) => formatRupeesCompact(l.price, tx.lang) ?? tx.money.priceOnRequest;
export const fullPrice = (l: Listing, tx: ListingText = ENGLISH_TEXT) => formatRupees(l.price) ?? tx.money.notAvailable;

export { excerpt };

/** A card's text: the excerpt a list answer carries (English), or one cut from a full listing in the page's language. */
export function cardExcerpt(l: Listing | ListingSummary, lang: Lang = 'en'): { text: string; lang: TextLang } {
  if ('excerpt' in l) return { text: l.excerpt, lang: englishOn(lang) };
  const own = ownText(l, 'description', lang);
  return { text: excerpt(own.text), lang: own.lang };
}

/** A listing as the API's lists send it (see ListingSummary). */
export function summaryOf(listing: Listing): ListingSummary {
  const summary: ListingSummary & Partial<Listing> = { ...listing, excerpt: excerpt(listing.description) };
  for (const key of DETAIL_ONLY) delete summary[key];
  return summary;
}

export const FEATURES_ON_CARD = 4;
export function cardFeatures(l: ListingCore): { shown: string[]; more: number } {
  return { shown: l.features.slice(0, FEATURES_ON_CARD), more: Math.max(0, l.features.length - FEATURES_ON_CARD) };
}

/** An area field in its entered unit, sq.ft and the larger units its field asks for. */
function areaPartsOf(kind: KindDef, l: Listing, name: string, tx: ListingText): string[] {
  const alsoIn = kind.fields.find((f) => f.name === name)?.alsoIn;
  const stored = l as unknown as Record<string, number | string | null | undefined>;
  return areaParts({ value: stored[name] as number, unit: stored[`${name}Unit`] as string, sqft: stored[`${name}Sqft`] as number }, alsoIn, tx.facts?.units);
}

function fieldText(kind: KindDef, l: Listing, name: string, tx: ListingText): string | null {
  const value = l[name as keyof Listing];
  if (blank(value)) return null;
  switch (name) {
    case 'area':
    case 'buildingarea':
      return areaPartsOf(kind, l, name, tx).join(AREA_WORDS.separator) || null;
    case 'bookingAmount':
    case 'price':
      return formatRupees(value as number);
  }
  const options = kind.fields.find((f) => f.name === name)?.options;
  const label = options?.find((o) => o.value === String(value))?.label;
  return tx.value(label ?? String(value));
}

export interface Tile {
  label: string;
  value: string;
  /** An area's other units, shown smaller under it ('2,178 sq.ft · 1 ground'). */
  also?: string;
}

export function tiles(kind: KindDef, l: Listing, tx: ListingText = ENGLISH_TEXT): Tile[] {
  const words = tx.kind(kind.id)?.tiles as Record<string, string> | undefined;
  return displayOf(kind)
    .tiles.filter((t) => has(kind, t.field))
    .map(({ field, label: english }): Tile => {
      const label = words?.[field] ?? english;
      const area = kind.fields.find((f) => f.name === field)?.input === 'area' ? areaPartsOf(kind, l, field, tx) : [];
      if (area.length > 1) return { label, value: area[0], also: area.slice(1).join(AREA_WORDS.separator) };
      return { label, value: fieldText(kind, l, field, tx) ?? tx.money.notAvailable };
    });
}

export interface InfoRow {
  label: string;
  value: string;
}

/** The information grid, with SPEC's conditional rows ('present' rows vanish when empty). */
export function infoRows(kind: KindDef, l: Listing, tx: ListingText = ENGLISH_TEXT): InfoRow[] {
  const rows: InfoRow[] = [];
  const words = tx.kind(kind.id)?.info as Record<string, string> | undefined;
  const na = tx.money.notAvailable;
  for (const shown of displayOf(kind).infoRows) {
    const row = { ...shown, label: words?.[shown.field] ?? shown.label };
    if (row.field === PRICE_PER_SQFT || row.field === PRICE_PER_CENT) {
      const perUnit = pricePerUnit(l.price, l.areaSqft, row.field === PRICE_PER_SQFT ? 'sq.ft' : 'cents');
      rows.push({ label: row.label, value: formatRupees(perUnit) ?? na });
      continue;
    }
    if (!has(kind, row.field)) continue;
    const value = fieldText(kind, l, row.field, tx);
    if (value !== null) rows.push({ label: row.label, value });
    else if (row.show === 'always') rows.push({ label: row.label, value: na });
  }
  return rows;
}

export interface ListSection {
  name: 'features' | 'amenities' | 'approvals';
  title: string;
  items: string[];
}

/** Key Features, Amenities and Approvals & Documentation, only those the kind has and that are non-empty. */
export function listSections(kind: KindDef, l: Listing, tx: ListingText = ENGLISH_TEXT): ListSection[] {
  return kind.fields
    .filter((f) => f.input === 'list')
    .map((f) => ({ name: f.name as ListSection['name'], title: tx.field(f.name, f.label), items: (l[f.name as keyof Listing] as string[] | undefined) ?? [] }))
    .filter((s) => s.items.length > 0);
}
