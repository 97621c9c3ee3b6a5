// Properties of money as the site writes it, in figures (₹1,23,45,678) and in words (₹1.23 Cr,
// ₹1.23 கோடி): what is printed reads back through the dealer's own price parser as the amount,
// to the rounding the short form promises, in both languages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRupees } from '@/models/parse/price';
import { amountBelow, formatRupees, formatRupeesCompact, MONEY_UNITS, priceLabel, pricePerSqft, PRICE_ON_REQUEST } from './format';

const LAKH = 100_000;
const CRORE = 10_000_000;
const rupeesArb = fc.oneof(
  fc.integer({ min: 0, max: 10 ** 6 }),
  fc.integer({ min: 10 ** 6, max: 10 ** 12 }),
  // Around the points where the short form changes unit.
  fc.integer({ min: 99_00_000, max: 1_01_00_000 }),
  fc.integer({ min: 99_000, max: 1_01_000 }),
);
const readBack = (text: string) => {
  const r = parseRupees(text);
  if (!r.ok || r.value === null) throw new Error(`${text} does not read back`);
  return r.value;
};
const INDIAN_FIGURES = /^₹(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/;

describe('money in figures', () => {
  it('writes whole rupees with Indian grouping, which read back as the amount', () => {
    fc.assert(
      fc.property(rupeesArb, (n) => {
        const text = formatRupees(n)!;
        expect(text).toMatch(INDIAN_FIGURES);
        expect(readBack(text)).toBe(n);
        expect(priceLabel(n, PRICE_ON_REQUEST)).toBe(text);
      }),
    );
  });

  it('rounds fractions to the rupee, and has nothing to say for what is not an amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (n) => {
        expect(readBack(formatRupees(n)!)).toBe(Math.round(n));
      }),
    );
    for (const nothing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatRupees(nothing)).toBeNull();
      expect(formatRupeesCompact(nothing)).toBeNull();
      expect(priceLabel(nothing, PRICE_ON_REQUEST)).toBe(PRICE_ON_REQUEST);
    }
  });

  it('prices a square foot as the rounded quotient, or N/A', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 10 }), fc.integer({ min: 1, max: 10 ** 7 }), (price, sqft) => {
        expect(pricePerSqft(price, sqft)).toBe(formatRupees(Math.round(price / sqft)));
      }),
    );
    expect(pricePerSqft(0, 1200)).toBe('N/A');
    expect(pricePerSqft(1_00_000, 0)).toBe('N/A');
  });
});

describe('money in words (lakh and crore)', () => {
  it('reads back as the amount, to half a hundredth of its unit, and never says 100 lakh', () => {
    fc.assert(
      fc.property(rupeesArb, (n) => {
        const text = formatRupeesCompact(n)!;
        if (n < LAKH) {
          expect(text).toBe(formatRupees(n));
          return;
        }
        const m = /^₹([\d,]+(?:\.\d{1,2})?) (L|Cr)$/.exec(text);
        expect(m, text).not.toBeNull();
        const unit = m![2] === 'L' ? LAKH : CRORE;
        expect(Math.abs(readBack(text) - n)).toBeLessThanOrEqual(unit * 0.005 + 1);
        if (m![2] === 'L') expect(Number(m![1])).toBeLessThan(100);
        // The unit is chosen after rounding: a crore from 99,99,500 on.
        expect(m![2]).toBe(n >= 99_99_500 ? 'Cr' : 'L');
      }),
    );
  });

  it('never reads smaller for a larger amount', () => {
    fc.assert(
      fc.property(rupeesArb, rupeesArb, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(readBack(formatRupeesCompact(lo)!)).toBeLessThanOrEqual(readBack(formatRupeesCompact(hi)!));
      }),
    );
  });

  it('says the same figures in Tamil, with லட்சம் and கோடி for L and Cr', () => {
    fc.assert(
      fc.property(rupeesArb, (n) => {
        const en = formatRupeesCompact(n, 'en')!;
        const ta = formatRupeesCompact(n, 'ta')!;
        expect(ta).toBe(en.replace(/ L$/, ` ${MONEY_UNITS.ta.lakh}`).replace(/ Cr$/, ` ${MONEY_UNITS.ta.crore}`));
      }),
    );
  });

  it("gives 'under' its Tamil case ending after any amount, and leaves English alone", () => {
    fc.assert(
      fc.property(rupeesArb, (n) => {
        const ta = formatRupeesCompact(n, 'ta')!;
        const under = amountBelow(ta, 'ta');
        expect(under.endsWith('க்கு')).toBe(true);
        const figure = /^₹[\d,.]+/.exec(ta)![0];
        expect(under.startsWith(figure)).toBe(true);
        expect(under).toMatch(/^₹[\d,.]+( (லட்சத்துக்கு|கோடிக்கு)|-க்கு)$/);
        expect(amountBelow(formatRupeesCompact(n, 'en')!, 'en')).toBe(formatRupeesCompact(n, 'en'));
      }),
    );
  });
});
