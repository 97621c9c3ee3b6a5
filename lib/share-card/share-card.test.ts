import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { KINDS } from '@/models/kinds';
import { fitLine, fitSize, textWidth } from './font-metrics';
import { CARD_HEIGHT, CARD_WIDTH, listingOverlay } from './layout';
import { type CardSource, listingCardText } from './listing-text';
import { MAX_CARD_BYTES, renderCard } from './render';
import { dealer, SITE_CARD_PATH, siteCardImage, siteCardSvg } from './site';
import { escapeXml, svgDocument, svgText } from './svg';

const villa: CardSource = {
  title: '4 BHK Premium Villa',
  location: 'Bagalur Road, Hosur',
  price: 12_500_000,
  area: 2400,
  areaUnit: 'sq.ft',
  areaSqft: 2400,
  status: 'Ready to Move',
  approvalAuthority: 'DTCP',
  reraNumber: 'TN/29/Building/0123/2023',
  bedrooms: 4,
};
const plot: CardSource = { ...villa, title: 'Corner plot', price: 1_800_000, area: 5, areaUnit: 'cents', areaSqft: 2178, status: 'Sold', approvalAuthority: 'Not approved', reraNumber: null, bedrooms: null };
const HOSTILE = `Villa <script>alert("x")</script> & 'Sons' ]]> <!-- \u0007`;

/** How many pixels of a drawing are opaque: text that librsvg dropped or refused leaves none. */
async function inkOf(svg: string): Promise<number> {
  const { data } = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  return data.reduce((n, a) => n + (a > 128 ? 1 : 0), 0);
}

describe('share card text', () => {
  it('says the price in lakh or crore, BHK and the area in its entered unit, and the badges the documents support', () => {
    expect(listingCardText(KINDS.villa, villa)).toMatchObject({
      price: '₹1.25 Cr',
      facts: ['4 BHK', '2,400 sq.ft'],
      badges: [{ text: 'DTCP approved', tone: 'approved' }, { text: 'RERA registered', tone: 'rera' }],
      status: null,
      alt: '4 BHK Premium Villa, Bagalur Road, Hosur · ₹1.25 Cr · 4 BHK · 2,400 sq.ft · DTCP approved · RERA registered',
    });
    expect(listingCardText(KINDS.plot, plot)).toMatchObject({ price: '₹18 L', facts: ['5 cents', '2,178 sq.ft'], badges: [], status: 'Sold' });
  });

  it('shows no approval badge for an empty or refused approval, and "Price on request" without a price', () => {
    for (const approvalAuthority of [null, '', 'Not approved', 'Some office']) {
      expect(listingCardText(KINDS.plot, { ...plot, approvalAuthority }).badges).toEqual([]);
    }
    expect(listingCardText(KINDS.plot, { ...plot, approvalAuthority: 'Local body' }).badges).toEqual([{ text: 'Local body approved', tone: 'approved' }]);
    expect(listingCardText(KINDS.plot, { ...plot, price: null, area: null }).price).toBe('Price on request');
    expect(listingCardText(KINDS.plot, { ...plot, price: null, area: null }).facts).toEqual([]);
    // A plot has no bedrooms field: a stray value is not shown.
    expect(listingCardText(KINDS.plot, { ...plot, bedrooms: 3 }).facts).toEqual(['5 cents', '2,178 sq.ft']);
    expect(listingCardText(KINDS.villa, { ...villa, bedrooms: 6 }).facts[0]).toBe('5+ BHK');
  });
});

describe('fitting text', () => {
  it('keeps a line that fits and cuts one that does not at a word, never wider than asked', () => {
    expect(fitLine('Bagalur Road, Hosur', 600, 30)).toBe('Bagalur Road, Hosur');
    const long = 'An extremely long title for a house that keeps going well past the edge of the card';
    for (const max of [200, 500, 900]) {
      const cut = fitLine(long, max, 44, 'bold');
      expect(cut.endsWith('…')).toBe(true);
      expect(textWidth(cut, 44, 'bold')).toBeLessThanOrEqual(max);
    }
    expect(fitLine('W'.repeat(80), 300, 44, 'bold')).toMatch(/^W+…$/);
    expect(fitSize('Price on request', 700, 88, 56, 'bold')).toEqual({ text: 'Price on request', size: 74 });
  });
});

