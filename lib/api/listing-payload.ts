import 'server-only';
import { parseTextList, unitFieldName } from '@/models/fields';
import type { KindDef } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { normaliseStoredPath } from '@/lib/uploads/paths';
import type { Multipart } from '@/lib/uploads/multipart';
import { HttpError } from './respond';

export const MAX_ADDITIONAL_IMAGES = 20;
export const MAIN_REQUIRED_ON_CREATE = 'Main image is required and must be a valid file.';
export const MAIN_REQUIRED_ON_UPDATE = 'Main image is required.';
export const IMAGE_FIELDS = { mainImage: 1, additionalImages: MAX_ADDITIONAL_IMAGES };

/** Form fields to the raw values the kind's schema reads: one value each, lists as entries. */
export function rawValues(kind: KindDef, fields: Map<string, string[]>): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const field of kind.fields) {
    const entries = fields.get(field.name);
    if (!entries) continue;
    // A list may come as JSON list text or as one entry per item (the plot edit form's amenities).
    raw[field.name] = field.input === 'list' && entries.length > 1 ? entries : entries[0];
  }
  for (const field of kind.fields.filter((f) => f.input === 'area')) {
    const unit = fields.get(unitFieldName(field.name));
    if (unit) raw[unitFieldName(field.name)] = unit[0];
  }
  return raw;
}

function pathList(fields: Map<string, string[]>, name: string): string[] | undefined {
  const entries = fields.get(name);
  if (!entries) return undefined;
  const parsed = parseTextList(entries.length > 1 ? entries : entries[0]);
  if (!parsed.ok) throw new HttpError(400, `${name} ${parsed.reason}`);
  return parsed.value.map((p) => {
    const stored = normaliseStoredPath(p);
    if (!stored) throw new HttpError(400, `${name} holds a path that is not a stored image: ${p}`);
    return stored;
  });
}

export interface ImagePlan {
  /** An existing path to keep as the main image, when no new main file was sent. */
  mainPath: string | null;
  mainFile: boolean;
  keptAdditional: string[];
  newAdditional: number;
}

/**
 * Decides which stored images an update keeps. Existing paths must belong to this listing, so
 * one listing can never adopt (and later delete) another's files.
 */
export function planUpdateImages(current: Listing, form: Multipart): ImagePlan {
  const own = new Set([current.mainImage, ...current.additionalImages]);
  const mine = (name: string, paths: string[]) => {
    const foreign = paths.find((p) => !own.has(p));
    if (foreign) throw new HttpError(400, `${name} holds an image that does not belong to this listing: ${foreign}`);
    return paths;
  };
  const mainFile = form.files.some((f) => f.field === 'mainImage');
  const mainEntry = form.fields.get('mainImagePath')?.[0]?.trim();
  let mainPath: string | null = null;
  if (!mainFile && mainEntry) {
    const stored = normaliseStoredPath(mainEntry);
    if (!stored) throw new HttpError(400, `mainImagePath is not a stored image: ${mainEntry}`);
    mainPath = mine('mainImagePath', [stored])[0];
  }
  if (!mainFile && !mainPath) throw new HttpError(400, MAIN_REQUIRED_ON_UPDATE, { errors: { mainImage: MAIN_REQUIRED_ON_UPDATE } });

  const removed = new Set(mine('removedAdditionalImages', pathList(form.fields, 'removedAdditionalImages') ?? []));
  const listed = pathList(form.fields, 'additionalImagesPaths');
  const keptAdditional = [...new Set(listed ? mine('additionalImagesPaths', listed) : current.additionalImages)].filter(
    (p) => !removed.has(p) && p !== mainPath,
  );
  const newAdditional = form.files.filter((f) => f.field === 'additionalImages').length;
  if (keptAdditional.length + newAdditional > MAX_ADDITIONAL_IMAGES) {
    throw new HttpError(413, `A listing may have at most ${MAX_ADDITIONAL_IMAGES} additional images.`);
  }
  return { mainPath, mainFile, keptAdditional, newAdditional };
}
