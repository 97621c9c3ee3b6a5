// Issue 11 item 1: every list URL is rendered on the server exactly as it asks (filters, sort,
// page), with its own title, description and canonical link; unknown and invalid parameters are
// dropped, never a 500; a page past the end and a filter segment that is not canonical are 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { client, type Json, marker, type Slug } from './support/client';
import { canonicalOf, cardIds, countOf, expectText, getPage, metaOf, page, paginationOf, robotsOf, titleOf } from './support/pages';

const c = client();
const ENGINE = process.env.TEST_ENGINE;
const MARK = marker('lp');
const TAMIL = 'ஓசூர்நிலம்';
const BRAND_SUFFIX = / \| [^|]+$/;

// 14 villas with the marker: 13 of 3 BHK under ₹1 Cr (two pages of '3 BHK villas under ₹1 Cr'),
// one 4 BHK; three plots, one with a Tamil word in its title.
const villas: Json[] = [];
const plots: Json[] = [];

beforeAll(async () => {
  for (let i = 0; i < 14; i++) {
    villas.push(
      await c.seed('villas', {
        title: `${MARK} villa ${i}`,
        bedrooms: i === 13 ? '4' : '3',
        price: String(4_000_000 + ((i * 5) % 14) * 100_000),
        area: String(1000 + i * 10),
        facing: i % 2 ? 'East' : 'West',
      }),
    );
  }
  for (const [i, type] of ['Residential', 'Commercial', 'Residential'].entries()) {
    plots.push(await c.seed('plots', { title: i === 2 ? `${MARK} ${TAMIL} plot` : `${MARK} plot ${i}`, type, price: String(1_000_000 * (i + 1)) }));
  }
});

/** The ids the API answers for the same filters (page size 12, like the site). */
async function apiIds(slug: Slug, query: string): Promise<{ ids: string[]; total: number; totalPages: number }> {
  const r = await c.list(slug, `${query}${query ? '&' : ''}limit=12`);
  expect(r.status, r.text).toBe(200);
  return { ids: (r.body.data as Json[]).map((l) => l._id), total: r.body.pagination.total, totalPages: r.body.pagination.totalPages };
}

/** A list page shows exactly what the API answers for the same query: cards, count and page. */
async function expectSameAsApi(slug: Slug, pagePath: string, apiQuery: string) {
  const pg = await page(pagePath);
  const want = await apiIds(slug, apiQuery);
  expect(cardIds(pg, slug), pagePath).toEqual(want.ids);
  if (want.total > 0) {
    expect(countOf(pg), pagePath).toMatchObject({ total: want.total, pages: want.totalPages });
  } else {
    expect(countOf(pg), pagePath).toBeNull();
  }
  return { pg, want };
}

