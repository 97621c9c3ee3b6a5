import { hasField, KIND_IDS, KINDS, type KindId } from '@/models/kinds';
import { SQFT_PER_UNIT } from '@/models/parse/area';

/** What the stats read of an unsold listing. */
export interface PriceRow {
  kind: string;
  price: number | null;
  areaSqft: number | null;
}

export interface KindStats {
  kind: KindId;
  count: number;
  minPrice: number | null;
  maxPrice: number | null;
  /** Median rupees per sq.ft of the total area (the rate every card and listing page shows). */
  perSqft: number | null;
  /** Land kinds only: median rupees per cent (435.6 sq.ft). */
  perCent?: number | null;
}

export interface LocalityStats {
  count: number;
  minPrice: number | null;
  maxPrice: number | null;
  kinds: KindStats[];
}

/**
 * The middle value of the sorted list, or the mean of the two middle values when the count is
 * even; null for none. Rounded to the rupee by the caller's display, not here.
 */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A kind priced by its land (no building area: plots) shows per cent as well as per sq.ft. */
export const pricedByLand = (kind: KindId) => !hasField(KINDS[kind], 'buildingarea');

/**
 * The sq.ft a price is divided by: the total area, for every kind. It is the rate each card and
 * listing page shows ('₹5,208/sq.ft'), so the locality's median compares with the cards below it;
 * a built-up rate would be a second, different figure per sq.ft on one page.
 */
const basisOf = (row: PriceRow) => row.areaSqft;

function range(rows: PriceRow[]) {
  const prices = rows.map((r) => r.price).filter((p): p is number => p !== null && p > 0);
  return { minPrice: prices.length ? Math.min(...prices) : null, maxPrice: prices.length ? Math.max(...prices) : null };
}

/**
 * Counts, price range and medians of a locality's unsold listings (the caller leaves sold ones
 * out). Listings without a price, or without the area the rate needs, count but take no part in
 * the range or the medians.
 */
export function localityStats(rows: PriceRow[]): LocalityStats {
  const kinds: KindStats[] = [];
  for (const kind of KIND_IDS) {
    const own = rows.filter((r) => r.kind === kind);
    if (own.length === 0) continue;
    const rates = own.flatMap((r) => {
      const sqft = basisOf(r);
      return r.price && r.price > 0 && sqft && sqft > 0 ? [r.price / sqft] : [];
    });
    const perSqft = median(rates);
    const stats: KindStats = { kind, count: own.length, ...range(own), perSqft };
    // The median of price per cent is the median per sq.ft times 435.6: scaling keeps the order.
    if (pricedByLand(kind)) stats.perCent = perSqft === null ? null : perSqft * SQFT_PER_UNIT.cents;
    kinds.push(stats);
  }
  return { count: rows.length, ...range(rows), kinds };
}
