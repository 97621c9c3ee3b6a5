import { amountBelow, formatRupeesCompact } from '@/lib/format';
import type { Lang } from '@/lib/i18n/config';
import { fill } from '@/lib/i18n/fill';
import type { KindDef } from './kinds';
import { type AreaUnit, isAreaUnit } from './parse/area';
import type { ListQuery } from './query';
import { AREA_WORDS, LIST_CAPTION_WORDS, type ListCaptionWords } from './words';
import { DEFAULT_LIMIT, SORTS, type Sort } from './sorts';

/**
 * A list page's URL state: filters, sort, page and view (list or map), in the fixed order the
 * canonical URL uses. Page size is the site's own (no `limit` in page URLs; the API still takes one).
 */
export const URL_KEYS = [
  'q', 'bedrooms', 'type', 'status', 'facing', 'minPrice', 'maxPrice',
  'minArea', 'maxArea', 'areaUnit', 'approved', 'rera', 'featured', 'sort', 'page', 'view',
] as const;
/** Yes/no filters: present as '1' or absent. */
export const FLAG_FILTERS = ['approved', 'rera', 'featured'] as const;
export type UrlKey = (typeof URL_KEYS)[number];
export type ListValues = Partial<Record<UrlKey, string>>;

/** How a list is shown: 'list' is the default (absent from URLs), 'map' puts a map of it beside it. */
export const LIST_VIEWS = ['list', 'map'] as const;
export type ListView = (typeof LIST_VIEWS)[number];
export const viewOf = (params: URLSearchParams): ListView => (params.get('view') === 'map' ? 'map' : 'list');

export const OPTION_FILTERS = ['bedrooms', 'type', 'status', 'facing'] as const;
export type OptionFilter = (typeof OPTION_FILTERS)[number];

const MAX_PAGE = 10_000;
const sizeText = (s: string) => (/^\d{1,9}(\.\d{1,4})?$/.test(s) && Number(s) > 0 ? String(Number(s)) : null);
const MAX_PRICE = 1e12;
const wholeNumber = (s: string, min: number, max: number) => /^\d{1,13}$/.test(s) && Number(s) >= min && Number(s) <= max;

const optionsOf = (kind: KindDef, name: OptionFilter) => kind.fields.find((f) => f.name === name)?.options;

/** One value, checked on its own: an unknown or invalid value is dropped, never an error. */
function clean(kind: KindDef, key: UrlKey, raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  switch (key) {
    case 'q': {
      // Spaces folded so that 'a  b' and 'a b' are one page; NUL never reaches the database.
      const text = value.replace(/[\s\u0000]+/g, ' ').trim().slice(0, 100).trim();
      return text || null;
    }
    case 'minPrice':
    case 'maxPrice':
      return wholeNumber(value, 0, MAX_PRICE) ? String(Number(value)) : null;
    case 'page':
      return wholeNumber(value, 2, MAX_PAGE) ? String(Number(value)) : null;
    case 'view':
      return value === 'map' ? value : null;
    case 'sort':
      return SORTS.some((s) => s.value === value) && value !== 'newest' ? value : null;
    case 'minArea':
    case 'maxArea':
      return sizeText(value);
    case 'areaUnit':
      return isAreaUnit(value) && value !== 'sq.ft' ? value : null;
    case 'approved':
    case 'rera':
    case 'featured':
      // A checkbox sends 'on' without a value of its own; '1' is the canonical form.
      return ['1', 'on', 'true'].includes(value) ? '1' : null;
    default:
      return optionsOf(kind, key)?.some((o) => o.value === value) ? value : null;
  }
}

type Source = URLSearchParams | Record<string, string | string[] | undefined>;
const first = (source: Source, key: string): string | undefined => {
  if (source instanceof URLSearchParams) return source.get(key) ?? undefined;
  const v = source[key];
  return Array.isArray(v) ? v[0] : v;
};

