import { describe, expect, it } from 'vitest';
import { localityStats, median } from './stats';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('localityStats', () => {
  it('counts per kind, ranges prices, and divides by the total area, with per cent for plots', () => {
    const stats = localityStats([
      { kind: 'villa', price: 9_000_000, areaSqft: 1800 }, // 5,000/sq.ft
      { kind: 'villa', price: 6_000_000, areaSqft: 1500 }, // 4,000
      { kind: 'villa', price: null, areaSqft: 2000 }, // counted, no price
      { kind: 'plot', price: 1_742_400, areaSqft: 2178 }, // 5 cents: 800/sq.ft, 3,48,480/cent
      { kind: 'plot', price: 2_000_000, areaSqft: null }, // no area: no rate
    ]);
    expect(stats.count).toBe(5);
    expect([stats.minPrice, stats.maxPrice]).toEqual([1_742_400, 9_000_000]);
    const [villa, plot] = stats.kinds;
    expect(villa).toEqual({ kind: 'villa', count: 3, minPrice: 6_000_000, maxPrice: 9_000_000, perSqft: 4500 });
    expect(plot.kind).toBe('plot');
    expect(plot.count).toBe(2);
    expect(plot.perSqft).toBeCloseTo(800, 9);
    expect(plot.perCent).toBeCloseTo(348_480, 6);
  });

  it('gives built kinds no rate per cent, and a kind without usable prices no rates', () => {
    const { kinds } = localityStats([
      { kind: 'home', price: 3_000_000, areaSqft: 1000 },
      { kind: 'plot', price: null, areaSqft: 2178 },
    ]);
    // In the registry's order: villas, plots, houses.
    expect(kinds).toEqual([
      { kind: 'plot', count: 1, minPrice: null, maxPrice: null, perSqft: null, perCent: null },
      { kind: 'home', count: 1, minPrice: 3_000_000, maxPrice: 3_000_000, perSqft: 3000 },
    ]);
  });
});