describe(`list pages render what their URL asks, on the server (${ENGINE})`, () => {
  it('a text search with a filter: the matching cards and count, newest first', async () => {
    const { pg } = await expectSameAsApi('villas', `/villas?q=${MARK}&bedrooms=3`, `q=${MARK}&bedrooms=3`);
    expect(countOf(pg)).toEqual({ total: 13, found: true, page: 1, pages: 2 });
    expect(cardIds(pg, 'villas')).toEqual(villas.slice(1, 13).reverse().map((v) => v._id));
  });

  it('page 2 holds the rest, with working pagination links; page 3 is a 404', async () => {
    const first = await page(`/villas?q=${MARK}`);
    expect(countOf(first)).toEqual({ total: 14, found: true, page: 1, pages: 2 });
    const links = paginationOf(first);
    expect(links.prev).toBeUndefined();
    expect(links.next).toBe(`/villas?q=${MARK}&page=2`);
    const nextAnchor = /<a (?=[^>]*rel="next")(?=[^>]*href="[^"]*page=2")[^>]*>/.test(first.html);
    expect(nextAnchor, 'a link to page 2 with rel="next"').toBe(true);

    const second = await page(links.next!);
    expect(cardIds(second, 'villas')).toEqual([villas[1], villas[0]].map((v) => v._id));
    expect(countOf(second)).toEqual({ total: 14, found: true, page: 2, pages: 2 });
    expect(paginationOf(second)).toEqual({ prev: `/villas?q=${MARK}`, pages: { '1': `/villas?q=${MARK}` } });
    const current = /<span aria-current="page"[^>]*><span class="sr-only">Page <\/span>(?:<!-- -->)?2<\/span>/.test(second.html);
    expect(current, 'page 2 marked aria-current').toBe(true);

    expect((await getPage(`/villas?q=${MARK}&page=3`)).status).toBe(404);
    expect((await getPage(`/villas?q=${MARK}&page=10000`)).status).toBe(404);
  });

  it('sort and price range: the same order as the API', async () => {
    for (const sort of ['price-asc', 'price-desc', 'area-desc']) {
      await expectSameAsApi('villas', `/villas?sort=${sort}&q=${MARK}`, `q=${MARK}&sort=${sort}`);
    }
    const { pg } = await expectSameAsApi('villas', `/villas?q=${MARK}&minPrice=4300000&maxPrice=4800000&sort=price-asc`, `q=${MARK}&minPrice=4300000&maxPrice=4800000&sort=price-asc`);
    expect(countOf(pg)?.total).toBe(6);
    // A reversed range is the same page.
    const reversed = await page(`/villas?q=${MARK}&minPrice=4800000&maxPrice=4300000&sort=price-asc`);
    expect(cardIds(reversed, 'villas')).toEqual(cardIds(pg, 'villas'));
    expect(canonicalOf(reversed)).toBe(canonicalOf(pg));
  });

  it('filters without a search match the API over every listing (each kind, each filter)', async () => {
    const cases: [Slug, string][] = [
      ['villas', 'bedrooms=3'],
      ['villas', 'bedrooms=3&page=2'],
      ['villas', 'facing=East&sort=price-desc'],
      ['villas', 'status=Ready+to+Move&minPrice=4500000'],
      ['plots', 'type=Residential'],
      ['plots', 'status=Available&facing=North&sort=price-asc'],
      ['homes', 'bedrooms=2&type=Independent+House'],
      ['villas', 'bedrooms=1'],
    ];
    for (const [slug, query] of cases) await expectSameAsApi(slug, `/${slug}?${query}`, query);
  });

  it('a Tamil search finds the listing', async () => {
    const { pg } = await expectSameAsApi('plots', `/plots?q=${encodeURIComponent(TAMIL)}`, `q=${encodeURIComponent(TAMIL)}`);
    expect(cardIds(pg, 'plots')).toEqual([plots[2]._id]);
    expect(titleOf(pg).replace(BRAND_SUFFIX, '')).toBe(`Plots matching “${TAMIL}” in Hosur`);
    expect(canonicalOf(pg)).toBe(`${c.ctx.baseURL}/plots?q=${encodeURIComponent(TAMIL)}`);
  });

  it('no match: the no-match state with a link to clear the filters, and no count', async () => {
    const pg = await page(`/villas?q=${MARK}&bedrooms=1`);
    expect(cardIds(pg, 'villas')).toEqual([]);
    expect(countOf(pg)).toBeNull();
    expectText(pg, 'No villas match these filters.');
    expect(/<a [^>]*href="\/villas"[^>]*>[^<]*Clear filters/.test(pg.html), 'a Clear filters link to /villas').toBe(true);
  });

  it('the plain list is the newest first page, like the API without filters', async () => {
    const { pg } = await expectSameAsApi('villas', '/villas', '');
    expect(countOf(pg)?.found).toBe(false); // 'listed', not 'found'
    expect(canonicalOf(pg)).toBe(`${c.ctx.baseURL}/villas`);
  });
});

describe(`titles, descriptions and canonical links say what each state shows (${ENGINE})`, () => {
  const title = async (p: string) => titleOf(await page(p)).replace(BRAND_SUFFIX, '');

  it("'3 BHK villas under ₹1 Cr in Hosur — page 2'", async () => {
    const pg = await page('/villas?page=2&maxPrice=10000000&bedrooms=3');
    expect(titleOf(pg).replace(BRAND_SUFFIX, '')).toBe('3 BHK villas under ₹1 Cr in Hosur — page 2');
    expect(canonicalOf(pg)).toBe(`${c.ctx.baseURL}/villas?bedrooms=3&maxPrice=10000000&page=2`);
    expect(metaOf(pg, 'description')).toContain('3 BHK villas under ₹1 Cr in Hosur');
    expect(metaOf(pg, 'description')).not.toContain('page 2');
    expect(metaOf(pg, 'og:url')).toBe(canonicalOf(pg));
    expect(robotsOf(pg)).not.toMatch(/noindex/);
    const want = await apiIds('villas', 'bedrooms=3&maxPrice=10000000&page=2');
    expect(cardIds(pg, 'villas')).toEqual(want.ids);
  });

  it('each state its own words', async () => {
    expect(await title('/plots?type=Residential&facing=East')).toBe('East facing Residential plots in Hosur');
    expect(await title('/homes?bedrooms=2&sort=price-asc')).toBe('2 BHK houses in Hosur (price: low to high)');
    expect(await title('/villas?minPrice=5000000')).toBe('Villas from ₹50 L in Hosur');
    expect(await title(`/villas?q=${MARK}&page=2`)).toBe(`Villas matching “${MARK}” in Hosur — page 2`);
    expect(await title('/villas')).not.toBe(await title('/villas?bedrooms=3'));
  });

  it('a text search is not indexed but its links are followed; filters are indexed', async () => {
    expect(robotsOf(await page(`/villas?q=${MARK}`))).toMatch(/^noindex, ?follow$/);
    expect(robotsOf(await page('/villas?bedrooms=3'))).not.toMatch(/noindex/);
    expect(robotsOf(await page('/villas'))).not.toMatch(/noindex/);
  });

  it('the canonical URL holds the known filters in the fixed order, whatever order the URL had', async () => {
    const pg = await page(`/villas?sort=price-asc&facing=East&q=${MARK}&bedrooms=3`);
    expect(canonicalOf(pg)).toBe(`${c.ctx.baseURL}/villas?q=${MARK}&bedrooms=3&facing=East&sort=price-asc`);
  });
});

