export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const REASON = 'must be an amount in rupees, e.g. 45,00,000 or 45 L or 1.2 Cr';

// Optional currency prefix, digits (plain, Indian 45,00,000 or Western 4,500,000 grouping),
// optional decimals, optional lakh/crore word, optional trailing "/-" as written on Indian price tags.
const AMOUNT =
  /^(?:₹|rs\.?|inr)?\s*(\d+|\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(\.\d+)?\s*(l|lakhs?|lacs?|cr|crores?)?\s*(?:\/-)?$/i;

const LAKH = 100_000;
const CRORE = 10_000_000;

function rupees(amount: number): Parsed<number | null> {
  const value = Math.round(amount);
  return amount >= 0 && Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, reason: REASON };
}

export function parseRupees(input: unknown): Parsed<number | null> {
  if (input === null || input === undefined) return { ok: true, value: null };
  if (typeof input === 'number') return Number.isFinite(input) ? rupees(input) : { ok: false, reason: REASON };
  if (typeof input !== 'string') return { ok: false, reason: REASON };

  const text = input.trim();
  if (text === '' || text.toLowerCase() === 'price on request') return { ok: true, value: null };

  const match = AMOUNT.exec(text);
  if (!match) return { ok: false, reason: REASON };
  const [, digits, decimals = '', word = ''] = match;
  const scale = word === '' ? 1 : /^c/i.test(word) ? CRORE : LAKH;
  return rupees(Number(digits.replaceAll(',', '') + decimals) * scale);
}
