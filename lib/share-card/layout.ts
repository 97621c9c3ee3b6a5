/**
 * The two share cards as SVG, 1200 × 630 (the size Facebook, WhatsApp, LinkedIn and X crop to):
 * a listing's, laid over its photo, and the site's, for every other public page. Every line is
 * measured (font-metrics.ts) and cut or shrunk to fit, so nothing typed in a form can run off the card.
 */
import { fitLine, fitSize, textWidth } from './font-metrics';
import type { ListingCardText } from './listing-text';
import { svgDocument, svgText } from './svg';
import { isSold } from '@/models/sale';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const PAD = 56;
const INNER = CARD_WIDTH - 2 * PAD;
const STRIP = 78;
const STRIP_TOP = CARD_HEIGHT - STRIP;

/** The brand colours of app/globals.css: orange-700, orange-900 and orange-200. */
const BRAND = '#c2410c';
const BRAND_DARK = '#7c2d12';
const BRAND_LIGHT = '#fed7aa';
const BADGE = { approved: '#15803d', rera: '#1d4ed8', sold: '#b91c1c', held: '#b45309' };

export interface Dealer {
  brand: string;
  name: string;
  phone: string;
  website: string;
}

/** The mark of app/icon.svg (a white house on an orange tile), `size` px square at x, y. */
function mark(x: number, y: number, size: number): string {
  const s = size / 64;
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><rect width="64" height="64" rx="14" fill="#fff"/>` +
    `<path d="M14 32 32 16l18 16v16a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="${BRAND}"/></g>`
  );
}

/** A map pin, for the place line. */
const pin = (x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${BRAND_LIGHT}" stroke-width="2.2"><path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z"/><circle cx="12" cy="10" r="3"/></g>`;

/** Pills in a row from x (left to right), or ending at x (right to left); the text is white on `fill`. */
function pills(items: { text: string; fill: string }[], x: number, y: number, fromRight = false): string {
  const size = 26;
  const height = 48;
  let at = x;
  return items
    .map(({ text, fill }) => {
      const width = Math.ceil(textWidth(text, size, 'bold')) + 40;
      const left = fromRight ? at - width : at;
      at = fromRight ? left - 12 : left + width + 12;
      return (
        `<rect x="${left}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>` +
        svgText(text, { x: left + 20, y: y + 33, size, weight: 'bold' })
      );
    })
    .join('');
}

/** The orange band along the bottom: the mark, the brand over the dealer's name, and the phone number. */
function dealerStrip(d: Dealer, call: string): string {
  const callText = fitLine(call, INNER / 2, 32, 'bold');
  const textX = PAD + 62;
  const room = CARD_WIDTH - PAD - textWidth(callText, 32, 'bold') - 40 - textX;
  return [
    `<rect x="0" y="${STRIP_TOP}" width="${CARD_WIDTH}" height="${STRIP}" fill="${BRAND}"/>`,
    mark(PAD, STRIP_TOP + 16, 46),
    svgText(fitLine(d.brand, room, 27, 'bold'), { x: textX, y: STRIP_TOP + (d.name ? 35 : 49), size: 27, weight: 'bold' }),
    d.name ? svgText(fitLine(d.name, room, 21), { x: textX, y: STRIP_TOP + 63, size: 21, opacity: 0.92 }) : '',
    svgText(callText, { x: CARD_WIDTH - PAD, y: STRIP_TOP + 51, size: 32, weight: 'bold', anchor: 'end' }),
  ].join('');
}

/**
 * The facts beside the price, as many whole parts as fit ('4 BHK · 2,400 sq.ft', then
 * '5 cents' without its sq.ft), cut only when even the first part is too wide.
 */
function factsLine(parts: string[], max: number, size: number): string {
  for (let n = parts.length; n > 1; n--) {
    const line = parts.slice(0, n).join(' · ');
    if (textWidth(line, size) <= max) return line;
  }
  return parts.length ? fitLine(parts[0], max, size) : '';
}

