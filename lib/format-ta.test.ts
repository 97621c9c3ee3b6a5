import { describe, expect, it } from 'vitest';
import { amountBelow, formatDay, formatRupees, formatRupeesCompact } from './format';

// Worked examples for Tamil pages (issue 15): Indian grouping, லட்சம் and கோடி chosen after rounding.
describe('formatRupeesCompact in Tamil', () => {
  it.each([
    [99_999, '₹99,999'],
    [1_00_000, '₹1 லட்சம்'],
    [1_50_000, '₹1.5 லட்சம்'],
    [85_00_000, '₹85 லட்சம்'],
    [99_50_000, '₹99.5 லட்சம்'],
    [99_99_499, '₹99.99 லட்சம்'],
    // Rounds to 100.00 lakh, which a buyer calls one crore: never '100 லட்சம்'.
    [99_99_500, '₹1 கோடி'],
    [99_99_999, '₹1 கோடி'],
    [1_00_00_000, '₹1 கோடி'],
    [1_25_00_000, '₹1.25 கோடி'],
    [12_50_00_000, '₹12.5 கோடி'],
    [1_23_45_67_890, '₹123.46 கோடி'],
  ])('%s reads %s', (n, expected) => {
    expect(formatRupeesCompact(n, 'ta')).toBe(expected);
  });

  it('never says 100 லட்சம் near a crore', () => {
    for (let n = 99_90_000; n <= 1_00_10_000; n += 37) expect(formatRupeesCompact(n, 'ta')).not.toMatch(/100 லட்சம்/);
  });

  it('keeps English short forms unchanged', () => {
    expect(formatRupeesCompact(99_99_999)).toBe('₹1 Cr');
    expect(formatRupeesCompact(85_00_000, 'en')).toBe('₹85 L');
  });

  it('gives full amounts the Indian grouping in either language', () => {
    expect(formatRupees(1_23_45_678)).toBe('₹1,23,45,678');
  });
});

describe('formatDay in Tamil', () => {
  it.each([
    ['2026-11-12', '12 நவம்பர், 2026'],
    ['2025-01-01', '1 ஜனவரி, 2025'],
    // 20:00 UTC on 31 March is already 1 April in India.
    ['2026-03-31T20:00:00Z', '1 ஏப்ரல், 2026'],
  ])('%s reads %s', (value, expected) => {
    expect(formatDay(value, 'ta')).toBe(expected);
  });

  it('returns null for nonsense', () => {
    expect(formatDay('not a day', 'ta')).toBeNull();
  });
});

describe('amountBelow', () => {
  it.each([
    ['₹1 கோடி', '₹1 கோடிக்கு'],
    ['₹1.25 கோடி', '₹1.25 கோடிக்கு'],
    ['₹85 லட்சம்', '₹85 லட்சத்துக்கு'],
    ['₹99,999', '₹99,999-க்கு'],
  ])('gives %s the dative ending in Tamil: %s', (amount, expected) => {
    expect(amountBelow(amount, 'ta')).toBe(expected);
  });

  it('leaves English amounts alone', () => {
    expect(amountBelow('₹1 Cr', 'en')).toBe('₹1 Cr');
  });
});
