import type { KindDef } from '@/models/kinds';
import { OPTION_FILTERS, type OptionFilter } from '@/models/list-url';
import type { Option } from '@/models/options';
import type { UiWords } from '@/lib/i18n/dictionaries/ui-words.en';

export interface SelectFilter {
  name: OptionFilter;
  label: string;
  options: Option[];
}

/** Select filters for the fields this kind has, labelled and filled from the registry. */
export function selectFilters(kind: KindDef): SelectFilter[] {
  return OPTION_FILTERS.flatMap((name) => {
    const field = kind.fields.find((f) => f.name === name);
    return field?.options ? [{ name, label: field.label, options: field.options }] : [];
  });
}

/**
 * An option of the filter form as its payload carries it: the value alone where the label is the
 * same ('East', 'Ready to Move'), else [value, label].
 */
export type FormOption = string | [value: string, label: string];
export interface FormSelect {
  name: OptionFilter;
  label: string;
  options: FormOption[];
}
export const formOptions = (options: Option[]): FormOption[] => options.map((o) => (o.label === o.value ? o.value : [o.value, o.label]));

/** The words the filter form shows: the list's words less the result lines and sort labels, which it is given apart. */
const FILTER_WORDS = ['filter', 'search', 'placeholder', 'sortBy', 'submit', 'searching', 'moreFilters', 'any', 'minPrice', 'maxPrice', 'minArea', 'maxArea', 'areaUnit', 'noMin', 'noMax', 'units', 'approved', 'rera', 'featured'] as const;
export type FilterWords = Pick<UiWords['list'], (typeof FILTER_WORDS)[number]>;
export const filterWords = (list: UiWords['list']): FilterWords => Object.fromEntries(FILTER_WORDS.map((k) => [k, list[k]])) as FilterWords;

