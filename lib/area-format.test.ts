import { describe, expect, it } from 'vitest';
import { amountIn, areaLine, areaParts, pricePerUnit, roundedAmount } from './area-format';

const area = (value: number, unit: string, sqft?: number) => ({ value, unit, sqft });

describe('areaLine: the entered unit, then sq.ft, then larger units asked for', () => {
  it.each([
    // The issue's own example.
    [area(5, 'cents', 2178), [], '5 cents · 2,178 sq.ft'],
    [area(2.5, 'cents', 1089), [], '2.5 cents · 1,089 sq.ft'],
    [area(1200, 'sq.ft', 1200), ['grounds', 'acres'], '1,200 sq.ft'],
    [area(2400, 'sq.ft', 2400), ['grounds', 'acres'], '2,400 sq.ft · 1 ground'],
    [area(1, 'cents', 435.6), [], '1 cent · 436 sq.ft'],
    [area(2, 'grounds', 4800), ['grounds', 'acres'], '2 grounds · 4,800 sq.ft'],
    [area(10, 'cents', 4356), ['grounds', 'acres'], '10 cents · 4,356 sq.ft · 1.82 grounds'],
    [area(1.5, 'acres', 65340), ['grounds', 'acres'], '1.5 acres · 65,340 sq.ft · 27.2 grounds'],
    [area(150, 'cents', 65340), ['grounds', 'acres'], '150 cents · 65,340 sq.ft · 27.2 grounds · 1.5 acres'],
    [area(1, 'acres', 43560), ['acres'], '1 acre · 43,560 sq.ft'],
    [area(10000, 'sq.ft', 10000), ['acres'], '10,000 sq.ft'],
    [area(87120, 'sq.ft', 87120), ['acres'], '87,120 sq.ft · 2 acres'],
    [area(111.5, 'sq.m', 1200.17), [], '111.5 sq.m · 1,200 sq.ft'],
    [area(3, 'acres', 130680), ['grounds', 'acres'], '3 acres · 1,30,680 sq.ft · 54.5 grounds'],
    [area(500, 'grounds', 1_200_000), ['grounds', 'acres'], '500 grounds · 12,00,000 sq.ft · 27.5 acres'],
    // No stored sq.ft (an old row): computed from the unit.
    [area(5, 'cents'), [], '5 cents · 2,178 sq.ft'],
    // An unknown stored unit reads as sq.ft.
    [area(900, 'yards', 900), [], '900 sq.ft'],
  ] as const)('%j with %j is %s', (a, alsoIn, expected) => {
    expect(areaLine(a, alsoIn)).toBe(expected);
  });

  it('is null without an area', () => {
    expect(areaLine({ value: null, unit: null, sqft: null })).toBeNull();
    expect(areaLine(area(0, 'cents', 0))).toBeNull();
    expect(areaParts(area(-5, 'cents', -2178))).toEqual([]);
  });
});

describe('rounding', () => {
  it.each([
    [2178.4, 'sq.ft', '2,178'],
    [1200.5, 'sq.ft', '1,201'],
    [1.8149, 'grounds', '1.81'],
    [27.225, 'grounds', '27.2'],
    [136.1, 'cents', '136'],
    [2.0661, 'acres', '2.07'],
  ] as const)('%f %s reads %s', (n, unit, expected) => {
    expect(roundedAmount(n, unit)).toBe(expected);
  });

  it('keeps what was entered to two decimals, singular for exactly one', () => {
    expect(amountIn(2.125, 'acres', true)).toBe('2.13 acres');
    expect(amountIn(1, 'grounds', true)).toBe('1 ground');
    expect(amountIn(1.0001, 'acres')).toBe('1 acre');
  });
});

describe('pricePerUnit', () => {
  it.each([
    [18_00_000, 1200, 'sq.ft', 1500],
    [18_00_000, 1200, 'cents', 6_53_400],
    [10_00_000, 2178, 'cents', 2_00_000],
    [45_00_000, 1200, 'sq.ft', 3750],
    [1_00_000, 3, 'sq.ft', 33_333],
  ] as const)('₹%i for %f sq.ft is %i per %s', (price, sqft, unit, expected) => {
    expect(pricePerUnit(price, sqft, unit)).toBe(expected);
  });

  it.each([
    [null, 1200],
    [18_00_000, null],
    [0, 1200],
    [18_00_000, 0],
    [Number.NaN, 1200],
  ])('is null for %j and %j', (price, sqft) => {
    expect(pricePerUnit(price, sqft, 'sq.ft')).toBeNull();
  });
});
