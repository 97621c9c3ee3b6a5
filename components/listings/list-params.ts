import type { Option } from '@/models/options';
import type { KindDef } from '@/models/kinds';

/** URL keys the list pages understand, as the API of SPEC §7 reads them. */
export const LIST_KEYS = ['q', 'bedrooms', 'type', 'status', 'facing', 'minPrice', 'maxPrice', 'sort', 'limit', 'page'] as const;
export type ListKey = (typeof LIST_KEYS)[number];
export type ListValues = Partial<Record<ListKey, string>>;

const DEFAULTS: ListValues = { sort: 'newest', page: '1', limit: '24' };

/** The known, non-empty, non-default params; empty when the server-rendered first page applies. */
export function activeParams(search: URLSearchParams | ListValues): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of LIST_KEYS) {
    const raw = search instanceof URLSearchParams ? search.get(key) : search[key];
    const value = raw?.trim();
    if (value && value !== DEFAULTS[key]) out.set(key, value);
  }
  return out;
}

/**
 * Inline script for the static list page: when the URL holds filters, hide the server-rendered
 * first page before it paints (ListingResults takes over once hydrated and removes this style).
 */
export const valuesOf = (params: URLSearchParams): ListValues =>
  Object.fromEntries(LIST_KEYS.map((k) => [k, params.get(k) ?? ''])) as ListValues;

export interface SelectFilter {
  name: 'bedrooms' | 'type' | 'status' | 'facing';
  label: string;
  options: Option[];
}

/** Select filters for the fields this kind has, labelled and filled from the registry. */
export function selectFilters(kind: KindDef): SelectFilter[] {
  const names: SelectFilter['name'][] = ['bedrooms', 'type', 'status', 'facing'];
  return names.flatMap((name) => {
    const field = kind.fields.find((f) => f.name === name);
    return field?.options ? [{ name, label: field.label, options: field.options }] : [];
  });
}
