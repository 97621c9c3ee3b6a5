// Pages Next answers from its cache are kept as bytes before its router (lib/http/page-cache.ts):
// the same answer, headers and all, for a lookup; never for the client router's payload requests;
// gone on a write when they can show the listing, so the change shows on the very next request,
// while the other kinds' pages, the kind's other detail pages and pages showing no listing stay.
// 404 pages and the API's listing reads are kept the same way.
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '@/lib/format';
import { api, client, type Json, listingForm, marker } from './support/client';
import { decode, expectText, page } from './support/pages';

const c = client();
const ENGINE = process.env.TEST_ENGINE;
const MARK = marker('pc');

/** GETs a page until it comes from the page cache (Next's HIT is kept, then answered). */
async function kept(p: string, headers: Record<string, string> = {}): Promise<Response> {
  for (let i = 0; i < 40; i++) {
    const res = await api(p, { headers });
    const source = res.headers.get('x-page-cache');
    if (source === 'hit') return res;
    await res.arrayBuffer();
    // A stale copy: the page is being rendered anew (in the background when the server was busy).
    if (source === 'stale') await new Promise((resolve) => setTimeout(resolve, 50));
    else if (i >= 4) break;
  }
  throw new Error(`${p} never came from the page cache`);
}

describe(`the page cache before Next's router (${ENGINE})`, () => {
  let villa: Json;

  beforeAll(async () => {
    villa = await c.seed('villas', { title: `${MARK} kept villa`, price: '64,00,000' });
  });

  it('answers a cached page with the bytes and headers Next gave it', async () => {
    const fromNext = await page('/privacy-policy');
    const hit = await kept('/privacy-policy');
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(hit.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(hit.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(hit.headers.get('cache-control')).toMatch(/s-maxage=/);
    expect(await hit.text()).toBe(fromNext.html);
  });

  it('compresses as asked, and HEAD gives the length a GET sends', async () => {
    const plain = await kept('/about');
    const html = await plain.text();
    const raw = await rawBrotli('/about');
    expect(raw.encoding).toBe('br');
    expect(raw.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(raw.body).toString('utf8')).toBe(html);
    const head = await api('/about', { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(head.headers.get('x-page-cache')).toBe('hit');
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });

  it('never answers the client router’s payload request from it', async () => {
    await kept('/villas');
    const rsc = await api('/villas', { headers: { RSC: '1' } });
    expect(rsc.headers.get('x-page-cache')).toBeNull();
    expect(rsc.headers.get('content-type')).toMatch(/text\/x-component/);
    await rsc.arrayBuffer();
  });

  it('forgets every page on a write: the listing’s page and its list show the change on the next request', async () => {
    const detail = `/villas/${villa._id}`;
    await kept(detail);
    await kept('/villas');
    const form = await listingForm('villas', { title: `${MARK} kept villa`, price: '66,50,000', mainImagePath: villa.mainImage, version: String(villa.version) }, { mainImage: null });
    const r = await c.update('villas', villa._id, form);
    expect(r.status, r.text).toBe(200);
    for (const p of [detail, '/villas']) {
      const res = await api(p);
      expect(res.headers.get('x-page-cache'), p).toBeNull();
      const html = await res.text();
      const pg = { status: res.status, cache: null, html, text: decode(html.replace(/<!-- -->/g, '')) };
      if (p === detail) expectText(pg, formatRupees(6_650_000)!);
    }
    // Kept again once Next has it cached anew.
    const again = await kept(detail);
    expect(await again.text()).toContain(formatRupees(6_650_000)!);
  });

  it('keeps the other kinds’ pages on a write: a villa’s change leaves the plot pages kept', async () => {
    const plot = await c.seed('plots', { title: `${MARK} kept plot`, price: '21,00,000' });
    const plotDetail = `/plots/${plot._id}`;
    for (const p of [plotDetail, '/plots', '/villas', '/']) await kept(p);
    const current = (await (await api(`/api/villas/${villa._id}`)).json()) as Json;
    const form = await listingForm('villas', { title: `${MARK} kept villa`, price: '67,00,000', mainImagePath: villa.mainImage, version: String(current.data.version) }, { mainImage: null });
    const r = await c.update('villas', villa._id, form);
    expect(r.status, r.text).toBe(200);
    for (const p of [plotDetail, '/plots']) {
      const res = await api(p);
      expect(res.headers.get('x-page-cache'), p).toBe('hit');
      await res.arrayBuffer();
    }
    for (const p of ['/villas', '/']) {
      const res = await api(p);
      expect(res.headers.get('x-page-cache'), p).toBeNull();
      await res.arrayBuffer();
    }
  });

  it('keeps 404 pages and the API’s listing reads, and drops them on a write to their kind', async () => {
    const one = `/api/villas/${villa._id}`;
    const list = '/api/villas?limit=3&sort=price-desc';
    const missing = '/villas/000000000000000000000000';
    const fromNext = (await (await api(one)).json()) as Json;
    const hit = await kept(one);
    expect(hit.headers.get('content-type')).toMatch(/application\/json/);
    expect(hit.headers.get('cache-control')).toBe('no-store');
    expect(await hit.json()).toEqual(fromNext);
    await (await kept(list)).arrayBuffer();
    for (const p of [missing, '/no-such-page']) {
      const res = await kept(p);
      expect(res.status, p).toBe(404);
      await res.arrayBuffer();
    }
    // A refused read is never kept.
    for (let i = 0; i < 3; i++) {
      const bad = await api('/api/villas?limit=abc');
      expect(bad.status).toBe(400);
      expect(bad.headers.get('x-page-cache')).toBeNull();
      await bad.arrayBuffer();
    }
    const form = await listingForm('villas', { title: `${MARK} kept villa`, price: '68,00,000', mainImagePath: villa.mainImage, version: String(fromNext.data.version) }, { mainImage: null });
    const r = await c.update('villas', villa._id, form);
    expect(r.status, r.text).toBe(200);
    const fresh = await api(one);
    expect(fresh.headers.get('x-page-cache')).toBeNull();
    expect(((await fresh.json()) as Json).data.price).toBe(6_800_000);
    const res = await api(list);
    expect(res.headers.get('x-page-cache'), list).toBeNull();
    await res.arrayBuffer();
    // No write can make these addresses exist (ids are new and random): they stay kept.
    for (const p of [missing, '/no-such-page']) {
      const kept404 = await api(p);
      expect(kept404.headers.get('x-page-cache'), p).toBe('hit');
      expect(kept404.status, p).toBe(404);
      await kept404.arrayBuffer();
    }
  });

  it('on a write keeps the pages that cannot show the listing: its kind’s other detail pages, and pages that show none', async () => {
    // Two villas of a place of their own, one bedroom and unfurnished (rare in the demo data): the
    // second one's similar block links to the first; most other villa pages do not.
    const values = { location: `${MARK}puram, Hosur`, bedrooms: '1', furnished: 'Unfurnished' };
    const linked = await c.seed('villas', { title: `${MARK} linked villa`, ...values });
    const neighbour = await c.seed('villas', { title: `${MARK} neighbour villa`, ...values });
    const link = `href="/villas/${linked._id}"`;
    const listed = (await (await api('/api/villas?limit=40&fields=card')).json()) as Json;
    const linking: string[] = [];
    const other: string[] = [];
    for (const item of listed.data as Json[]) {
      if (item._id === linked._id) continue;
      const p = `/villas/${item._id}`;
      const res = await kept(p);
      ((await res.text()).includes(link) ? linking : other).push(p);
    }
    expect(linking, 'the neighbour’s similar block links to the villa').toContain(`/villas/${neighbour._id}`);
    expect(other.length, 'villa pages that do not link to it').toBeGreaterThan(0);
    const own = `/villas/${linked._id}`;
    for (const p of [own, '/about', '/ta/contact', '/']) await kept(p);

    const form = await listingForm('villas', { title: `${MARK} linked villa, edited`, ...values, mainImagePath: linked.mainImage, version: String(linked.version) }, { mainImage: null });
    const r = await c.update('villas', linked._id, form);
    expect(r.status, r.text).toBe(200);
    for (const p of [...other.slice(0, 5), '/about', '/ta/contact']) {
      const res = await api(p);
      expect(res.headers.get('x-page-cache'), p).toBe('hit');
      await res.arrayBuffer();
    }
    for (const p of [own, ...linking.slice(0, 5), '/']) {
      const res = await api(p);
      expect(res.headers.get('x-page-cache'), p).toBeNull();
      const html = await res.text();
      if (p !== '/') expect(html, p).toContain(`${MARK} linked villa, edited`);
    }
  });

  it('on a write keeps the lists whose filters let the listing through neither before nor after', async () => {
    const own = await c.seed('villas', { title: `${MARK} filtered villa`, price: '71,00,000', bedrooms: '2' });
    const lists = ['/villas?bedrooms=2', '/villas?bedrooms=4', '/villas?maxPrice=1000000', '/ta/villas?bedrooms=4', '/api/villas?bedrooms=4', '/villas'];
    const edit = async (bedrooms: string, version: number) => {
      const form = await listingForm('villas', { title: `${MARK} filtered villa`, price: '72,00,000', bedrooms, mainImagePath: own.mainImage, version: String(version) }, { mainImage: null });
      const r = await c.update('villas', own._id, form);
      expect(r.status, r.text).toBe(200);
      return r.body.data.version as number;
    };
    const fromCache = async (p: string) => {
      const res = await api(p);
      await res.arrayBuffer();
      return res.headers.get('x-page-cache') === 'hit';
    };
    for (const p of lists) await (await kept(p)).arrayBuffer();
    // Still two bedrooms, a new price: only the lists that can show a 2-bedroom villa of ₹72 L go.
    const version = await edit('2', own.version);
    expect(Object.fromEntries(await Promise.all(lists.map(async (p) => [p, await fromCache(p)])))).toEqual({
      '/villas?bedrooms=2': false,
      '/villas?bedrooms=4': true,
      '/villas?maxPrice=1000000': true,
      '/ta/villas?bedrooms=4': true,
      '/api/villas?bedrooms=4': true,
      '/villas': false,
    });
    // Four bedrooms now: the 4-bedroom lists can show it, and the 2-bedroom list could before.
    for (const p of lists) await (await kept(p)).arrayBuffer();
    await edit('4', version);
    for (const p of ['/villas?bedrooms=2', '/villas?bedrooms=4', '/ta/villas?bedrooms=4', '/api/villas?bedrooms=4']) expect(await fromCache(p), p).toBe(false);
    expect(await fromCache('/villas?maxPrice=1000000')).toBe(true);
    const four = (await (await api('/api/villas?bedrooms=4&limit=50')).json()) as Json;
    expect((four.data as Json[]).map((l) => l._id)).toContain(own._id);
  });

  it('answers requests that arrive while a page renders anew with the copy from before the write', async () => {
    await (await kept('/villas')).arrayBuffer();
    const current = (await (await api(`/api/villas/${villa._id}`)).json()) as Json;
    const form = await listingForm('villas', { title: `${MARK} kept villa`, price: '69,00,000', mainImagePath: villa.mainImage, version: String(current.data.version) }, { mainImage: null });
    const r = await c.update('villas', villa._id, form);
    expect(r.status, r.text).toBe(200);
    // The write made /villas stale; ten requests at once: one renders it and waits, nine get the
    // copy from before at once.
    const answers = await Promise.all(Array.from({ length: 10 }, () => api('/villas')));
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const sources = answers.map((a) => a.headers.get('x-page-cache'));
    expect(sources.filter((s) => s === null)).toHaveLength(1);
    expect(sources.filter((s) => s === 'stale')).toHaveLength(9);
    const rendered = bodies[sources.indexOf(null)];
    const price = formatRupees(6_900_000)!;
    expect(decode(rendered.replace(/<!-- -->/g, ''))).toContain(price);
    for (const [i, body] of bodies.entries()) if (sources[i] === 'stale') expect(decode(body.replace(/<!-- -->/g, ''))).not.toContain(price);
    // The render is kept: the next request has it from the cache.
    const next = await api('/villas');
    expect(next.headers.get('x-page-cache')).toBe('hit');
    expect(await next.text()).toBe(rendered);
  });
});

/** A raw brotli GET (fetch would decode it). */
async function rawBrotli(p: string): Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }> {
  const http = await import('node:http');
  const url = new URL(p, c.ctx.baseURL);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