/** The known, valid, non-default values in canonical order; everything else is dropped. */
export function canonicalParams(kind: KindDef, source: Source): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of URL_KEYS) {
    const raw = first(source, key);
    const value = raw === undefined ? null : clean(kind, key, raw);
    if (value !== null) out.set(key, value);
  }
  // A reversed range is what a hurried visitor means the other way round.
  for (const [lo, hi] of [['minPrice', 'maxPrice'], ['minArea', 'maxArea']]) {
    const min = out.get(lo);
    const max = out.get(hi);
    if (min && max && Number(min) > Number(max)) {
      out.set(lo, max);
      out.set(hi, min);
    }
  }
  // A unit means something only beside an area.
  if (!out.has('minArea') && !out.has('maxArea')) out.delete('areaUnit');
  return out;
}

export const valuesOf = (params: URLSearchParams): ListValues =>
  Object.fromEntries(URL_KEYS.flatMap((k) => (params.has(k) ? [[k, params.get(k)!]] : []))) as ListValues;

/** The query the list functions take, from canonical params. */
export function toListQuery(params: URLSearchParams): ListQuery {
  const num = (k: UrlKey) => (params.has(k) ? Number(params.get(k)) : undefined);
  return {
    limit: DEFAULT_LIMIT,
    page: num('page') ?? 1,
    q: params.get('q') ?? undefined,
    minPrice: num('minPrice'),
    maxPrice: num('maxPrice'),
    bedrooms: num('bedrooms'),
    type: params.get('type') ?? undefined,
    status: params.get('status') ?? undefined,
    facing: params.get('facing') ?? undefined,
    minArea: num('minArea'),
    maxArea: num('maxArea'),
    areaUnit: (params.get('areaUnit') as AreaUnit | null) ?? undefined,
    approved: params.has('approved') || undefined,
    rera: params.has('rera') || undefined,
    featured: params.has('featured') || undefined,
    sort: (params.get('sort') as Sort | null) ?? 'newest',
  };
}

/**
 * '/villas?bedrooms=3&page=2': the canonical address of a list state, with `page` replaced when
 * given, and `view` when given (the same list and page shown the other way).
 */
export function listHref(kind: KindDef, params: URLSearchParams, page?: number, view?: ListView): string {
  const q = new URLSearchParams(params);
  if (page !== undefined) {
    if (page > 1) q.set('page', String(page));
    else q.delete('page');
  }
  if (view !== undefined) q.set('view', view);
  const s = canonicalParams(kind, q).toString();
  return s ? `/${kind.slug}?${s}` : `/${kind.slug}`;
}

const AREA_NUMBER = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 });

/**
 * The words a list caption is made of, in one language: its templates and how it names a kind,
 * an option, an area unit and a sort. English is ENGLISH_CAPTION below; other languages are made
 * from their dictionary (lib/i18n/list-caption.ts), so models/ carries none.
 */
export interface CaptionWords {
  lang: Lang;
  templates: ListCaptionWords;
  /** The kind's plural as it stands after other words ('villas'). */
  plural: (kind: KindDef) => string;
  /** An option's label ('3 BHK', 'East'), from its English label. */
  value: (label: string) => string;
  /** A unit's name after `amount` ('1 acre', '5 cents'). */
  unit: (unit: AreaUnit, amount: string) => string;
  sort: (sort: Sort) => string;
}

export const ENGLISH_CAPTION: CaptionWords = {
  lang: 'en',
  templates: LIST_CAPTION_WORDS,
  plural: (kind) => kind.plural.toLowerCase(),
  value: (label) => label,
  unit: (unit, amount) => (amount === '1' ? AREA_WORDS.units[unit].one : AREA_WORDS.units[unit].many),
  sort: (sort) => SORTS.find((s) => s.value === sort)?.label.toLowerCase() ?? sort,
};

