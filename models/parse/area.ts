import type { Parsed } from './price';

export const AREA_UNITS = ['sq.ft', 'sq.m', 'cents', 'grounds', 'acres'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

/** Exact definitions: 1 cent = 1/100 acre, 1 ground = 2,400 sq.ft, 1 acre = 43,560 sq.ft, 1 m = 3.28084 ft. */
export const SQFT_PER_UNIT: Record<AreaUnit, number> = {
  'sq.ft': 1,
  'sq.m': 10.7639,
  cents: 435.6,
  grounds: 2400,
  acres: 43560,
};

export type Area = { value: number; unit: AreaUnit; sqft: number };

const REASON = 'must be a size such as 1,200 sq ft, 5 cents, 2 grounds or 1.5 acres';

// Digits as in price.ts; each unit spelling gets a named group so the match says which unit it was.
const SIZE =
  /^(?<digits>\d+|\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?<decimals>\.\d+)?\s*(?:(?<sqft>sq\.?\s*ft\.?|sft|square\s+feet)|(?<sqm>sq\.?\s*m\.?|square\s+met(?:re|er)s?)|(?<cents>cents?)|(?<grounds>grounds?)|(?<acres>acres?))?$/i;

const GROUP_UNIT = { sqft: 'sq.ft', sqm: 'sq.m', cents: 'cents', grounds: 'grounds', acres: 'acres' } as const;

export const isAreaUnit = (u: unknown): u is AreaUnit => typeof u === 'string' && (AREA_UNITS as readonly string[]).includes(u);

function area(value: number, unit: AreaUnit): Parsed<Area | null> {
  const sqft = Math.round(value * SQFT_PER_UNIT[unit] * 100) / 100;
  return value > 0 && Number.isFinite(sqft) ? { ok: true, value: { value, unit, sqft } } : { ok: false, reason: REASON };
}

/** The number and the unit written after it, if any. */
function read(input: unknown): Parsed<{ value: number; unit?: AreaUnit } | null> {
  if (input === null || input === undefined) return { ok: true, value: null };
  if (typeof input === 'number') return { ok: true, value: { value: input } };
  if (typeof input !== 'string') return { ok: false, reason: REASON };
  const text = input.trim();
  if (text === '') return { ok: true, value: null };
  const groups = SIZE.exec(text)?.groups;
  if (!groups) return { ok: false, reason: REASON };
  const key = (Object.keys(GROUP_UNIT) as (keyof typeof GROUP_UNIT)[]).find((k) => groups[k] !== undefined);
  const value = Number(groups.digits.replaceAll(',', '') + (groups.decimals ?? ''));
  return { ok: true, value: { value, unit: key ? GROUP_UNIT[key] : undefined } };
}

export function parseArea(input: unknown): Parsed<Area | null> {
  const r = read(input);
  if (!r.ok || r.value === null) return r as Parsed<null>;
  return area(r.value.value, r.value.unit ?? 'sq.ft');
}

/**
 * An area typed as a number beside a unit select ('2.5' and 'cents'). The unit may also be written
 * in the text ('2.5 cents', as API clients and the seed send it); a unit in both places must agree.
 * `allowed` is the field's units (models/fields.ts); no unit at all means sq.ft.
 */
export function parseAreaIn(input: unknown, unit: unknown, allowed: readonly AreaUnit[] = AREA_UNITS): Parsed<Area | null> {
  const blankUnit = unit === undefined || unit === null || (typeof unit === 'string' && unit.trim() === '');
  const chosen = blankUnit ? undefined : typeof unit === 'string' ? unit.trim().toLowerCase() : unit;
  const oneOf = `must be one of: ${allowed.join(', ')}`;
  if (chosen !== undefined && !(isAreaUnit(chosen) && allowed.includes(chosen))) return { ok: false, reason: `unit ${oneOf}` };
  const r = read(input);
  if (!r.ok || r.value === null) return r as Parsed<null>;
  const written = r.value.unit;
  if (written && chosen && written !== chosen) return { ok: false, reason: `is written in ${written} but its unit is ${chosen}` };
  const final = (chosen ?? written ?? 'sq.ft') as AreaUnit;
  if (!allowed.includes(final)) return { ok: false, reason: `unit ${oneOf}` };
  return area(r.value.value, final);
}
