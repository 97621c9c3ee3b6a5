import { describe, it, expect } from 'vitest';
import { parseRupees } from './price';

const REASON = 'must be an amount in rupees, e.g. 45,00,000 or 45 L or 1.2 Cr';

describe('parseRupees', () => {
  it.each([
    [4500000, 4500000],
    [0, 0],
    [4500000.4, 4500000],
    [4500000.5, 4500001],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ])('accepts the number %s', (input, expected) => {
    expect(parseRupees(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['4500000', 4500000],
    ['45,00,000', 4500000],
    ['4,500,000', 4500000],
    ['12,345', 12345],
    ['₹ 45,00,000', 4500000],
    ['₹45,00,000/-', 4500000],
    ['₹ 45,00,000 /-', 4500000],
    ['Rs. 45,00,000', 4500000],
    ['rs 45,00,000', 4500000],
    ['INR 4500000', 4500000],
    ['inr4500000', 4500000],
    ['  45,00,000  ', 4500000],
    ['4500000.60', 4500001],
    ['45 L', 4500000],
    ['45L', 4500000],
    ['45l', 4500000],
    ['45 lakh', 4500000],
    ['45 lakhs', 4500000],
    ['45 Lakhs', 4500000],
    ['45 lac', 4500000],
    ['45 LACS', 4500000],
    ['45.5 L', 4550000],
    ['12.345 L', 1234500],
    ['0.333333 L', 33333],
    ['1.2 Cr', 12000000],
    ['1.2cr', 12000000],
    ['1.2 crore', 12000000],
    ['1.25 crores', 12500000],
    ['1.2 CRORE', 12000000],
    ['₹ 1.2 Cr', 12000000],
    ['Rs. 85 L', 8500000],
    ['0', 0],
  ])('accepts %j', (input, expected) => {
    expect(parseRupees(input)).toEqual({ ok: true, value: expected });
  });

  it.each([[''], ['   '], [null], [undefined], ['Price on request'], ['PRICE ON REQUEST'], ['  price on request ']])(
    'treats %j as no price',
    (input) => {
      expect(parseRupees(input)).toEqual({ ok: true, value: null });
    },
  );

  it.each([
    [-1],
    [-0.6],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [Number.MAX_SAFE_INTEGER + 2],
    ['abc'],
    ['12 apples'],
    ['1,2,3,'],
    ['12,34'],
    ['4500,000'],
    ['-45,00,000'],
    ['45 00 000'],
    ['45 L 20'],
    ['10 - 20 L'],
    ['45 L 1.2 Cr'],
    ['1.2.3'],
    ['.5 Cr'],
    ['45 k'],
    ['₹'],
    ['L'],
    ['price on request please'],
    ['99999999999999999999'],
    ['9999999999 Cr'],
    [true],
    [{}],
    [[4500000]],
  ])('rejects %j', (input) => {
    expect(parseRupees(input)).toEqual({ ok: false, reason: REASON });
  });
});
