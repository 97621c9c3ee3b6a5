import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { followLeader, forgetPages, keepPage, pageGeneration, servePage, wasDropped } from './page-cache';

// A server that answers through the page cache as instrumentation-node.ts does: a kept page at
// once, a request for an address being rendered waits for that render (followLeader), anything
// else is "rendered" (30 ms) and offered to the cache. `writeDuring` makes a write to villas happen
// while the next render runs, so that render's answer is not kept.
let server: http.Server;
let base: string;
let renders = 0;
let writeDuring = 0;

function render(req: http.IncomingMessage, res: http.ServerResponse): void {
  renders++;
  const generation = pageGeneration();
  // The write lands 10 ms into the render.
  if (writeDuring > 0) {
    writeDuring--;
    setTimeout(() => forgetPages('villas', 'aaaaaaaaaaaaaaaaaaaaaaaa'), 10);
  }
  setTimeout(() => {
    // As lib/http/renderer.ts: nothing is answered to a client that left.
    if (res.destroyed) return;
    const body = Buffer.from(`<p>render ${renders}</p>`.padEnd(2048, ' '));
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 's-maxage=3600');
    res.setHeader('x-nextjs-cache', 'MISS');
    keepPage(req, res, generation, { identity: body }, () => body);
    res.end(body);
  }, 30);
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (servePage(req, res)) return;
    const retry = (lead: boolean): void => {
      if (!servePage(req, res) && !(lead && followLeader(req, res, retry))) render(req, res);
    };
    if (followLeader(req, res, retry)) return;
    render(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  forgetPages();
  renders = 0;
  writeDuring = 0;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const get = (path: string) => fetch(base + path, { headers: { 'accept-encoding': 'identity' } }).then((r) => r.text());

describe('requests waiting for a render of their address', () => {
  it('are answered by the one render', async () => {
    const bodies = await Promise.all(Array.from({ length: 8 }, () => get('/villas')));
    expect(renders).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it('get a render a write interrupted if they came before the write, and one new render if after', async () => {
    writeDuring = 1;
    const before = [get('/villas')];
    await pause(2);
    for (let i = 0; i < 3; i++) before.push(get('/villas'));
    await pause(18);
    const after = Array.from({ length: 4 }, () => get('/villas'));
    const [early, late] = await Promise.all([Promise.all(before), Promise.all(after)]);
    expect(early.every((b) => b.includes('render 1'))).toBe(true);
    expect(late.every((b) => b.includes('render 2'))).toBe(true);
    expect(renders).toBe(2);
    // The second render had no write during it: kept.
    expect(await fetch(base + '/villas').then((r) => r.headers.get('x-page-cache'))).toBe('hit');
  });

  it('do not keep a render a write interrupted', async () => {
    writeDuring = 1;
    const bodies = await Promise.all(Array.from({ length: 4 }, () => get('/plots')));
    expect(bodies.every((b) => b.includes('render 1'))).toBe(true);
    expect(await fetch(base + '/plots').then((r) => r.headers.get('x-page-cache'))).toBeNull();
  });
});

describe('a page a write made stale', () => {
  const ask = (path: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers } }).then(async (r) => ({ cache: r.headers.get('x-page-cache'), body: await r.text() }));

  it('is rendered anew for the first request after the write, given as it was only while that render runs', async () => {
    await get('/villas');
    expect((await ask('/villas')).cache).toBe('hit');
    forgetPages('villas', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    const first = ask('/villas');
    await pause(5);
    const during = await Promise.all(Array.from({ length: 4 }, () => ask('/villas')));
    // The first request after the write waits for the new render; those during it get the old page.
    expect(await first).toEqual({ cache: null, body: expect.stringContaining('render 2') });
    expect(during.every((r) => r.cache === 'stale' && r.body.includes('render 1'))).toBe(true);
    expect(await ask('/villas')).toEqual({ cache: 'hit', body: expect.stringContaining('render 2') });
    expect(renders).toBe(2);
  });

  it('is never given to a signed-in administrator, who waits for the new render', async () => {
    await get('/villas');
    forgetPages('villas', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    const first = ask('/villas');
    await pause(5);
    const [visitor, admin, bearer] = await Promise.all([
      ask('/villas', { cookie: 'theme=dark' }),
      ask('/villas', { cookie: 'theme=dark; session=abc.def.ghi' }),
      ask('/villas', { authorization: 'Bearer abc.def.ghi' }),
    ]);
    expect(visitor.cache).toBe('stale');
    for (const r of [admin, bearer]) expect(r.body).toContain('render 2');
    expect((await first).body).toContain('render 2');
    expect(renders).toBe(2);
  });

  it('gives way to a newer render a second write interrupted, still stale', async () => {
    await get('/villas');
    forgetPages('villas', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    // The render after the first write is interrupted by a second one.
    writeDuring = 1;
    expect((await ask('/villas')).body).toContain('render 2');
    // Not kept as fresh: the next request renders again, and meanwhile render 2 is given, stale.
    const next = ask('/villas');
    await pause(5);
    expect(await ask('/villas')).toEqual({ cache: 'stale', body: expect.stringContaining('render 2') });
    expect((await next).body).toContain('render 3');
    expect((await ask('/villas')).cache).toBe('hit');
  });

  it('of another kind is not stale', async () => {
    await get('/plots');
    forgetPages('villas', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    expect((await ask('/plots')).cache).toBe('hit');
    expect(renders).toBe(1);
  });
});

describe('a request set aside whose client left', () => {
  it('does not hold up the others when the lead falls to it', async () => {
    writeDuring = 1;
    const first = get('/homes');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const gone = new AbortController();
    const left = fetch(base + '/homes', { signal: gone.signal }).catch(() => 'left');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const third = get('/homes');
    gone.abort();
    // The first render is outdated by its write; the lead passes to the one that left, then on.
    expect(await left).toBe('left');
    expect(await first).toContain('render 1');
    expect(await Promise.race([third, new Promise((resolve) => setTimeout(() => resolve('no answer'), 2000))])).toContain('render');
  });
});

describe('addresses a write dropped', () => {
  it('are known until they are kept again', async () => {
    await get('/villas?bedrooms=3');
    await get('/plots');
    expect(wasDropped('/villas?bedrooms=3')).toBe(false);
    forgetPages('villas', 'bbbbbbbbbbbbbbbbbbbbbbbb');
    // A villas list can show any villa; the plots list stays.
    expect(wasDropped('/villas?bedrooms=3')).toBe(true);
    expect(wasDropped('/plots')).toBe(false);
    await get('/villas?bedrooms=3');
    expect(wasDropped('/villas?bedrooms=3')).toBe(false);
  });
});
