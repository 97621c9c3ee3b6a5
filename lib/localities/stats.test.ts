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
  it('counts per kind, ranges prices, and divides by the building for villas and the land for plots', () => {
    const stats = localityStats([
      { kind: 'villa', price: 9_000_000, areaSqft: 2400, buildingareaSqft: 1800 }, // 5,000/sq.ft built-up
      { kind: 'villa', price: 6_000_000, areaSqft: 2000, buildingareaSqft: 1500 }, // 4,000
      { kind: 'villa', price: null, areaSqft: 2000, buildingareaSqft: 1500 }, // counted, no price
      { kind: 'plot', price: 1_742_400, areaSqft: 2178, buildingareaSqft: null }, // 5 cents: 800/sq.ft, 3,48,480/cent
      { kind: 'plot', price: 2_000_000, areaSqft: null, buildingareaSqft: null }, // no area: no rate
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

  it('falls back to the total area for a built kind without a building area', () => {
    const { kinds } = localityStats([{ kind: 'home', price: 3_000_000, areaSqft: 1000, buildingareaSqft: null }]);
    expect(kinds[0].perSqft).toBe(3000);
    expect(kinds[0].perCent).toBeUndefined();
  });
});
