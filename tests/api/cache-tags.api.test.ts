// Issue 11 item 2: a write re-renders only the pages that can show that listing (its detail page,
// its kind's lists, the home page and the similar blocks that show it); other kinds' pages stay
// cached, and the change is visible on the very next request.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees, formatRupeesCompact } from '@/lib/format';
import { client, type Json, listingForm, marker, type Overrides, type Slug } from './support/client';
import { cardIds, expectText, page, type Page } from './support/pages';

const c = client();
const ENGINE = process.env.TEST_ENGINE;
const MARK = marker('ct');

/** GETs a page twice: the second answer must come from the page cache. */
async function cached(p: string): Promise<Page> {
  await page(p);
  const again = await page(p);
  expect(again.cache, `${p}: the second GET is served from the cache`).toBe('HIT');
  return again;
}

/** PUT /api/{kind}/{id} as the administrator with the fields given, keeping the main image. */
async function edit(slug: Slug, listing: Json, fields: Overrides): Promise<Json> {
  const form = await listingForm(slug, { ...fields, mainImagePath: listing.mainImage, version: String(listing.version) }, { mainImage: null });
  const r = await c.update(slug, listing._id, form);
  expect(r.status, r.text).toBe(200);
  return r.body.data;
}

describe(`editing a plot re-renders the plot pages only (${ENGINE})`, () => {
  const villaFields = { title: `${MARK} cached villa`, price: '71,00,000' };
  const plotFields = { title: `${MARK} edited plot`, price: '18,76,543', location: `${MARK}pl, Hosur` };
  let villa: Json;
  let plot: Json;

  beforeAll(async () => {
    villa = await c.seed('villas', villaFields);
    plot = await c.seed('plots', plotFields);
  });

  it('after PUT /api/plots/{id}: villa pages are still HIT; the plot page, /plots and / show the new price at once', async () => {
    const villaPath = `/villas/${villa._id}`;
    const plotPath = `/plots/${plot._id}`;
    const before: Record<string, Page> = {};
    for (const p of [villaPath, plotPath, '/villas', '/plots', '/']) before[p] = await cached(p);
    const oldFull = formatRupees(1_876_543)!;
    const oldCard = formatRupeesCompact(1_876_543)!;
    expectText(before[plotPath], oldFull);
    expectText(before['/plots'], oldCard);
    expect(cardIds(before['/plots'], 'plots')).toContain(plot._id);
    expect(cardIds(before['/'], 'plots')).toContain(plot._id);

    const updated = await edit('plots', plot, { ...plotFields, price: '23,45,678' });
    expect(updated.price).toBe(2_345_678);
    const newFull = formatRupees(2_345_678)!;
    const newCard = formatRupeesCompact(2_345_678)!;

    // Other kinds' pages: still the cached copy.
    for (const p of [villaPath, '/villas']) expect((await page(p)).cache, p).toBe('HIT');

    // The pages that can show the plot: re-rendered on this request, with the new price.
    const plotPage = await page(plotPath);
    expect(plotPage.cache, plotPath).not.toBe('HIT');
    expectText(plotPage, newFull);
    expectText(plotPage, oldFull, false);
    for (const p of ['/plots', '/']) {
      const pg = await page(p);
      expect(pg.cache, p).not.toBe('HIT');
      expect(cardIds(pg, 'plots'), p).toContain(plot._id);
      expectText(pg, newCard, true, p);
      expectText(pg, oldCard, false, p);
    }
    // …and cached again from then on.
    expect((await page(plotPath)).cache).toBe('HIT');
  });

  it('a filtered plot list that was cached shows the change too; a filtered villa list stays cached', async () => {
    const plotList = `/plots?q=${MARK}`;
    const villaList = `/villas?q=${MARK}`;
    expect(cardIds(await cached(plotList), 'plots')).toEqual([plot._id]);
    expect(cardIds(await cached(villaList), 'villas')).toEqual([villa._id]);
    plot = (await c.getOne('plots', plot._id)).body.data;
    await edit('plots', plot, { ...plotFields, price: '31,11,111' });
    const pg = await page(plotList);
    expect(pg.cache).not.toBe('HIT');
    expectText(pg, formatRupeesCompact(3_111_111)!);
    expect((await page(villaList)).cache).toBe('HIT');
  });
});

describe(`creating and deleting show at once (${ENGINE})`, () => {
  it('a deleted listing: its detail page answers 404 on the next request, and its list no longer shows it', async () => {
    const doomed = await c.seed('plots', { title: `${MARK} doomed plot` });
    await cached(`/plots/${doomed._id}`);
    expect(cardIds(await cached('/plots'), 'plots')).toContain(doomed._id);
    const r = await c.remove('plots', doomed._id);
    expect(r.status, r.text).toBe(200);
    expectText(await page(`/plots/${doomed._id}`, 404), `${MARK} doomed plot`, false);
    expect(cardIds(await page('/plots'), 'plots')).not.toContain(doomed._id);
    expect(cardIds(await page('/'), 'plots')).not.toContain(doomed._id);
  });

  it('a created listing: on its list, its filtered lists and the home page at once; other kinds stay cached', async () => {
    const bedroomsList = '/homes?bedrooms=5';
    for (const p of ['/homes', '/', bedroomsList, '/plots']) await cached(p);
    const created = await c.seed('homes', { title: `${MARK} new house`, bedrooms: '5' });
    for (const p of ['/homes', '/', bedroomsList]) {
      const pg = await page(p);
      expect(pg.cache, p).not.toBe('HIT');
      expect(cardIds(pg, 'homes'), p).toContain(created._id);
      expect(cardIds(pg, 'homes')[0], `${p}: newest first`).toBe(created._id);
    }
    expect((await page('/plots')).cache).toBe('HIT');
    expectText(await page(`/homes/${created._id}`), `${MARK} new house`);
  });
});

describe(`a similar block shows a listing's edits (${ENGINE})`, () => {
  it("after X is edited, the cached detail page of Y, whose similar block shows X, shows X's new title", async () => {
    const place = `${MARK}sim`;
    const fields = { location: `${place}, Hosur`, bedrooms: '4', furnished: 'Fully Furnished' };
    let x = await c.seed('villas', { ...fields, title: `${MARK} similar before` });
    const y = await c.seed('villas', { ...fields, title: `${MARK} the page` });
    const other = await c.seed('plots', { title: `${MARK} unrelated plot` });
    const yPath = `/villas/${y._id}`;
    const yPage = await cached(yPath);
    expectText(yPage, `${MARK} similar before`);
    expect(cardIds(yPage, 'villas')).toContain(x._id);
    await cached(`/plots/${other._id}`);

    x = await edit('villas', x, { ...fields, title: `${MARK} similar after` });
    const after = await page(yPath);
    expect(after.cache).not.toBe('HIT');
    expectText(after, `${MARK} similar after`);
    expectText(after, `${MARK} similar before`, false);
    // A detail page that does not show X is left alone.
    expect((await page(`/plots/${other._id}`)).cache).toBe('HIT');
  });
});
