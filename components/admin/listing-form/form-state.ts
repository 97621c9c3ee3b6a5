import { type FieldDef, unitFieldName } from '@/models/fields';
import { type KindDef, validateListing } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { type ImageItem, MAIN_REQUIRED_ON_ADD, MAIN_REQUIRED_ON_EDIT, storedImage } from './image-rules';

export type Values = Record<string, string>;
export type Lists = Record<string, string[]>;
export type Errors = Record<string, string>;

const GROUPED = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A stored value as the text a person would type, so the same schema reads it back. */
function asText(field: FieldDef, listing: Listing): string {
  const record = listing as unknown as Record<string, unknown>;
  const value = record[field.name];
  if (value === null || value === undefined) return '';
  if (typeof value !== 'number') return String(value);
  if (field.input === 'price') return GROUPED.format(value);
  if (field.input === 'area') {
    // A unit the select does not offer stays written in the text, so it is never silently changed.
    const unit = record[unitFieldName(field.name)];
    const offered = typeof unit === 'string' && (field.units ?? ['sq.ft']).some((u) => u === unit);
    return offered || !unit ? GROUPED.format(value) : `${GROUPED.format(value)} ${String(unit)}`;
  }
  return String(value);
}

export function initialValues(kind: KindDef, listing?: Listing): { values: Values; lists: Lists } {
  const values: Values = {};
  const lists: Lists = {};
  for (const field of kind.fields) {
    if (field.input === 'list') {
      const items = (listing as unknown as Record<string, unknown> | undefined)?.[field.name];
      lists[field.name] = Array.isArray(items) && items.length ? items.map(String) : [''];
    } else {
      values[field.name] = (listing && asText(field, listing)) || field.defaultValue || '';
    }
    if (field.input === 'area') {
      const unit = (listing as unknown as Record<string, unknown> | undefined)?.[unitFieldName(field.name)];
      const units = field.units ?? ['sq.ft'];
      values[unitFieldName(field.name)] = units.find((u) => u === unit) ?? units[0];
    }
  }
  return { values, lists };
}

export function initialImages(listing?: Listing): { main: ImageItem | null; additional: ImageItem[] } {
  if (!listing) return { main: null, additional: [] };
  return { main: storedImage(listing.mainImage), additional: listing.additionalImages.map(storedImage) };
}

export const cleanList = (items: string[]) => items.map((i) => i.trim()).filter(Boolean);

/** The kind's own schema (models/) run in the browser, plus the main-image rule of SPEC §5. */
export function checkForm(kind: KindDef, values: Values, lists: Lists, main: ImageItem | null, editing: boolean): Errors {
  const raw: Record<string, unknown> = { ...values };
  for (const [name, items] of Object.entries(lists)) raw[name] = cleanList(items);
  const result = validateListing(kind, raw);
  const errors: Errors = result.ok ? {} : { ...result.errors };
  if (!main) errors.mainImage = editing ? MAIN_REQUIRED_ON_EDIT : MAIN_REQUIRED_ON_ADD;
  return errors;
}

interface Payload {
  kind: KindDef;
  values: Values;
  lists: Lists;
  main: ImageItem;
  additional: ImageItem[];
  initial?: Listing;
}

/** The multipart body of SPEC §7: every field, images, JSON lists, and on edit the kept order and version. */
export function buildFormData({ kind, values, lists, main, additional, initial }: Payload): FormData {
  const data = new FormData();
  for (const field of kind.fields) {
    if (field.input === 'list') data.append(field.name, JSON.stringify(cleanList(lists[field.name] ?? [])));
    else data.append(field.name, values[field.name] ?? '');
    if (field.input === 'area') data.append(unitFieldName(field.name), values[unitFieldName(field.name)] ?? '');
  }
  if (main.kind === 'new') data.append('mainImage', main.file);
  else data.append('mainImagePath', main.path);
  // The API stores kept paths first, then new files in the order sent; the form keeps that order.
  const kept = additional.flatMap((i) => (i.kind === 'stored' ? [i.path] : []));
  for (const item of additional) if (item.kind === 'new') data.append('additionalImages', item.file);
  if (initial) {
    data.append('additionalImagesPaths', JSON.stringify(kept));
    data.append('removedAdditionalImages', JSON.stringify(initial.additionalImages.filter((p) => !kept.includes(p))));
    data.append('version', String(initial.version));
  }
  return data;
}
