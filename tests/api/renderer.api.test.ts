// Public pages the page cache does not hold are rendered by a second process, the renderer
// (lib/http/renderer.ts), on the other core: what it renders is fresh after every write, kept by
// the page cache like a page rendered in the server, and the client router's payload requests
// stay with the server itself.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatRupees } from '@/lib/format';
import { api, client, createClient, type Json, listingForm, marker } from './support/client';
import { decode } from './support/pages';
import { startServer } from './support/server';

const c = client();
const ENGINE = process.env.TEST_ENGINE;
const MARK = marker('rd');
const RENDERED_ASIDE = /(?:^|,\s*)renderer;dur=\d/;

let address = 0;
/** A list address no one has asked for yet. */
const fresh = () => `/villas?maxPrice=${9_100_000 + address++}&sort=price-asc`;

describe(`pages rendered by the renderer process (${ENGINE})`, () => {
  let villa: Json;

  beforeAll(async () => {
    villa = await c.seed('villas', { title: `${MARK} rendered villa`, price: '61,00,000' });
    // The renderer starts after the server; until it answers, pages render in the server.
    for (let i = 0; i < 120; i++) {
      const res = await api(fresh());
      await res.arrayBuffer();
      if (RENDERED_ASIDE.test(res.headers.get('server-timing') ?? '')) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('no page was rendered by the renderer within a minute');
  }, 90_000);

  it('renders an address no one asked for, and the page cache keeps it', async () => {
    const p = fresh();
    const first = await api(p);
    expect(first.status).toBe(200);
    expect(first.headers.get('server-timing')).toMatch(RENDERED_ASIDE);
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS');
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=/);
    const html = await first.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    const again = await api(p);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    // The render's timing belongs to the answer it was measured for.
    expect(again.headers.get('server-timing')).toBeNull();
    expect(await again.text()).toBe(html);
  });

  it('compresses what it rendered as the browser asks', async () => {
    const res = await api(fresh(), { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('server-timing')).toMatch(RENDERED_ASIDE);
    expect(res.headers.get('content-encoding')).toBe('br');
    // fetch decodes it: the page arrives whole.
    expect(await res.text()).toMatch(/<\/html>$/);
  });

  it('renders a listing page anew after an edit, with the change, on the next request', async () => {
    const path = `/villas/${villa._id}`;
    await (await api(path)).arrayBuffer();
    expect((await api(path)).headers.get('x-page-cache')).toBe('hit');
    const form = await listingForm('villas', { title: `${MARK} rendered villa`, price: '62,34,567', mainImagePath: villa.mainImage, version: String(villa.version) }, { mainImage: null });
    const r = await c.update('villas', villa._id, form);
    expect(r.status, r.text).toBe(200);
    const after = await api(path);
    expect(after.headers.get('x-page-cache')).toBeNull();
    expect(after.headers.get('server-timing')).toMatch(RENDERED_ASIDE);
    expect(decode((await after.text()).replace(/<!-- -->/g, ''))).toContain(formatRupees(6_234_567)!);
  });

  it('leaves the client router’s payload requests to the server', async () => {
    const res = await api(fresh(), { headers: { RSC: '1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/x-component/);
    expect(res.headers.get('server-timing') ?? '').not.toMatch(RENDERED_ASIDE);
  });
});

describe(`the renderer process itself (${ENGINE})`, () => {
  it('takes no writes, and ends with its server', async () => {
    const server = await startServer(inject('engine'));
    try {
      // Its own start-up lines name its loopback address.
      let address: string | undefined;
      for (let i = 0; i < 120 && !address; i++) {
        address = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
        if (!address) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(address, server.output()).toBeDefined();
      for (let i = 0; i < 120; i++) {
        const health = await fetch(`${address}/api/health`).catch(() => null);
        if (health?.ok) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const post = await fetch(`${address}/api/villas`, { method: 'POST', body: 'x' });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD');
      expect((await fetch(`${address}/about`)).status).toBe(200);
      await server.stop();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(fetch(`${address}/about`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  }, 120_000);
});

describe(`a page a save made stale, while requests wait for a place (${ENGINE})`, () => {
  // One place in the read queue, so that two requests are enough to make the next one wait.
  let server: Awaited<ReturnType<typeof startServer>>;
  let own: ReturnType<typeof createClient>;
  let villa: Json;
  let price = 7_100_000;
  // Only this villa is in it.
  const list = `/villas?q=${MARK}`;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const page = async (res: Response) => decode((await res.text()).replace(/<!-- -->/g, ''));

  beforeAll(async () => {
    server = await startServer(inject('engine'), { MAX_CONCURRENT_REQUESTS: '1' });
    own = createClient(server.context);
    villa = await own.seed('villas', { title: `${MARK} stale villa`, price: '71,00,000' });
    for (let i = 0; i < 120; i++) {
      const res = await own.api(fresh());
      await res.arrayBuffer();
      if (RENDERED_ASIDE.test(res.headers.get('server-timing') ?? '')) return;
      await pause(500);
    }
    throw new Error('no page was rendered by the renderer within a minute');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** Saves a new price, with the list kept before the save. */
  async function keptThenSaved(): Promise<{ before: string; after: string }> {
    await (await own.api(list)).arrayBuffer();
    expect((await own.api(list)).headers.get('x-page-cache')).toBe('hit');
    const before = formatRupees(price)!;
    price += 12_345;
    const form = await listingForm('villas', { title: `${MARK} stale villa`, price: String(price), mainImagePath: villa.mainImage, version: String(villa.version) }, { mainImage: null });
    const r = await own.update('villas', villa._id, form);
    expect(r.status, r.text).toBe(200);
    villa = r.body.data;
    return { before, after: formatRupees(price)! };
  }

  /** Asks for the list while a render holds the one place and another request waits behind it. */
  async function askWhenBusy(headers: Record<string, string> = {}): Promise<Response> {
    const ahead = own.api(fresh());
    await pause(5);
    const answer = own.api(list, { headers });
    await pause(5);
    const behind = own.api('/about');
    await Promise.all([ahead, behind].map(async (r) => (await r).arrayBuffer()));
    return answer;
  }

  it('gives the list as it was at once and renders it anew in the background', async () => {
    const { before, after } = await keptThenSaved();
    const stale = await askWhenBusy();
    expect(stale.headers.get('x-page-cache')).toBe('stale');
    expect(stale.headers.get('x-nextjs-cache')).toBe('STALE');
    expect(stale.headers.get('server-timing')).toMatch(/^stale;dur=\d+$/);
    const html = await page(stale);
    expect(html).toContain(before);
    expect(html).not.toContain(after);
    // The background render is kept: a later request has the change, from the cache.
    let fresh: { cache: string | null; html: string } = { cache: null, html: '' };
    for (let i = 0; i < 50 && !fresh.html.includes(after); i++) {
      await pause(100);
      const res = await own.api(list);
      fresh = { cache: res.headers.get('x-page-cache'), html: await page(res) };
    }
    expect(fresh.html).toContain(after);
    expect(fresh.cache).toBe('hit');
  });

  it('never gives it to a signed-in administrator, who waits for the new render', async () => {
    const { after } = await keptThenSaved();
    const session = await own.login();
    const res = await askWhenBusy({ Cookie: session.cookie });
    expect(res.headers.get('x-page-cache')).toBeNull();
    expect(await page(res)).toContain(after);
  });

  it('renders it for the first request after the save when no request waits', async () => {
    const { after } = await keptThenSaved();
    const res = await own.api(list);
    expect(res.headers.get('x-page-cache')).toBeNull();
    expect(await page(res)).toContain(after);
  });
});