/** 'from ₹50 L to ₹1.25 Cr', 'under ₹1 Cr', 'from ₹50 L'. */
function priceRange(params: URLSearchParams, { lang, templates: t }: CaptionWords): string {
  const [min, max] = [params.get('minPrice'), params.get('maxPrice')].map((v) => (v ? (formatRupeesCompact(Number(v), lang) ?? '') : null));
  if (min && max) return fill(t.priceRange, { min, max });
  if (max) return fill(t.priceUnder, { max: amountBelow(max, lang) });
  if (min) return fill(t.priceFrom, { min });
  return '';
}

/** 'of 5 to 10 cents', 'of at least 1,200 sq.ft', 'of at most 2 acres'. */
function areaRange(params: URLSearchParams, words: CaptionWords): string {
  const unit = (params.get('areaUnit') ?? 'sq.ft') as AreaUnit;
  const [min, max] = [params.get('minArea'), params.get('maxArea')].map((v) => (v ? AREA_NUMBER.format(Number(v)) : null));
  const t = words.templates;
  if (min && max) return fill(t.areaRange, { min, max, unit: words.unit(unit, max) });
  if (min) return fill(t.areaAtLeast, { min, unit: words.unit(unit, min) });
  if (max) return fill(t.areaAtMost, { max, unit: words.unit(unit, max) });
  return '';
}

function optionLabel(kind: KindDef, name: OptionFilter, value: string) {
  return optionsOf(kind, name)?.find((o) => o.value === value)?.label ?? value;
}

/**
 * What a list shows, in words: '3 BHK East facing villas under ₹1 Cr in Hosur — page 2', or with
 * Tamil words 'ஓசூரில் ₹1 கோடிக்குக் குறைவான 3 BHK கிழக்கு நோக்கிய வில்லாக்கள் — பக்கம் 2'.
 * Used for the title, the description and the heading a screen reader hears.
 */
export function listCaption(kind: KindDef, params: URLSearchParams, withPage = true, words: CaptionWords = ENGLISH_CAPTION): string {
  const t = words.templates;
  const option = (name: OptionFilter, template: string) => {
    const value = params.get(name);
    return value ? fill(template, { [name]: words.value(optionLabel(kind, name, value)) }) : '';
  };
  const flag = (name: (typeof FLAG_FILTERS)[number]) => (params.has(name) ? t[name] : '');
  const q = params.get('q');
  const sort = params.get('sort') as Sort | null;
  const pieces: Record<string, string> = {
    featured: flag('featured'),
    approved: flag('approved'),
    rera: flag('rera'),
    bedrooms: option('bedrooms', '{bedrooms}'),
    facing: option('facing', t.facing),
    type: option('type', t.type),
    status: option('status', t.status),
    kind: words.plural(kind),
    price: priceRange(params, words),
    area: areaRange(params, words),
    search: q ? fill(t.search, { q }) : '',
    sort: sort ? fill(t.sort, { sort: words.sort(sort) }) : '',
  };
  // Each word of `order` filled in; a placeholder left empty goes with its space.
  const joined = t.order.split(' ').map((word) => fill(word, pieces)).filter(Boolean).join(' ');
  const text = joined.charAt(0).toUpperCase() + joined.slice(1);
  const page = params.get('page');
  return withPage && page ? fill(t.page, { caption: text, page }) : text;
}

/** Non-empty form values in canonical key order (the server drops whatever is not valid). */
export function orderedParams(entries: Iterable<[string, string]>): URLSearchParams {
  const map = new Map([...entries].map(([k, v]) => [k, v.trim()]));
  const out = new URLSearchParams();
  for (const key of URL_KEYS) {
    const v = map.get(key);
    const defaultUnit = key === 'areaUnit' && (v === 'sq.ft' || !(map.get('minArea') || map.get('maxArea')));
    if (v && !(key === 'sort' && v === 'newest') && !defaultUnit) out.set(key, v);
  }
  return out;
}

/** Whether any filter (not sort, page or view) narrows the list. */
export const hasFilters = (params: URLSearchParams) => URL_KEYS.some((k) => k !== 'sort' && k !== 'page' && k !== 'view' && params.has(k));
