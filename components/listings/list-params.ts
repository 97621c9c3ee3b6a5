import type { KindDef } from '@/models/kinds';
import { OPTION_FILTERS, type OptionFilter } from '@/models/list-url';
import type { Option } from '@/models/options';

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
