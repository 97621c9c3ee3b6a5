import { describe, expect, it } from 'vitest';
import { alternatePairs, median, ratios, sandwich } from './bench-rounds';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('sandwich', () => {
  it('runs the baseline before, between and after the items, and pairs each run with its neighbours', async () => {
    const log: string[] = [];
    let t = 0;
    const runs = await sandwich(
      ['x', 'y'],
      2,
      async () => (log.push('base'), t++),
      async (item, round) => (log.push(`${item}${round}`), t++),
    );
    expect(log).toEqual(['base', 'x0', 'base', 'y0', 'base', 'x1', 'base', 'y1', 'base']);
    expect(runs[0]).toEqual([
      { value: 1, before: 0, after: 2 },
      { value: 5, before: 4, after: 6 },
    ]);
    expect(runs[1]).toEqual([
      { value: 3, before: 2, after: 4 },
      { value: 7, before: 6, after: 8 },
    ]);
    expect(ratios(runs[0], (x) => x)).toEqual([1 / 1, 5 / 5]);
  });

  it('runs nothing without items', async () => {
    let called = false;
    expect(await sandwich([], 3, async () => (called = true), async () => false)).toEqual([]);
    expect(called).toBe(false);
  });
});

describe('alternatePairs', () => {
  it('swaps the order of each pair every round, and the items take turns', async () => {
    const log: string[] = [];
    const runs = await alternatePairs(['p', 'q'], 3, async (item, side) => (log.push(`${item}${side}`), side === 'a' ? 9 : 10));
    expect(log).toEqual(['pa', 'pb', 'qa', 'qb', 'pb', 'pa', 'qb', 'qa', 'pa', 'pb', 'qa', 'qb']);
    expect(runs[1]).toHaveLength(3);
    expect(ratios(runs[1], (x) => x)).toEqual([0.9, 0.9, 0.9]);
  });
});
