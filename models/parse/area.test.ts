import { describe, it, expect } from 'vitest';
import { AREA_UNITS, SQFT_PER_UNIT, parseArea } from './area';

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
