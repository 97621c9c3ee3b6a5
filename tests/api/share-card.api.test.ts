// Issue 14 item 3: link previews. Every listing page offers its share card (a 1200 × 630 JPEG under
// 300 KB, with a new address whenever the listing changes) as og:image and twitter:image; every
// other public page offers the site card. Read over real HTTP, by hand and by a link-preview reader.
import { randomBytes } from 'node:crypto';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, expectGone, fileOf, type Json, listingForm, marker } from './support/client';
import { metaOf, page } from './support/pages';

const c = client();
const ENGINE = process.env.TEST_ENGINE;
const MARK = marker('sc');
const MAX_BYTES = 300_000;

let villa: Json;
let plot: Json;

/** GETs an image and checks it is what previews want: a JPEG of 1200 × 630 under 300 KB. */
async function expectCard(url: string): Promise<number> {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
  return bytes.length;
}

/** The og:image of a page, with the tags that describe it, as the page's HTML has them. */
async function ogImageOf(path: string) {
  const pg = await page(path);
  const tag = (name: string) => metaOf(pg, name);
  return {
    url: tag('og:image'),
    width: tag('og:image:width'),
    height: tag('og:image:height'),
    type: tag('og:image:type'),
    alt: tag('og:image:alt'),
    twitterCard: tag('twitter:card'),
    twitterImage: tag('twitter:image'),
  };
}

// Its defaults want a public host name; the test server is 'localhost'.
const VALIDATOR = {
  allow_fragments: true,
  allow_protocol_relative_urls: false,
  allow_query_components: true,
  allow_trailing_dot: false,
  allow_underscores: false,
  protocols: ['http', 'https'],
  require_host: true,
  require_port: false,
  require_protocol: true,
  require_tld: false,
  require_valid_protocol: true,
  validate_length: true,
};

/** What a real link-preview reader (open-graph-scraper) makes of a page. */
async function preview(path: string) {
  const { error, result } = await ogs({ url: `${c.ctx.baseURL}${path}`, timeout: 20, urlValidatorSettings: VALIDATOR });
  expect(error, JSON.stringify(result)).toBe(false);
  return result;
}

async function noisePhoto() {
  const jpeg = await sharp(randomBytes(3000 * 2000 * 3), { raw: { width: 3000, height: 2000, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  return fileOf(jpeg, 'noise.jpg', 'image/jpeg');
}

beforeAll(async () => {
  villa = await c.seed('villas', { title: `${MARK} villa <b>"Sunrise"</b> & 'Moon'`, price: '85,00,000', approvalAuthority: 'DTCP' }, { mainImage: await noisePhoto() });
  plot = await c.seed('plots', { title: `${MARK} corner plot`, area: '5 cents' });
}, 120_000);

describe(`share cards over HTTP on ${ENGINE}`, () => {
  it('a listing page offers its own card as og:image and twitter:image: a 1200 × 630 JPEG under 300 KB', async () => {
    for (const [slug, listing] of [['villas', villa], ['plots', plot]] as const) {
      expect(listing.shareCard).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{24}\.jpg$/);
      const og = await ogImageOf(`/${slug}/${listing._id}`);
      expect(og).toMatchObject({
        url: `${c.ctx.baseURL}${listing.shareCard}`,
        width: '1200',
        height: '630',
        type: 'image/jpeg',
        twitterCard: 'summary_large_image',
        twitterImage: `${c.ctx.baseURL}${listing.shareCard}`,
      });
      expect(og.alt).toContain(listing.title);
      const bytes = await expectCard(og.url);
      console.log(`${slug} card: ${(bytes / 1024).toFixed(1)} KB`);
    }
    expect((await ogImageOf(`/villas/${villa._id}`)).alt).toContain('DTCP approved');
    const res = await fetch(`${c.ctx.baseURL}${villa.shareCard}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("a price change gives the card a new address, and the old card's file and address go", async () => {
    const before = villa.shareCard as string;
    const form = await listingForm('villas', { title: villa.title, price: '79,00,000', approvalAuthority: 'DTCP', mainImagePath: villa.mainImage, version: String(villa.version) }, { mainImage: null });
    const r = await c.update('villas', villa._id, form);
    expect(r.status, r.text).toBe(200);
    villa = r.body.data;
    expect(villa.shareCard).toMatch(/\.jpg$/);
    expect(villa.shareCard).not.toBe(before);
    const og = await ogImageOf(`/villas/${villa._id}`);
    expect(og.url).toBe(`${c.ctx.baseURL}${villa.shareCard}`);
    await expectCard(og.url);
    await expectGone(c.ctx, [before]);
    expect((await fetch(`${c.ctx.baseURL}${before}`)).status).toBe(404);
  });

  it('a link-preview reader finds the card on a listing page, and the site card on the home and list pages', async () => {
    const detail = await preview(`/villas/${villa._id}`);
    expect(detail.ogImage?.[0]).toMatchObject({ url: `${c.ctx.baseURL}${villa.shareCard}`, type: 'image/jpeg' });
    expect(String(detail.ogImage?.[0].width)).toBe('1200');
    expect(String(detail.ogImage?.[0].height)).toBe('630');
    expect(detail.ogImage?.[0].alt).toContain(villa.title);
    expect(detail.twitterCard).toBe('summary_large_image');
    expect(detail.twitterImage?.[0].url).toBe(`${c.ctx.baseURL}${villa.shareCard}`);
    expect(detail.ogTitle).toBe(villa.title);

    // Pages rendered at build (/about) carry the build's SITE_URL; the card's address is what matters.
    let siteCard = '';
    for (const path of ['/', '/plots', '/villas?bedrooms=3', '/about', '/contact']) {
      const result = await preview(path);
      const image = result.ogImage?.[0];
      const address = image ? new URL(image.url) : null;
      expect(`${address?.pathname}${address?.search}`, path).toMatch(/^\/site-card\.jpg\?v=[0-9a-f]{8}$/);
      expect(image).toMatchObject({ type: 'image/jpeg' });
      expect([String(image?.width), String(image?.height)]).toEqual(['1200', '630']);
      expect(image?.alt).toMatch(/\S/);
      expect(result.twitterCard).toBe('summary_large_image');
      expect(result.twitterImage?.[0].url).toBe(image?.url);
      siteCard ||= `${c.ctx.baseURL}${address!.pathname}${address!.search}`;
      expect(siteCard.endsWith(`${address!.pathname}${address!.search}`)).toBe(true);
    }
    const bytes = await expectCard(siteCard);
    console.log(`site card: ${(bytes / 1024).toFixed(1)} KB`);
  }, 60_000);

  it("a deleted listing's card goes with it", async () => {
    const listing = await c.seed('plots', { title: `${MARK} short-lived plot` });
    await expectCard(`${c.ctx.baseURL}${listing.shareCard}`);
    expect((await c.remove('plots', listing._id)).status).toBe(200);
    await expectGone(c.ctx, [listing.shareCard]);
    expect((await fetch(`${c.ctx.baseURL}${listing.shareCard}`)).status).toBe(404);
  });
});
