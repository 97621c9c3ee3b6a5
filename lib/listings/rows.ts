import type { ListingRow, NewListingRow } from '@/lib/db/schema';
import { hasField, type KindDef, type ListingValues } from '@/models/kinds';
import { DOCUMENT_FIELD_NAMES, type DocumentValues } from '@/models/documents';
import type { Listing } from '@/models/listing';
import type { Area } from '@/models/parse/area';
import { localitySlug } from '@/lib/localities/normalise';

export interface ListingImages {
  mainImage: string;
  additionalImages: string[];
}

const areaColumns = (area: Area | null | undefined) => ({
  value: area?.value ?? null,
  unit: area?.unit ?? null,
  sqft: area?.sqft ?? null,
});

const documentColumns = (v: DocumentValues) =>
  Object.fromEntries(DOCUMENT_FIELD_NAMES.map((name) => [name, v[name as keyof DocumentValues] ?? null])) as Required<DocumentValues>;

/**
 * Validated values to columns; fields the kind lacks are stored as null. The sale columns (the
 * status's date, price reductions) are the writer's, in mutations.ts.
 */
export function toColumns(kind: KindDef, v: ListingValues, images: ListingImages) {
  const pick = <K extends keyof ListingValues>(name: K) => (hasField(kind, name) ? (v[name] ?? null) : null);
  const area = areaColumns(v.area);
  const building = areaColumns(pick('buildingarea') as Area | null);
  return {
    kind: kind.id,
    title: v.title,
    location: v.location,
    locality: localitySlug(v.location),
    description: v.description,
    price: v.price,
    area: area.value,
    areaUnit: area.unit,
    areaSqft: area.sqft,
    buildingarea: building.value,
    buildingareaUnit: building.unit,
    buildingareaSqft: building.sqft,
    bedrooms: pick('bedrooms') as number | null,
    bathrooms: pick('bathrooms') as number | null,
    status: v.status,
    furnished: pick('furnished') as string | null,
    furnishing: pick('furnishing') as string | null,
    facing: pick('facing') as string | null,
    type: pick('type') as string | null,
    plotType: pick('plotType') as string | null,
    floor: pick('floor') as string | null,
    floorNumber: pick('floorNumber') as string | null,
    yearBuilt: pick('yearBuilt') as number | null,
    project: pick('project') as string | null,
    transactionType: pick('transactionType') as string | null,
    ownershipType: pick('ownershipType') as string | null,
    bookingAmount: pick('bookingAmount') as number | null,
    mainImage: images.mainImage,
    additionalImages: JSON.stringify(images.additionalImages),
    features: JSON.stringify(v.features ?? []),
    amenities: JSON.stringify(v.amenities ?? []),
    approvals: JSON.stringify(pick('approvals') ?? []),
    titleTa: v.titleTa ?? null,
    descriptionTa: v.descriptionTa ?? null,
    lat: v.lat ?? null,
    lng: v.lng ?? null,
    ...documentColumns(v),
    featured: v.featured ? 1 : 0,
  } satisfies Omit<NewListingRow, 'id' | 'createdAt' | 'updatedAt' | 'statusChangedAt'>;
}

function parseList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((i): i is string => typeof i === 'string') : [];
  } catch {
    return [];
  }
}

const ALWAYS = ['title', 'location', 'description', 'price', 'area', 'status', 'features', 'amenities', 'statusChangedAt', 'priceBefore', 'priceReducedAt'];
const AREA_EXTRAS: Record<string, string[]> = {
  area: ['areaUnit', 'areaSqft'],
  buildingarea: ['buildingareaUnit', 'buildingareaSqft'],
};

/** A row as the API shows it: `_id`, parsed lists, and only the fields of its kind. */
export function toListing(kind: KindDef, row: ListingRow): Listing {
  const listing: Record<string, unknown> = {
    _id: row.id,
    kind: kind.id,
    mainImage: row.mainImage,
    additionalImages: parseList(row.additionalImages),
    shareCard: row.shareCard,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
  const record = row as unknown as Record<string, unknown>;
  for (const name of new Set([...ALWAYS, ...kind.fields.map((f) => f.name)])) {
    const value = record[name];
    listing[name] = ['features', 'amenities', 'approvals'].includes(name) ? parseList(value as string) : value;
    for (const extra of AREA_EXTRAS[name] ?? []) listing[extra] = record[extra];
  }
  listing.featured = row.featured === 1;
  return listing as unknown as Listing;
}
