// The map view of a list over real HTTP: '?view=map' is one cached page per filter, like any
// filtered list (its filter-segment twin is the same page), it shows the same cards in the same
// order as the list, counts the matches without a location, and a junk view makes no new page.
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeFilter } from '@/lib/listings/filter-segment';
import { client, type Json, listingForm, marker } from './support/client';
import { canonicalOf, cardIds, countOf, page } from './support/pages';

const c = client();
const ENGINE = process.env.TEST_ENGINE;
const MARK = marker('lm');
const b64 = (q: string) => encodeFilter(new URLSearchParams(q));

// 14 three-bedroom villas (two pages of 12): 10 with a pin, 4 without; one four-bedroom with a pin.
const villas: Json[] = [];
beforeAll(async () => {
  for (let i = 0; i < 15; i++) {
    const pinned = i === 14 || i % 7 > 1;
    villas.push(
      await c.seed('villas', {
        title: `${MARK} villa ${i}`,
        bedrooms: i === 14 ? '4' : '3',
        price: String(4_000_000 + i * 100_000),
        ...(pinned ? { lat: String(12.7 + i / 1000), lng: String(77.8 + i / 1000) } : {}),
      }),
    );
  }
});

/** The listings a filter matches, all pages, from the API (which carries each pin). */
async function apiListings(query: string): Promise<Json[]> {
  const r = await c.list('villas', `${query}&limit=100`);
  expect(r.status, r.text).toBe(200);
  return r.body.data as Json[];
}

const noteOf = (html: string) => /data-testid="map-note"[^>]*>([^<]*)</.exec(html.replace(/<!-- -->/g, ''))?.[1] ?? null;

describe(`the map view of a list (${ENGINE})`, () => {
  const LIST = `/villas?q=${MARK}&bedrooms=3`;
  const MAP = `${LIST}&view=map`;

  it('is one cached page: the query address and its filter-segment twin answer the same page', async () => {
    const first = await page(`/villas?view=map&bedrooms=3&q=${MARK}&utm_source=wa`);
    const twin = await page(`/villas/f/${b64(`q=${MARK}&bedrooms=3&view=map`)}`);
    expect(twin.cache).toBe('HIT');
    expect(twin.html).toBe(first.html);
    const again = await page(MAP);
    expect(again.cache).toBe('HIT');
    expect(again.html).toBe(first.html);
    // Its canonical address is the list's: the map view is the same list drawn another way.
    expect(new URL(canonicalOf(first)).search).toBe(`?q=${MARK}&bedrooms=3`);
  });

  it("shows the list's cards in the list's order, page by page, with the same count", async () => {
    for (const suffix of ['', '&page=2', '&sort=price-desc']) {
      const list = await page(`${LIST}${suffix}`);
      const map = await page(`${MAP}${suffix}`);
      expect(cardIds(map, 'villas'), suffix).toEqual(cardIds(list, 'villas'));
      expect(cardIds(map, 'villas').length, suffix).toBeGreaterThan(0);
      expect(countOf(map), suffix).toEqual(countOf(list));
    }
    // The pages of the map view stay on it.
    expect((await page(MAP)).html).toContain(`href="/villas?q=${MARK}&amp;bedrooms=3&amp;page=2&amp;view=map"`);
  });

  it('counts the matches that have no location yet, on every page', async () => {
    const all = await apiListings(`q=${MARK}&bedrooms=3`);
    expect(all).toHaveLength(14);
    const without = all.filter((l) => l.lat === null || l.lng === null).length;
    expect(without).toBe(4);
    for (const p of [MAP, `${LIST}&page=2&view=map`]) expect(noteOf((await page(p)).html), p).toBe(`${without} listings have no location yet`);
    // The list view has no map and no such line.
    expect(noteOf((await page(LIST)).html)).toBeNull();
    // Narrowed to one without a location: the singular.
    const lone = all.find((l) => l.lat === null)!;
    const priced = `/villas?q=${MARK}&bedrooms=3&minPrice=${lone.price}&maxPrice=${lone.price}&view=map`;
    expect(noteOf((await page(priced)).html)).toBe('1 listing has no location yet');
    expect(noteOf((await page(`/ta${MAP}`)).html)).toBe(`${without} சொத்துகளுக்கு இன்னும் இருப்பிடம் குறிக்கப்படவில்லை`);
  });

  it('a pin added through the API shows at once: one fewer without a location', async () => {
    const before = noteOf((await page(MAP)).html);
    expect(before).toBe('4 listings have no location yet');
    const lone = (await apiListings(`q=${MARK}&bedrooms=3`)).find((l) => l.lat === null)!;
    const form = await listingForm('villas', {
      title: lone.title, bedrooms: '3', price: String(lone.price), lat: '12.75', lng: '77.83', mainImagePath: lone.mainImage, version: String(lone.version),
    }, { mainImage: null });
    const r = await c.update('villas', lone._id, form);
    expect(r.status, r.text).toBe(200);
    expect(noteOf((await page(MAP)).html)).toBe('3 listings have no location yet');
  });

  it('has the List / Map links, keeping the filters, in both languages', async () => {
    const linksOf = (html: string, label: string) =>
      [...(new RegExp(`<nav aria-label="${label}"[\\s\\S]*?</nav>`).exec(html)?.[0] ?? '').matchAll(/<a ([^>]*)>[\s\S]*?([^<>]+)<\/a>/g)].map((m) => ({
        href: /href="([^"]*)"/.exec(m[1])?.[1].replace(/&amp;/g, '&'),
        current: m[1].includes('aria-current="page"'),
        text: m[2],
      }));
    const q = `q=${MARK}&bedrooms=3`;
    expect(linksOf((await page(MAP)).html, 'Show as')).toEqual([
      { href: `/villas?${q}`, current: false, text: 'List' },
      { href: `/villas?${q}&view=map`, current: true, text: 'Map' },
    ]);
    expect(linksOf((await page(`/ta${LIST}`)).html, 'காட்டும் விதம்')).toEqual([
      { href: `/ta/villas?${q}`, current: true, text: 'பட்டியல்' },
      { href: `/ta/villas?${q}&view=map`, current: false, text: 'வரைபடம்' },
    ]);
  });

  it('a junk view makes no new page: it is the list, served from the same cache entry', async () => {
    const list = await page(LIST);
    for (const junk of ['list', 'grid', 'MAP', '', 'map%00']) {
      const pg = await page(`${LIST}&view=${junk}`);
      expect(pg.cache, junk).toBe('HIT');
      expect(pg.html, junk).toBe(list.html);
    }
    const plain = await page('/villas');
    const junkPlain = await page('/villas?view=grid');
    expect(junkPlain.cache).toBe('HIT');
    expect(junkPlain.html).toBe(plain.html);
    // A segment with a view that is not canonical is no page at all.
    await page(`/villas/f/${b64(`q=${MARK}&bedrooms=3&view=list`)}`, 404);
  });
});