describe('share card SVG', () => {
  it('escapes what people type, so a title cannot break the drawing or add markup', () => {
    expect(escapeXml(`<b a="1">&'`)).toBe('&lt;b a=&quot;1&quot;&gt;&amp;&apos;');
    expect(escapeXml('bell\u0007 and \uFFFE gone, tab\tkept')).toBe('bell and  gone, tab\tkept');
    const svg = listingOverlay(listingCardText(KINDS.villa, { ...villa, title: HOSTILE, location: `O'Brien <Layout> & "Co"` }), dealer(), 'Call +91 90000 00001');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<!--');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('O&apos;Brien &lt;Layout&gt; &amp; &quot;Co&quot;');
  });

  it('draws escaped text rather than dropping it', async () => {
    const line = (text: string) => svgDocument(600, 80, svgText(text, { x: 10, y: 55, size: 40, weight: 'bold', fill: '#000' }));
    const plain = await inkOf(line('AAAAA'));
    expect(plain).toBeGreaterThan(500);
    expect(await inkOf(line(`<&"'>`))).toBeGreaterThan(plain / 4);
    expect(await inkOf(line(HOSTILE))).toBeGreaterThan(plain);
  });
});

describe('rendering', () => {
  it('makes a 1200 × 630 JPEG under 300 KB, even from a large photo of pure noise', async () => {
    const noise = await sharp(randomBytes(2400 * 1600 * 3), { raw: { width: 2400, height: 1600, channels: 3 } }).webp({ quality: 90 }).toBuffer();
    const overlay = listingOverlay(listingCardText(KINDS.villa, { ...villa, title: HOSTILE }), dealer(), 'Call +91 90000 00001');
    const started = performance.now();
    const jpeg = await renderCard(overlay, noise);
    const ms = performance.now() - started;
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(jpeg.length).toBeLessThanOrEqual(MAX_CARD_BYTES);
    console.log(`share card from a 2400×1600 noise photo: ${(jpeg.length / 1024).toFixed(1)} KB in ${ms.toFixed(0)} ms`);
  });

  it('crops a portrait photo to fill the card, and draws the site card on the brand background', async () => {
    const portrait = await sharp({ create: { width: 600, height: 1200, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    const card = await renderCard(listingOverlay(listingCardText(KINDS.plot, plot), dealer(), 'Call'), portrait);
    expect(await sharp(card).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const site = await renderCard(siteCardSvg(), null);
    expect(await sharp(site).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(site.length).toBeLessThanOrEqual(MAX_CARD_BYTES);
    console.log(`site card: ${(site.length / 1024).toFixed(1)} KB`);
  });

  it('draws the card from the first of its files on disk, and on the brand background when none is', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
    const file = path.join(os.tmpdir(), `card-photo-${randomBytes(4).toString('hex')}.jpg`);
    const missing = `${file}.missing`;
    fs.writeFileSync(file, photo);
    const overlay = listingOverlay(listingCardText(KINDS.villa, villa), dealer(), 'Call');
    try {
      const fromFile = await renderCard(overlay, file);
      expect((await renderCard(overlay, { files: [missing, file] })).equals(fromFile)).toBe(true);
      expect((await renderCard(overlay, { files: [null, missing] })).equals(await renderCard(overlay, null))).toBe(true);
      expect(fromFile.equals(await renderCard(overlay, null))).toBe(false);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it("addresses the site card with a hash of its drawing, so a new dealer's details get a new address", () => {
    const image = siteCardImage();
    expect(image).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg' });
    expect(image.url).toMatch(new RegExp(`^${SITE_CARD_PATH}\\?v=[0-9a-f]{8}$`));
    expect(image.alt).toContain(dealer().brand);
  });
});
