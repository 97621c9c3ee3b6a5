import { APPROVED_BY } from '@/models/documents';
import type { Listing } from '@/models/listing';
import { SOLD } from '@/models/options';
import { SQFT_PER_UNIT } from '@/models/parse/area';
import type { ListQuery } from '@/models/query';
import { soldCutoff } from '@/models/sale';

type Filterable = Pick<
  Listing,
  'price' | 'bedrooms' | 'type' | 'status' | 'statusChangedAt' | 'facing' | 'areaSqft' | 'approvalAuthority' | 'reraNumber' | 'featured'
>;

const APPROVED = new Set<string>(APPROVED_BY);
// NULL fails every comparison in SQL, as undefined and null do here.
const atLeast = (v: number | null | undefined, min: number) => v !== null && v !== undefined && v >= min;
const atMost = (v: number | null | undefined, max: number) => v !== null && v !== undefined && v <= max;

/**
 * Whether a list query's filters can let this listing through: the filters of applyFilters
 * (queries.ts), read in memory so a write knows which kept list pages can show the listing
 * (lib/cache.ts). Never false for a listing the database would return (tests/int/query-match);
 * true where that cannot be told here (a text search).
 */
export function mayList(f: ListQuery, l: Filterable, now = new Date()): boolean {
  if (f.q) return true;
  if (f.minPrice !== undefined && !atLeast(l.price, f.minPrice)) return false;
  if (f.maxPrice !== undefined && !atMost(l.price, f.maxPrice)) return false;
  if (f.bedrooms !== undefined && !(f.bedrooms >= 5 ? atLeast(l.bedrooms, f.bedrooms) : l.bedrooms === f.bedrooms)) return false;
  if (f.type && l.type !== f.type) return false;
  if (f.status) {
    if (l.status !== f.status) return false;
  } else if (!f.allSold && l.status === SOLD && l.statusChangedAt < soldCutoff(now)) return false;
  if (f.facing && l.facing !== f.facing) return false;
  const perUnit = SQFT_PER_UNIT[f.areaUnit ?? 'sq.ft'];
  if (f.minArea !== undefined && !atLeast(l.areaSqft, f.minArea * perUnit - 0.01)) return false;
  if (f.maxArea !== undefined && !atMost(l.areaSqft, f.maxArea * perUnit + 0.01)) return false;
  if (f.approved && !(l.approvalAuthority && APPROVED.has(l.approvalAuthority))) return false;
  if (f.rera && (l.reraNumber === null || l.reraNumber === undefined)) return false;
  if (f.featured && !l.featured) return false;
  return true;
}