/** Laid over the listing's photo (or the brand background): badges on top, the facts in a shaded band, the dealer at the bottom. */
export function listingOverlay(card: ListingCardText, dealer: Dealer, call: string): string {
  const defs =
    '<linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>' +
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.35" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.9"/></linearGradient>';
  const badges = card.badges.map(({ text, tone }) => ({ text, fill: BADGE[tone] }));
  const status = card.status ? [{ text: card.status, fill: isSold(card.status) ? BADGE.sold : BADGE.held }] : [];

  // The price on the left, never cut (a long one is drawn smaller); BHK and area share the rest of its line.
  const price = fitSize(card.price, INNER * 0.64, 88, 56, 'bold');
  const factsText = factsLine(card.facts, INNER - textWidth(price.text, price.size, 'bold') - 40, 36);
  // A long title is drawn a little smaller before it is cut.
  const title = fitSize(card.title, INNER, 44, 36, 'bold');

  const body = [
    badges.length || status.length ? `<rect width="${CARD_WIDTH}" height="150" fill="url(#top)"/>` : '',
    pills(badges, PAD, 40),
    pills(status, CARD_WIDTH - PAD, 40, true),
    `<rect y="250" width="${CARD_WIDTH}" height="${STRIP_TOP - 250}" fill="url(#shade)"/>`,
    svgText(title.text, { x: PAD, y: 384, size: title.size, weight: 'bold' }),
    pin(PAD - 2, 401, 30),
    svgText(fitLine(card.location, INNER - 40, 30), { x: PAD + 38, y: 428, size: 30, fill: BRAND_LIGHT }),
    svgText(price.text, { x: PAD, y: 522, size: price.size, weight: 'bold' }),
    factsText ? svgText(factsText, { x: CARD_WIDTH - PAD, y: 520, size: 36, anchor: 'end' }) : '',
    dealerStrip(dealer, call),
  ];
  return svgDocument(CARD_WIDTH, CARD_HEIGHT, body.join(''), defs);
}

/** The brand's background: for the site card, and under a listing that has no photo on disk. */
export function brandBackground(): string {
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${BRAND_DARK}"/></linearGradient>`;
  // Rooftops along the lower edge, as the home page's hero has them.
  const roofs = [
    'M80 630V520l70-56 70 56v110Z',
    'M260 630V480h120v150Z M240 486l80-60 80 60Z',
    'M700 630V500l80-64 80 64v130Z',
    'M890 630V460h140v170Z M870 466l90-66 90 66Z',
    'M1070 630V530l50-40 50 40v100Z',
  ];
  const body =
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>` +
    `<path d="M0 560 Q200 500 420 540 T820 520 T1200 540 V630 H0Z" fill="#fff" fill-opacity="0.07"/>` +
    `<g fill="#fff" fill-opacity="0.1">${roofs.map((d) => `<path d="${d}"/>`).join('')}</g>`;
  return svgDocument(CARD_WIDTH, CARD_HEIGHT, body, defs);
}

/** The site's card: the mark, brand, tagline, what it sells and the phone number, on the brand background. */
export function siteOverlay(d: Dealer, tagline: string, offer: string, call: string): string {
  const brand = fitSize(d.brand, INNER, 92, 56, 'bold');
  const callText = fitLine(call, INNER - 80, 40, 'bold');
  const callWidth = Math.ceil(textWidth(callText, 40, 'bold')) + 64;
  const body = [
    mark(PAD + 8, 64, 112),
    svgText(brand.text, { x: PAD + 8, y: 290, size: brand.size, weight: 'bold' }),
    svgText(fitLine(tagline, INNER, 40), { x: PAD + 8, y: 356, size: 40 }),
    svgText(fitLine(offer, INNER, 34, 'bold'), { x: PAD + 8, y: 420, size: 34, weight: 'bold', fill: BRAND_LIGHT }),
    `<rect x="${PAD + 8}" y="462" width="${callWidth}" height="72" rx="36" fill="#fff"/>`,
    svgText(callText, { x: PAD + 40, y: 512, size: 40, weight: 'bold', fill: BRAND }),
    d.website ? svgText(fitLine(d.website, INNER - callWidth - 40, 28), { x: CARD_WIDTH - PAD, y: 512, size: 28, anchor: 'end', opacity: 0.9 }) : '',
  ];
  return svgDocument(CARD_WIDTH, CARD_HEIGHT, body.join(''));
}
