/**
 * An area in the unit it was entered in, then in sq.ft, then in the larger units its field asks for
 * once reached ('5 cents · 2,178 sq.ft', '2 acres · 87,120 sq.ft · 36.3 grounds'). Pure, so cards
 * and pages format alike.
 */
import { SQFT_PER_UNIT, type AreaUnit, isAreaUnit } from '@/models/parse/area';
import { AREA_WORDS } from '@/models/words';

const grouped = (digits: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits });
const WHOLE = grouped(0);
const BY_DIGITS = [grouped(0), grouped(1), grouped(2)];

/** Three significant figures or whole numbers: 36.3 grounds, 2.07 acres, 150 cents. sq.ft is whole. */
export function roundedAmount(n: number, unit: AreaUnit): string {
  if (unit === 'sq.ft') return WHOLE.format(n);
  const digits = n >= 100 ? 0 : n >= 10 ? 1 : 2;
  return BY_DIGITS[digits].format(n);
}

/** Unit names in another language than English, one form for any number (the Tamil dictionary's card.units). */
export type UnitNames = Record<AreaUnit, string>;

/** '1 acre', '2.5 cents', '2,178 sq.ft'; entered values keep up to 2 decimals. */
export function amountIn(n: number, unit: AreaUnit, entered = false, names?: UnitNames): string {
  const text = entered ? BY_DIGITS[2].format(n) : roundedAmount(n, unit);
  if (names) return `${text} ${names[unit]}`;
  const words = AREA_WORDS.units[unit];
  return `${text} ${text === '1' ? words.one : words.many}`;
}

export interface StoredArea {
  value: number | null | undefined;
  unit: string | null | undefined;
  sqft: number | null | undefined;
}

const isSize = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** The area's parts, or [] when there is none. Cards pass no `alsoIn`: entered unit and sq.ft only. */
export function areaParts(area: StoredArea, alsoIn: readonly AreaUnit[] = [], names?: UnitNames): string[] {
  if (!isSize(area.value)) return [];
  const unit: AreaUnit = isAreaUnit(area.unit) ? area.unit : 'sq.ft';
  const sqft = isSize(area.sqft) ? area.sqft : area.value * SQFT_PER_UNIT[unit];
  const parts = [amountIn(area.value, unit, true, names)];
  if (unit !== 'sq.ft') parts.push(amountIn(sqft, 'sq.ft', false, names));
  for (const larger of alsoIn) {
    if (larger !== unit && sqft >= SQFT_PER_UNIT[larger]) parts.push(amountIn(sqft / SQFT_PER_UNIT[larger], larger, false, names));
  }
  return parts;
}

export const areaLine = (area: StoredArea, alsoIn?: readonly AreaUnit[], names?: UnitNames): string | null => {
  const parts = areaParts(area, alsoIn, names);
  return parts.length ? parts.join(AREA_WORDS.separator) : null;
};

/** Rupees per one `unit` of the area, rounded to the rupee; null when either is missing. */
export function pricePerUnit(price: number | null | undefined, sqft: number | null | undefined, unit: AreaUnit): number | null {
  if (!isSize(price) || !isSize(sqft)) return null;
  return Math.round(price / (sqft / SQFT_PER_UNIT[unit]));
}
