// Properties of reading an area as a dealer types it: any grouping of the digits, any common
// spelling of the unit, the same number and unit back, and sq.ft from the exact definitions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AREA_UNITS, type AreaUnit, parseArea, parseAreaIn, SQFT_PER_UNIT } from './area';

const SPELLINGS: Record<AreaUnit, string[]> = {
  'sq.ft': ['sq.ft', 'sq ft', 'sqft', 'Sq. Ft.', 'sft', 'SFT', 'square feet', ''],
  'sq.m': ['sq.m', 'sq m', 'sqm', 'Sq. M.', 'square metres', 'square meters', 'square metre'],
  cents: ['cents', 'cent', 'Cents'],
  grounds: ['grounds', 'ground', 'GROUNDS'],
  acres: ['acres', 'acre', 'Acres'],
};

const unitArb = fc.constantFrom(...AREA_UNITS);
/** A positive size with up to 4 decimals, as text and as the number it is. */
const sizeArb = fc
  .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 4 }))
  .filter(([whole, frac, digits]) => whole > 0 || (digits > 0 && frac % 10 ** digits > 0))
  .map(([whole, frac, digits]) => {
    const decimals = digits ? String(frac % 10 ** digits).padStart(digits, '0') : '';
    return { whole, decimals, value: Number(`${whole}${decimals ? `.${decimals}` : ''}`) };
  });
const grouping = fc.constantFrom('none', 'en-IN', 'en-US');
const group = (whole: number, how: string) => (how === 'none' ? String(whole) : new Intl.NumberFormat(how).format(whole));
const sqftOf = (value: number, unit: AreaUnit) => Math.round(value * SQFT_PER_UNIT[unit] * 100) / 100;

describe('area parsing properties', () => {
  it('reads a number in any grouping with any spelling of its unit as that number, unit and sq.ft', () => {
    fc.assert(
      fc.property(sizeArb, unitArb, grouping, fc.nat(), fc.constantFrom('', ' ', '  '), (size, unit, how, pick, gap) => {
        const spellings = SPELLINGS[unit];
        const word = spellings[pick % spellings.length];
        const text = `${group(size.whole, how)}${size.decimals ? `.${size.decimals}` : ''}${word ? gap + word : ''}`;
        const parsed = parseArea(text);
        expect(parsed, text).toEqual({ ok: true, value: { value: size.value, unit, sqft: sqftOf(size.value, unit) } });
      }),
    );
  });

  it('agrees with itself whether the unit is written in the text or chosen beside it, and refuses two different units', () => {
    fc.assert(
      fc.property(sizeArb, unitArb, unitArb, (size, unit, other) => {
        const number = String(size.value);
        const chosen = parseAreaIn(number, unit);
        expect(chosen).toEqual(parseArea(`${number} ${SPELLINGS[unit][0]}`));
        expect(parseAreaIn(`${number} ${SPELLINGS[unit][0]}`, unit)).toEqual(chosen);
        const both = parseAreaIn(`${number} ${SPELLINGS[unit][0]}`, other);
        if (other === unit) expect(both.ok).toBe(true);
        else expect(both).toEqual({ ok: false, reason: `is written in ${unit} but its unit is ${other}` });
        // A unit the field does not offer is refused.
        expect(parseAreaIn(number, unit, AREA_UNITS.filter((u) => u !== unit)).ok).toBe(false);
      }),
    );
  });

  it('converts between units through sq.ft without drift beyond its rounding', () => {
    fc.assert(
      fc.property(sizeArb, unitArb, unitArb, (size, from, to) => {
        const parsed = parseArea(`${size.value} ${SPELLINGS[from][0]}`);
        if (!parsed.ok || !parsed.value) throw new Error('not parsed');
        const inTo = parsed.value.sqft / SQFT_PER_UNIT[to];
        const back = inTo * SQFT_PER_UNIT[to];
        expect(Math.abs(back - parsed.value.sqft)).toBeLessThanOrEqual(1e-6 * Math.max(1, parsed.value.sqft));
        // sq.ft is kept to the hundredth.
        expect(Math.abs(parsed.value.sqft - size.value * SQFT_PER_UNIT[from])).toBeLessThanOrEqual(0.005 + 1e-9 * parsed.value.sqft);
      }),
    );
  });

  it('orders sizes in one unit as their sq.ft', () => {
    fc.assert(
      fc.property(sizeArb, sizeArb, unitArb, (a, b, unit) => {
        const [x, y] = [a, b].map((s) => parseArea(`${s.value} ${SPELLINGS[unit][0]}`));
        if (!x.ok || !y.ok || !x.value || !y.value) throw new Error('not parsed');
        if (a.value <= b.value) expect(x.value.sqft).toBeLessThanOrEqual(y.value.sqft);
      }),
    );
  });

  it('never throws, and refuses zero, negatives and text that is not a size', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.constant(null), fc.object()), (input) => {
        const parsed = parseArea(input);
        if (parsed.ok && parsed.value) {
          expect(parsed.value.value).toBeGreaterThan(0);
          expect(Number.isFinite(parsed.value.sqft)).toBe(true);
        }
      }),
    );
    for (const bad of ['0', '0 cents', '-5 cents', '5 bighas', '1,2,3', 'cents', '5..5']) expect(parseArea(bad).ok, bad).toBe(false);
  });
});
