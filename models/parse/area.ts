import type { Parsed } from './price';

export const AREA_UNITS = ['sq.ft', 'sq.m', 'cents', 'grounds', 'acres'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

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

function area(value: number, unit: AreaUnit): Parsed<Area | null> {
  const sqft = Math.round(value * SQFT_PER_UNIT[unit] * 100) / 100;
  return value > 0 && Number.isFinite(sqft) ? { ok: true, value: { value, unit, sqft } } : { ok: false, reason: REASON };
}

export function parseArea(input: unknown): Parsed<Area | null> {
  if (input === null || input === undefined) return { ok: true, value: null };
  if (typeof input === 'number') return area(input, 'sq.ft');
  if (typeof input !== 'string') return { ok: false, reason: REASON };

  const text = input.trim();
  if (text === '') return { ok: true, value: null };

  const groups = SIZE.exec(text)?.groups;
  if (!groups) return { ok: false, reason: REASON };
  const key = (Object.keys(GROUP_UNIT) as (keyof typeof GROUP_UNIT)[]).find((k) => groups[k] !== undefined);
  const value = Number(groups.digits.replaceAll(',', '') + (groups.decimals ?? ''));
  return area(value, key ? GROUP_UNIT[key] : 'sq.ft');
}