describe(`unknown and invalid parameters are dropped, never a 500 (${ENGINE})`, () => {
  it('garbage answers the plain list, with its canonical link', async () => {
    const plain = await page('/villas');
    for (const p of [
      '/villas?page=abc&bedrooms=%00&sort=x&minPrice=-1',
      '/villas?utm_source=whatsapp&fbclid=abc',
      '/villas?page=1&sort=newest',
      '/villas?bedrooms=9&facing=Up&status=Available&type=Residential&areaUnit=cents&approved=yes&minArea=-3',
      '/villas?minPrice=1e400&maxPrice=99999999999999999999&page=-2',
      '/villas?q=%00&q=x',
      '/villas?q=%20%20%20',
      '/villas?page=2.5&page=3',
    ]) {
      const pg = await page(p);
      expect(canonicalOf(pg), p).toBe(`${c.ctx.baseURL}/villas`);
      expect(cardIds(pg, 'villas'), p).toEqual(cardIds(plain, 'villas'));
    }
  });

  it('valid values are kept when others are dropped', async () => {
    const pg = await page(`/villas?utm_source=wa&bedrooms=3&sort=bogus&q=${MARK}&minPrice=abc&page=0`);
    expect(canonicalOf(pg)).toBe(`${c.ctx.baseURL}/villas?q=${MARK}&bedrooms=3`);
    expect(cardIds(pg, 'villas')).toEqual(cardIds(await page(`/villas?q=${MARK}&bedrooms=3`), 'villas'));
  });

  it('odd bytes and long values answer 200 or 404, never a 500', async () => {
    const odd = [
      '/villas?q=%E0%A4',
      '/villas?q=%FF%FE',
      `/villas?q=${'x'.repeat(5000)}`,
      '/villas?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      "/villas?q=' OR 1=1 --",
      '/villas?q=%25%5F%5C',
      '/villas?bedrooms[]=3',
      '/villas?bedrooms=3&bedrooms=4',
      '/plots?bedrooms=3',
      '/homes?facing=North-East&type=Beach+Villa',
      '/villas?page=10000',
      '/villas?=&&&=x',
    ];
    for (const p of odd) {
      const r = await getPage(p);
      expect([200, 404], `${p}: ${r.status}`).toContain(r.status);
    }
    // A search no listing matches is an empty list, not a page past the end.
    expect((await getPage(`/villas?q=${'x'.repeat(5000)}`)).status).toBe(200);
    expectText(await getPage("/villas?q=' OR 1=1 --"), 'No villas match these filters.');
  });
});

describe(`filter segments (${ENGINE})`, () => {
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

  it('a segment that is garbage, not canonical or of another kind is a 404', async () => {
    for (const p of ['/villas/f/garbage', '/villas/f/!!', `/villas/f/${b64('page=2&bedrooms=3')}`, `/villas/f/${b64('bedrooms=3&sort=newest')}`, `/plots/f/${b64('bedrooms=3')}`, `/villas/f/${b64('=')}`, `/villas/f/${b64('&')}`, '/castles/f/YmVkcm9vbXM9Mw']) {
      expect((await getPage(p)).status, p).toBe(404);
    }
  });

  it('each canonical query is one cached page: equivalent URLs share it', async () => {
    const p = `/villas?q=${MARK}&facing=East`;
    await page(p);
    const again = await page(`/villas?facing=East&utm_source=wa&q=${MARK}&sort=newest`);
    expect(again.cache).toBe('HIT');
    expect(cardIds(again, 'villas')).toEqual(villas.filter((_, i) => i % 2).reverse().map((v) => v._id));
  });
});
