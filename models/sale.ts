/**
 * Sale state shown on cards and pages (issue 13): 'Price reduced' for 30 days after a price is
 * lowered, and Sold listings leaving the lists 30 days after they sold. Pure, for both sides.
 */
import { SOLD } from './options';

export const REDUCED_DAYS = 30;
export const SOLD_LISTED_DAYS = 30;
const DAY_MS = 86_400_000;

export interface PriceState {
  price: number | null;
  priceBefore: number | null;
  priceReducedAt: string | null;
}

const within = (at: string | null, now: Date, days: number) => Boolean(at) && now.getTime() - Date.parse(at!) <= days * DAY_MS;

/**
 * The reduction to keep after a price change. A cut within 30 days of the last one keeps the
 * older, higher price (the buyer sees the whole cut); a rise back to it or above ends the
 * reduction; a rise that stays below it keeps it. The date is of the latest cut.
 */
export function priceChange(current: PriceState, price: number | null, at: string): Omit<PriceState, 'price'> {
  const kept = { priceBefore: current.priceBefore, priceReducedAt: current.priceReducedAt };
  if (price === null) return { priceBefore: null, priceReducedAt: null };
  if (current.price === null || price === current.price) return kept;
  if (price < current.price) {
    const stillReduced = isReduced(current, new Date(at));
    return { priceBefore: stillReduced ? Math.max(current.priceBefore!, current.price) : current.price, priceReducedAt: at };
  }
  return current.priceBefore !== null && price < current.priceBefore ? kept : { priceBefore: null, priceReducedAt: null };
}

/** Whether 'Price reduced' shows now, with priceBefore struck through. */
export function isReduced(s: PriceState, now = new Date()): boolean {
  return s.price !== null && s.priceBefore !== null && s.priceBefore > s.price && within(s.priceReducedAt, now, REDUCED_DAYS);
}

/** The oldest status date a Sold listing may have and still appear in the default lists. */
export const soldCutoff = (now = new Date()) => new Date(now.getTime() - SOLD_LISTED_DAYS * DAY_MS).toISOString();

export const isSold = (status: string) => status === SOLD;
