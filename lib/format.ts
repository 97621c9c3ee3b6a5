import type { Lang } from './i18n/config';

export const PRICE_ON_REQUEST = 'Price on request';
export const NOT_AVAILABLE = 'N/A';
export const AREA_NOT_SPECIFIED = 'Area not specified';

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const UP_TO_2_DECIMALS = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const INTEGER = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

const LAKH = 100_000;
const CRORE = 10_000_000;

function isAmount(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

export function formatRupees(n: number | null | undefined): string | null {
  return isAmount(n) ? RUPEES.format(n) : null;
}

/** Lakh and crore after a short amount: 'L'/'Cr' in English, the words in Tamil (₹85 லட்சம்). */
export const MONEY_UNITS: Record<Lang, { lakh: string; crore: string }> = {
  en: { lakh: 'L', crore: 'Cr' },
  ta: { lakh: 'லட்சம்', crore: 'கோடி' },
};

/**
 * Short form for cards. Amounts are rounded to the nearest 0.01 lakh or crore, so 99,99,999
 * reads '₹1 Cr' (never '₹100 L'): the nearest short value, as a buyer would say it.
 */
export function formatRupeesCompact(n: number | null | undefined, lang: Lang = 'en'): string | null {
  if (!isAmount(n)) return null;
  if (n < LAKH) return formatRupees(n);
  const units = MONEY_UNITS[lang];
  // Rounded in whole hundredths first, so the unit is chosen on the value actually shown.
  const lakhs = Math.round(n / (LAKH / 100)) / 100;
  if (lakhs < 100) return `₹${UP_TO_2_DECIMALS.format(lakhs)} ${units.lakh}`;
  const crores = Math.round(n / (CRORE / 100)) / 100;
  return `₹${UP_TO_2_DECIMALS.format(crores)} ${units.crore}`;
}

/** Tamil lakh and crore with the dative ending (-க்கு) that 'under' (குறைவான) takes. */
const TAMIL_DATIVE: [string, string][] = [[MONEY_UNITS.ta.lakh, 'லட்சத்துக்கு'], [MONEY_UNITS.ta.crore, 'கோடிக்கு']];

/**
 * A short amount as 'under' needs it: unchanged in English ('under ₹1 Cr'); in Tamil the case
 * ending joins the word (₹1 கோடிக்கு, ₹85 லட்சத்துக்கு) or, after digits, a hyphen (₹99,999-க்கு).
 */
export function amountBelow(amount: string, lang: Lang): string {
  if (lang === 'en') return amount;
  const dative = TAMIL_DATIVE.find(([word]) => amount.endsWith(word));
  return dative ? `${amount.slice(0, -dative[0].length)}${dative[1]}` : `${amount}-க்கு`;
}

export function priceLabel(
  n: number | null | undefined,
  missing: typeof PRICE_ON_REQUEST | typeof NOT_AVAILABLE,
): string {
  return formatRupees(n) ?? missing;
}

export function pricePerSqft(price: number | null | undefined, sqft: number | null | undefined): string {
  if (!isAmount(price) || !isAmount(sqft) || price <= 0 || sqft <= 0) return NOT_AVAILABLE;
  return RUPEES.format(Math.round(price / sqft));
}

export function formatArea(area: { value: number; unit: string } | null | undefined): string {
  if (!area || !isAmount(area.value) || area.value <= 0) return AREA_NOT_SPECIFIED;
  return `${UP_TO_2_DECIMALS.format(area.value)} ${area.unit}`;
}

export function formatCount(n: number): string {
  return INTEGER.format(n);
}

// Dates as a buyer in Hosur reads them ('12 Nov 2026', '12 நவம்பர், 2026'), on India's clock
// whatever the server's zone. Tamil month names are given whole: their short forms read oddly.
const DAY: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  ta: new Intl.DateTimeFormat('ta-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
};

/** An ISO time or a YYYY-MM-DD day as '12 Nov 2026'; null for nothing or nonsense. */
export function formatDay(value: string | null | undefined, lang: Lang = 'en'): string | null {
  if (!value) return null;
  // A bare day is a calendar day, not midnight UTC (which is still the day before nowhere in India, but be exact).
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value);
  return Number.isNaN(time) ? null : DAY[lang].format(time);
}
