import { z } from 'zod';

import { AREA_UNITS, type AreaUnit } from './parse/area';
import { DEFAULT_LIMIT, MAX_LIMIT, SORTS, type Sort } from './sorts';

export { DEFAULT_LIMIT, MAX_LIMIT, SORTS, type Sort };

const int = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`);

// PostgreSQL text cannot hold a NUL character: refused here instead of failing in the query.
const noNul = (s: string) => !s.includes('\u0000');

const word = (name: string) =>
  z
    .string()
    .trim()
    .min(1, `${name} must not be empty`)
    .max(100, `${name} is too long`)
    .refine(noNul, `${name} must not contain NUL characters`);

const size = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,4})?$/, `${name} must be a number such as 1200 or 2.5`)
    .transform(Number)
    .refine((n) => n > 0, `${name} must be more than 0`);

/** '1' or 'true' narrows the list; '0' or 'false' is the same as leaving it out. */
const flag = (name: string) =>
  z
    .enum(['1', 'true', '0', 'false'], { message: `${name} must be 1, true, 0 or false` })
    .transform((v) => v === '1' || v === 'true');

/** List filters, sort and paging as they appear in a URL query; everything optional. */
export const listQuerySchema = z.object({
  limit: int('limit', 1, MAX_LIMIT).default(DEFAULT_LIMIT),
  page: int('page', 1, 100_000).default(1),
  q: z.string().trim().max(100, 'q is too long').refine(noNul, 'q must not contain NUL characters').optional(),
  minPrice: int('minPrice', 0, Number.MAX_SAFE_INTEGER).optional(),
  maxPrice: int('maxPrice', 0, Number.MAX_SAFE_INTEGER).optional(),
  bedrooms: int('bedrooms', 1, 5).optional(),
  type: word('type').optional(),
  status: word('status').optional(),
  facing: word('facing').optional(),
  /** An area range in `areaUnit` (sq.ft when absent), compared with the stored sq.ft. */
  minArea: size('minArea').optional(),
  maxArea: size('maxArea').optional(),
  areaUnit: z.enum(AREA_UNITS, { message: `areaUnit must be one of: ${AREA_UNITS.join(', ')}` }).optional(),
  /** Approved by a planning authority; registered with RERA; marked Featured. */
  approved: flag('approved').optional(),
  rera: flag('rera').optional(),
  featured: flag('featured').optional(),
  sort: z
    .enum(SORTS.map((s) => s.value) as [Sort, ...Sort[]], { message: `sort must be one of: ${SORTS.map((s) => s.value).join(', ')}` })
    .default('newest'),
});

export type ListQuery = z.infer<typeof listQuerySchema> & {
  /** The admin's lists: Sold listings of any age (public lists drop them 30 days after the sale). */
  allSold?: boolean;
};
export type { AreaUnit };
export type ListQueryInput = z.input<typeof listQuerySchema>;

export type QueryParse = { ok: true; query: ListQuery } | { ok: false; message: string };

/** Takes URLSearchParams or a plain record; a repeated key or unknown value is an error, not a 500. */
export function parseListQuery(params: URLSearchParams | Record<string, string | string[] | undefined>): QueryParse {
  const record: Record<string, unknown> = {};
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  for (const [key, value] of entries) {
    if (value === undefined || value === '') continue;
    if (Object.hasOwn(record, key) || Array.isArray(value)) return { ok: false, message: `${key} may be given once` };
    record[key] = value;
  }
  const result = listQuerySchema.safeParse(record);
  if (result.success) return { ok: true, query: result.data };
  return { ok: false, message: result.error.issues.map((i) => i.message).join('; ') };
}
