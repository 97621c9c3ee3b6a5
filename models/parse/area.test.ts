import { describe, it, expect } from 'vitest';
import { AREA_UNITS, SQFT_PER_UNIT, parseArea, parseAreaIn } from './area';

const REASON = 'must be a size such as 1,200 sq ft, 5 cents, 2 grounds or 1.5 acres';

describe('SQFT_PER_UNIT', () => {
  it('has a factor for every unit', () => {
    expect(SQFT_PER_UNIT).toEqual({ 'sq.ft': 1, 'sq.m': 10.7639, cents: 435.6, grounds: 2400, acres: 43560 });
    expect(Object.keys(SQFT_PER_UNIT)).toEqual([...AREA_UNITS]);
  });
});

describe('parseArea', () => {
  it.each([
    [1200, 1200],
    [1200.5, 1200.5],
  ])('accepts the number %s as sq.ft', (input, sqft) => {
    expect(parseArea(input)).toEqual({ ok: true, value: { value: input, unit: 'sq.ft', sqft } });
  });

  it.each([
    ['1200', 1200, 'sq.ft', 1200],
    ['1,200', 1200, 'sq.ft', 1200],
    ['1,00,000', 100000, 'sq.ft', 100000],
    ['1,200 sq ft', 1200, 'sq.ft', 1200],
    ['1200 sqft', 1200, 'sq.ft', 1200],
    ['1200 sq.ft', 1200, 'sq.ft', 1200],
    ['1200 sq.ft.', 1200, 'sq.ft', 1200],
    ['1200 SQ. FT.', 1200, 'sq.ft', 1200],
    ['1200 sft', 1200, 'sq.ft', 1200],
    ['1200 square feet', 1200, 'sq.ft', 1200],
    ['1200sqft', 1200, 'sq.ft', 1200],
    ['  1200 Sq Ft  ', 1200, 'sq.ft', 1200],
    ['111.5 sq m', 111.5, 'sq.m', 1200.17],
    ['111.5 sqm', 111.5, 'sq.m', 1200.17],
    ['111.5 sq.m', 111.5, 'sq.m', 1200.17],
    ['100 square metres', 100, 'sq.m', 1076.39],
    ['100 square meters', 100, 'sq.m', 1076.39],
    ['100 Square Metre', 100, 'sq.m', 1076.39],
    ['5 cents', 5, 'cents', 2178],
    ['5 cent', 5, 'cents', 2178],
    ['2.5 Cents', 2.5, 'cents', 1089],
    ['2 grounds', 2, 'grounds', 4800],
    ['1 ground', 1, 'grounds', 2400],
    ['1.5 acres', 1.5, 'acres', 65340],
    ['1 acre', 1, 'acres', 43560],
    ['1 ACRE', 1, 'acres', 43560],
  ])('accepts %j', (input, value, unit, sqft) => {
    expect(parseArea(input)).toEqual({ ok: true, value: { value, unit, sqft } });
  });

  it.each([[''], ['  '], [null], [undefined]])('treats %j as no area', (input) => {
    expect(parseArea(input)).toEqual({ ok: true, value: null });
  });

  it.each([
    [0],
    [-5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['0'],
    ['0 sq ft'],
    ['0.00 acres'],
    ['-1200 sq ft'],
    ['1200 hectares'],
    ['1200 yards'],
    ['1200 sq'],
    ['sq ft'],
    ['abc'],
    ['1,2,3,'],
    ['12,00'],
    ['1200 x 1500'],
    ['30x40'],
    ['5 cents 2 grounds'],
    ['1e5'],
    [true],
    [{ value: 1200 }],
  ])('rejects %j', (input) => {
    expect(parseArea(input)).toEqual({ ok: false, reason: REASON });
  });
});

describe('the conversion factors are the exact definitions', () => {
  it('1 acre = 100 cents = 43,560 sq.ft; 1 ground = 2,400 sq.ft; 1 sq.m = 10.7639 sq.ft', () => {
    expect(SQFT_PER_UNIT.acres).toBe(43_560);
    expect(SQFT_PER_UNIT.cents * 100).toBeCloseTo(SQFT_PER_UNIT.acres, 9);
    expect(SQFT_PER_UNIT.grounds).toBe(2_400);
    // 1 m = 1 / 0.3048 ft exactly, so 1 sq.m = 10.76391… sq.ft; four decimals is within 0.0001 %.
    expect(Math.abs(SQFT_PER_UNIT['sq.m'] - 1 / 0.3048 ** 2)).toBeLessThan(1e-4);
  });
});

describe('parseAreaIn (a number beside a unit select)', () => {
  it.each([
    ['2.5', 'cents', 2.5, 'cents', 1089],
    ['1,200', 'sq.ft', 1200, 'sq.ft', 1200],
    ['5', 'cents', 5, 'cents', 2178],
    ['2', 'grounds', 2, 'grounds', 4800],
    ['1.5', 'acres', 1.5, 'acres', 65340],
    ['111.5', 'sq.m', 111.5, 'sq.m', 1200.17],
    ['5', ' Cents ', 5, 'cents', 2178],
    // A unit written in the text that agrees with the select, or no select at all.
    ['5 cents', 'cents', 5, 'cents', 2178],
    ['5 cents', '', 5, 'cents', 2178],
    ['5 cents', undefined, 5, 'cents', 2178],
    ['1,200', undefined, 1200, 'sq.ft', 1200],
    [1200, 'sq.m', 1200, 'sq.m', 12916.68],
  ])('%j in %j is %f %s (%f sq.ft)', (text, unit, value, unitOut, sqft) => {
    expect(parseAreaIn(text, unit)).toEqual({ ok: true, value: { value, unit: unitOut, sqft } });
  });

  it('a blank number is no area', () => {
    expect(parseAreaIn('', 'cents')).toEqual({ ok: true, value: null });
    expect(parseAreaIn(null, 'cents')).toEqual({ ok: true, value: null });
  });

  it.each([['hectares'], ['sq.yd'], ['SQFT'], [5], [['cents']]])('refuses the unknown unit %j, naming the units', (unit) => {
    expect(parseAreaIn('5', unit)).toEqual({ ok: false, reason: 'unit must be one of: sq.ft, sq.m, cents, grounds, acres' });
  });

  it('refuses a unit the field does not offer, in the select or in the text', () => {
    const building = ['sq.ft', 'sq.m'] as const;
    expect(parseAreaIn('5', 'cents', building)).toEqual({ ok: false, reason: 'unit must be one of: sq.ft, sq.m' });
    expect(parseAreaIn('5 cents', undefined, building)).toEqual({ ok: false, reason: 'unit must be one of: sq.ft, sq.m' });
    expect(parseAreaIn('5 cents', '', building)).toEqual({ ok: false, reason: 'unit must be one of: sq.ft, sq.m' });
  });

  it('refuses a text unit that contradicts the select', () => {
    expect(parseAreaIn('5 cents', 'sq.ft')).toEqual({ ok: false, reason: 'is written in cents but its unit is sq.ft' });
  });

  it.each([['-5'], ['0'], ['abc'], ['5 hectares']])('refuses %j as before', (text) => {
    expect(parseAreaIn(text, 'cents')).toEqual({ ok: false, reason: REASON });
  });
});
