/**
 * Interface words of areas and their units, in one object so that a Tamil file can mirror it key
 * for key (the EMI estimate's are in emi-words.ts, apart, so list pages do not ship them).
 * Functions take the numbers already formatted.
 */
import type { AreaUnit } from './parse/area';

export const AREA_WORDS = {
  /** Unit names after a number: one for exactly 1 ('1 acre'), else many ('2.5 acres'). */
  units: {
    'sq.ft': { one: 'sq.ft', many: 'sq.ft', spoken: 'square feet' },
    'sq.m': { one: 'sq.m', many: 'sq.m', spoken: 'square metres' },
    cents: { one: 'cent', many: 'cents', spoken: 'cents' },
    grounds: { one: 'ground', many: 'grounds', spoken: 'grounds' },
    acres: { one: 'acre', many: 'acres', spoken: 'acres' },
  } satisfies Record<AreaUnit, { one: string; many: string; spoken: string }>,
  /** Between the same area in several units: '5 cents · 2,178 sq.ft'. */
  separator: ' · ',
  /** The unit select beside an area field (its accessible name). */
  unitLabel: (field: string) => `${field} unit`,
  /** Price per unit on cards ('₹1,500/sq.ft') and as a spoken phrase. */
  perUnit: (amount: string, unit: string) => `${amount}/${unit}`,
  perUnitSpoken: (amount: string, unit: string) => `${amount} per ${unit}`,
};

/**
 * How a list caption words its filters ('3 BHK East facing villas under ₹1 Cr in Hosur — page 2'),
 * as templates with {placeholders} (lib/i18n/fill.ts): the English dictionary's `listCaption`
 * section, which the Tamil one mirrors key for key. `order` places the pieces; a piece left empty
 * is dropped with its space, so a language puts them in its own word order.
 */
export const LIST_CAPTION_WORDS = {
  order: '{featured} {approved} {rera} {bedrooms} {facing} {type} {status} {kind} {price} {area} {search} in Hosur {sort}',
  featured: 'featured',
  approved: 'approved',
  rera: 'RERA-registered',
  facing: '{facing} facing',
  type: '{type}',
  status: '{status}',
  /** {max} in `under` is the amount as 'under' needs it (lib/format.ts amountBelow). */
  priceRange: 'from {min} to {max}',
  priceUnder: 'under {max}',
  priceFrom: 'from {min}',
  areaRange: 'of {min} to {max} {unit}',
  areaAtLeast: 'of at least {min} {unit}',
  areaAtMost: 'of at most {max} {unit}',
  search: 'matching “{q}”',
  sort: '({sort})',
  page: '{caption} — page {page}',
};

export type ListCaptionWords = typeof LIST_CAPTION_WORDS;

/**
 * The sale marks shown as chips beside a listing's status (issue 13); they are looked up in the
 * dictionaries' option values like a status. The rest of the sale words are in lib/i18n (`ui.sale`).
 */
export const SALE_WORDS = {
  featured: 'Featured',
  reduced: 'Price reduced',
};

/**
 * The share card (issue 14): the 1200 × 630 picture a link preview shows for a listing or for the
 * site, and the alt text that goes with it in og:image:alt.
 */
export const SHARE_CARD_WORDS = {
  /** The approval badge, for an authority of APPROVED_BY ('DTCP approved'). */
  approved: (authority: string) => `${authority} approved`,
  rera: 'RERA registered',
  /** Under the brand on the site card. */
  offer: 'Villas · Plots · Houses in Hosur',
  call: (phone: string) => `Call ${phone}`,
  listingAlt: (title: string, location: string, facts: string[]) => [`${title}, ${location}`, ...facts].join(' · '),
  siteAlt: (brand: string, tagline: string, phone: string) => `${brand}: ${tagline}. Call ${phone}.`,
};
