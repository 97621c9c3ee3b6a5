import { describe, it, expect } from 'vitest';
import {
  AREA_NOT_SPECIFIED,
  NOT_AVAILABLE,
  PRICE_ON_REQUEST,
  formatArea,
  formatCount,
  formatRupees,
  formatRupeesCompact,
  priceLabel,
  pricePerSqft,
} from './format';

describe('constants', () => {
  it('holds the exact display texts', () => {
    expect(PRICE_ON_REQUEST).toBe('Price on request');
    expect(NOT_AVAILABLE).toBe('N/A');
    expect(AREA_NOT_SPECIFIED).toBe('Area not specified');
  });
});

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [99_999, '₹99,999'],
    [1_00_000, '₹1,00,000'],
    [99_99_999, '₹99,99,999'],
    [1_00_00_000, '₹1,00,00,000'],
    [1_23_45_678, '₹1,23,45,678'],
    [9_99_99_99_99_999, '₹9,99,99,99,99,999'],
    [4500.6, '₹4,501'],
  ])('formats %s as %s', (n, expected) => {
    expect(formatRupees(n)).toBe(expected);
  });

  it.each([[null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY]])('returns null for %s', (n) => {
    expect(formatRupees(n)).toBeNull();
  });
});

describe('formatRupeesCompact', () => {
  it.each([
    [0, '₹0'],
    [99_999, '₹99,999'],
    [1_00_000, '₹1 L'],
    [12_50_000, '₹12.5 L'],
    [12_34_567, '₹12.35 L'],
    [85_00_000, '₹85 L'],
    [99_99_000, '₹99.99 L'],
    [99_99_499, '₹99.99 L'],
    // Rounds to the nearest hundredth: this is ₹1 short of a crore, so it reads '₹1 Cr', never '₹100 L'.
    [99_99_500, '₹1 Cr'],
    [99_99_999, '₹1 Cr'],
    [1_00_00_000, '₹1 Cr'],
    [1_23_45_678, '₹1.23 Cr'],
    [1_25_00_000, '₹1.25 Cr'],
    [1_23_45_00_00_000, '₹12,345 Cr'],
    [9_99_99_99_99_999, '₹1,00,000 Cr'],
  ])('formats %s as %s', (n, expected) => {
    expect(formatRupeesCompact(n)).toBe(expected);
  });

  it.each([[null], [undefined], [Number.NaN]])('returns null for %s', (n) => {
    expect(formatRupeesCompact(n)).toBeNull();
  });
});

describe('priceLabel', () => {
  it('formats a price in full', () => {
    expect(priceLabel(45_00_000, PRICE_ON_REQUEST)).toBe('₹45,00,000');
    expect(priceLabel(0, NOT_AVAILABLE)).toBe('₹0');
  });

  it('falls back to the missing text', () => {
    expect(priceLabel(null, PRICE_ON_REQUEST)).toBe('Price on request');
    expect(priceLabel(undefined, NOT_AVAILABLE)).toBe('N/A');
  });
});

describe('pricePerSqft', () => {
  it('divides and rounds', () => {
    expect(pricePerSqft(45_00_000, 1000)).toBe('₹4,500');
    expect(pricePerSqft(45_00_000, 1200)).toBe('₹3,750');
    expect(pricePerSqft(1_00_000, 3)).toBe('₹33,333');
    expect(pricePerSqft(2_00_000, 3)).toBe('₹66,667');
    expect(pricePerSqft(1_23_45_678, 1)).toBe('₹1,23,45,678');
  });

  it.each([
    [null, 1200],
    [undefined, 1200],
    [45_00_000, null],
    [45_00_000, undefined],
    [0, 1200],
    [45_00_000, 0],
    [Number.NaN, 1200],
    [45_00_000, Number.POSITIVE_INFINITY],
  ])('is N/A for price %s and area %s', (price, sqft) => {
    expect(pricePerSqft(price, sqft)).toBe('N/A');
  });
});

describe('formatArea', () => {
  it.each([
    [{ value: 1200, unit: 'sq.ft' }, '1,200 sq.ft'],
    [{ value: 100000, unit: 'sq.ft' }, '1,00,000 sq.ft'],
    [{ value: 5, unit: 'cents' }, '5 cents'],
    [{ value: 1.5, unit: 'acres' }, '1.5 acres'],
    [{ value: 111.556, unit: 'sq.m' }, '111.56 sq.m'],
    [{ value: 2.1, unit: 'grounds' }, '2.1 grounds'],
  ])('formats %j as %s', (area, expected) => {
    expect(formatArea(area)).toBe(expected);
  });

  it.each([[null], [undefined], [{ value: 0, unit: 'sq.ft' }], [{ value: Number.NaN, unit: 'sq.ft' }]])(
    'is "Area not specified" for %j',
    (area) => {
      expect(formatArea(area)).toBe('Area not specified');
    },
  );
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [500, '500'],
    [1000, '1,000'],
    [1_00_000, '1,00,000'],
    [1_23_45_678, '1,23,45,678'],
  ])('formats %s as %s', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });
});
