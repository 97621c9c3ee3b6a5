import { describe, expect, it } from 'vitest';
import { isReduced, priceChange, soldCutoff } from './sale';

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n)).toISOString();
const fresh = { price: 100, priceBefore: null, priceReducedAt: null };

describe('price reductions', () => {
  it('a cut records the old price and the day', () => {
    expect(priceChange(fresh, 90, day(0))).toEqual({ priceBefore: 100, priceReducedAt: day(0) });
  });
  it('a second cut within 30 days keeps the first, higher price', () => {
    const once = { price: 90, ...priceChange(fresh, 90, day(0)) };
    expect(priceChange(once, 80, day(10))).toEqual({ priceBefore: 100, priceReducedAt: day(10) });
  });
  it('a cut after the last one has lapsed starts from the current price', () => {
    const once = { price: 90, ...priceChange(fresh, 90, day(0)) };
    expect(priceChange(once, 80, day(40))).toEqual({ priceBefore: 90, priceReducedAt: day(40) });
  });
  it('a rise below the old price keeps the reduction; back to it or above ends it', () => {
    const once = { price: 80, priceBefore: 100, priceReducedAt: day(0) };
    expect(priceChange(once, 95, day(1))).toEqual({ priceBefore: 100, priceReducedAt: day(0) });
    expect(priceChange(once, 100, day(1))).toEqual({ priceBefore: null, priceReducedAt: null });
    expect(priceChange(fresh, 120, day(1))).toEqual({ priceBefore: null, priceReducedAt: null });
  });
  it('no price, or an unchanged one', () => {
    expect(priceChange(fresh, null, day(0))).toEqual({ priceBefore: null, priceReducedAt: null });
    expect(priceChange({ price: null, priceBefore: null, priceReducedAt: null }, 50, day(0))).toEqual({ priceBefore: null, priceReducedAt: null });
    expect(priceChange({ price: 80, priceBefore: 100, priceReducedAt: day(0) }, 80, day(3))).toEqual({ priceBefore: 100, priceReducedAt: day(0) });
  });
  it('shows for 30 days after the cut', () => {
    const s = { price: 80, priceBefore: 100, priceReducedAt: day(0) };
    expect(isReduced(s, new Date(day(30)))).toBe(true);
    expect(isReduced(s, new Date(day(31)))).toBe(false);
    expect(isReduced({ ...s, priceBefore: 80 }, new Date(day(1)))).toBe(false);
  });
  it('sold listings stay listed for 30 days', () => {
    expect(soldCutoff(new Date(day(30)))).toBe(day(0));
  });
});
