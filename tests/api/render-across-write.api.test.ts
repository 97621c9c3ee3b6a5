// The single server's freshness rule with renders under way: a page whose data was read before a
// write, and which is stored after it, must not be served as fresh after the write's answer
// (lib/render-reads.ts). Pages are asked for without pause while each edit is made, so some of
// their renders straddle it; afterwards every page asked for must show the edit.
import { describe, expect, it } from 'vitest';
import { client, type Json, listingForm, marker } from './support/client';
import { expectText, getPage, page } from './support/pages';

const c = client();
const ENGINE = process.env.TEST_ENGINE;
const MARK = marker('raw');
const ROUNDS = 8;
const READERS = 4;

/** The Server-Timing span `fresh` of a write: how long its revalidation waited for pages being rendered. */
const freshWait = (headers: Headers) => Number(/fresh;dur=([\d.]+)/.exec(headers.get('server-timing') ?? '')?.[1] ?? NaN);

describe(`a page rendered across a write (${ENGINE})`, () => {
  it('is not kept as fresh: after each edit’s answer, every list asked for during it shows the edit', { timeout: 180_000 }, async () => {
    let plot: Json = await c.seed('plots', { title: `${MARK} round 0`, price: '20,00,000' });
    let waited = 0;
    let next = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const title = `${MARK} round ${round}`;
      // Distinct addresses, so each is a new render that reads the plot.
      const asked: string[] = [];
      let editing = true;
      const reader = async () => {
        while (editing) {
          const p = `/plots?q=${MARK}&maxPrice=${3_000_000 + next++}`;
          asked.push(p);
          await getPage(p);
        }
      };
      const readers = Array.from({ length: READERS }, reader);
      const form = await listingForm('plots', { title, price: '20,00,000', mainImagePath: plot.mainImage, version: String(plot.version) }, { mainImage: null });
      const r = await c.update('plots', plot._id, form);
      editing = false;
      expect(r.status, r.text).toBe(200);
      plot = r.body.data;
      const wait = freshWait(r.headers);
      expect(wait, r.headers.get('server-timing') ?? '').toBeGreaterThanOrEqual(0);
      if (wait > 1) waited++;
      // Every page asked for after the answer, including those whose render was under way.
      for (const p of asked) expectText(await page(p), title, true, p);
      await Promise.all(readers);
    }
    // The race was really run: some edits found renders under way that had read the plot.
    expect(waited, 'edits whose revalidation waited for a render').toBeGreaterThan(0);
  });
});
