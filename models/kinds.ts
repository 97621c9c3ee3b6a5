import { type DocumentValues, documentErrors, documentFields } from './documents';
import { type AreaInput, type FieldDef, fieldSchema, flag, unitFieldName } from './fields';
import { homeFields } from './home';
import { KIND_NAMES, type KindId, type KindName } from './kind-names';
import type { Area } from './parse/area';
import { type PinValues, pinErrors, pinFields } from './pin';
import { plotFields } from './plot';
import { type TamilTextValues, tamilTextFields } from './tamil-text';
import { villaFields } from './villa';

export type { KindId, Slug } from './kind-names';
/** Columns the related-listing rule may match on, besides the location's first part. */
export type RelatedMatch = 'type' | 'bedrooms' | 'furnished' | 'location';

export interface KindDef extends KindName {
  fields: FieldDef[];
  related: { limit: number; match: RelatedMatch[] };
}

/** Fields every kind has after its own: the Featured mark, the map pin, the Tamil text and the documents panel. */
const sharedFields: FieldDef[] = [
  flag('featured', 'Featured', { hint: 'Shown first on the home page and in lists.' }),
  ...pinFields,
  ...tamilTextFields,
  ...documentFields,
];

export const KINDS: Record<KindId, KindDef> = {
  villa: { ...KIND_NAMES.villa, fields: [...villaFields, ...sharedFields], related: { limit: 3, match: ['bedrooms', 'furnished', 'location'] } },
  plot: { ...KIND_NAMES.plot, fields: [...plotFields, ...sharedFields], related: { limit: 6, match: ['type', 'location'] } },
  home: { ...KIND_NAMES.home, fields: [...homeFields, ...sharedFields], related: { limit: 3, match: ['type', 'location', 'bedrooms'] } },
};

export const KIND_IDS = Object.keys(KINDS) as KindId[];

export function kindBySlug(slug: string): KindDef | undefined {
  return Object.values(KINDS).find((k) => k.slug === slug);
}

export function hasField(kind: KindDef, name: string): boolean {
  return kind.fields.some((f) => f.name === name);
}

export const messages = (kind: KindDef) => ({
  added: `${kind.noun} added successfully!`,
  updated: `${kind.noun} updated successfully!`,
  deleted: `${kind.noun} deleted successfully!`,
  notFound: `${kind.noun} not found.`,
});

/** Validated values of any kind; fields a kind lacks are absent. */
export interface ListingValues extends DocumentValues, TamilTextValues, PinValues {
  featured: boolean;
  title: string;
  location: string;
  description: string;
  price: number | null;
  area: Area | null;
  buildingarea?: Area | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  status: string;
  furnished?: string | null;
  furnishing?: string | null;
  facing?: string | null;
  type?: string | null;
  plotType?: string | null;
  floor?: string | null;
  floorNumber?: string | null;
  yearBuilt?: number | null;
  project?: string | null;
  transactionType?: string | null;
  ownershipType?: string | null;
  bookingAmount?: number | null;
  features: string[];
  amenities: string[];
  approvals?: string[];
}

export type Validation =
  | { ok: true; values: ListingValues }
  | { ok: false; message: string; errors: Record<string, string> };

/** Raw values are what a form or multipart body holds: strings, lists, JSON list text. */
export function validateListing(kind: KindDef, raw: Record<string, unknown>): Validation {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of kind.fields) {
    const input: unknown =
      field.input === 'area' ? ({ text: raw[field.name], unit: raw[unitFieldName(field.name)] } satisfies AreaInput) : raw[field.name];
    const result = fieldSchema(field).safeParse(input);
    if (result.success) values[field.name] = result.data;
    else errors[field.name] = result.error.issues[0]?.message ?? `${field.label} is invalid`;
  }
  const across = { ...documentErrors(values as DocumentValues), ...pinErrors(values as PinValues) };
  for (const [name, message] of Object.entries(across)) errors[name] ??= message;
  if (Object.keys(errors).length === 0) return { ok: true, values: values as unknown as ListingValues };
  const labels = kind.fields.filter((f) => errors[f.name]).map((f) => f.label);
  return { ok: false, message: `Please correct: ${labels.join(', ')}.`, errors };
}
