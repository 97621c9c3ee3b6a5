// Properties of how an area is shown: what a card prints reads back (through the dealer's own
// parser) as the entered size and its sq.ft, larger units appear only once reached, and the
// price per unit scales with the unit's size.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AREA_UNITS, type AreaUnit, parseArea, SQFT_PER_UNIT } from '@/models/parse/area';
import { amountIn, areaParts, pricePerUnit, roundedAmount, type UnitNames } from './area-format';

const TAMIL: UnitNames = { 'sq.ft': 'ச.அடி', 'sq.m': 'ச.மீ', cents: 'சென்ட்', grounds: 'கிரவுண்ட்', acres: 'ஏக்கர்' };
const unitArb = fc.constantFrom(...AREA_UNITS);
/** Sizes as entered: up to 2 decimals, from a hundredth to ten million. */
const sizeArb = fc.integer({ min: 1, max: 1_000_000_000 }).map((hundredths) => hundredths / 100);
// The larger units a field may also show (models/fields.ts: alsoIn); sq.ft is always shown anyway.
const unitsArb = fc.subarray(AREA_UNITS.filter((u) => u !== 'sq.ft'));

const parsed = (text: string) => {
  const r = parseArea(text);
  if (!r.ok || !r.value) throw new Error(`${text} does not read back`);
  return r.value;
};

describe('area display properties', () => {
  it('prints the entered size so that it reads back as that size and unit, then its sq.ft to the foot', () => {
    fc.assert(
      fc.property(sizeArb, unitArb, (value, unit) => {
        const sqft = value * SQFT_PER_UNIT[unit];
        fc.pre(sqft >= 0.5); // a plot smaller than a floor tile prints '0 sq.ft'
        const parts = areaParts({ value, unit, sqft });
        const entered = parsed(parts[0]);
        expect(entered.unit).toBe(unit);
        expect(entered.value).toBeCloseTo(value, 2);
        if (unit === 'sq.ft') {
          expect(parts).toHaveLength(1);
        } else {
          const inFeet = parsed(parts[1]);
          expect(inFeet.unit).toBe('sq.ft');
          expect(Math.abs(inFeet.value - sqft)).toBeLessThanOrEqual(0.5);
        }
      }),
    );
  });

  it('adds a larger unit only when the area reaches one of it, each within its rounding of three figures', () => {
    fc.assert(
      fc.property(sizeArb, unitArb, unitsArb, (value, unit, alsoIn) => {
        const sqft = value * SQFT_PER_UNIT[unit];
        const parts = areaParts({ value, unit, sqft }, alsoIn);
        const extra = parts.slice(unit === 'sq.ft' ? 1 : 2).map(parsed);
        const expected = alsoIn.filter((u) => u !== unit && sqft >= SQFT_PER_UNIT[u]);
        expect(extra.map((e) => e.unit)).toEqual(expected);
        for (const e of extra) {
          const exact = sqft / SQFT_PER_UNIT[e.unit];
          expect(e.value).toBeGreaterThanOrEqual(1);
          // Whole numbers from 100, one decimal from 10, two below.
          const step = exact >= 100 ? 1 : exact >= 10 ? 0.1 : 0.01;
          expect(Math.abs(e.value - exact)).toBeLessThanOrEqual(step / 2 + 1e-9);
        }
      }),
    );
  });

  it('names units in Tamil with the same figures as in English', () => {
    fc.assert(
      fc.property(sizeArb, unitArb, unitsArb, (value, unit, alsoIn) => {
        const area = { value, unit, sqft: value * SQFT_PER_UNIT[unit] };
        const en = areaParts(area, alsoIn);
        const ta = areaParts(area, alsoIn, TAMIL);
        expect(ta).toHaveLength(en.length);
        ta.forEach((part, i) => {
          const figure = en[i].split(' ')[0];
          expect(part.startsWith(`${figure} `)).toBe(true);
          expect(Object.values(TAMIL)).toContain(part.slice(figure.length + 1));
        });
      }),
    );
  });

  it('says one unit in the singular and any other amount in the plural', () => {
    fc.assert(
      fc.property(sizeArb, unitArb, fc.boolean(), (value, unit, entered) => {
        const text = amountIn(value, unit, entered);
        const figure = text.split(' ')[0];
        expect(figure).toBe(entered ? new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(value) : roundedAmount(value, unit));
        const singular = { 'sq.ft': 'sq.ft', 'sq.m': 'sq.m', cents: 'cent', grounds: 'ground', acres: 'acre' }[unit];
        if (figure === '1') expect(text).toBe(`1 ${singular}`);
        else expect(text).toBe(`${figure} ${unit}`);
      }),
    );
  });

  it('prices a larger unit as the price per sq.ft times its size, within the rounding to a rupee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 10 }), fc.integer({ min: 100, max: 10 ** 8 }), unitArb, (price, sqftHundredths, unit: AreaUnit) => {
        const sqft = sqftHundredths / 100;
        const perUnit = pricePerUnit(price, sqft, unit)!;
        const exact = (price / sqft) * SQFT_PER_UNIT[unit];
        expect(Math.abs(perUnit - exact)).toBeLessThanOrEqual(0.5 + 1e-6 * exact);
      }),
    );
  });
});
