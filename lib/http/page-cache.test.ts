import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetPages, keepPage, pageGeneration, pageKey, servePage } from './page-cache';

// A server that answers every address with a 4 MB page, as Next would from its cache, through
// the page cache: the cache holds 128 MB, so 31 pages fit (their addresses count too). A
// compressed form (here as large as the page) counts once it has been made.
const PAGE = 4 * 1024 * 1024;
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (servePage(req, res)) return;
    const body = Buffer.alloc(PAGE, req.url!.length % 26 + 97);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 's-maxage=3600, stale-while-revalidate');
    res.setHeader('x-nextjs-cache', 'HIT');
    const versions: { identity: Buffer; br?: Buffer } = { identity: body };
    keepPage(req, res, pageGeneration(), versions, (e) => (e === 'br' ? (versions.br ??= Buffer.from(body)) : body));
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Raw bytes (fetch would try to decompress the stand-in brotli form).
const fromCache = (path: string, encoding = 'identity') =>
  new Promise<boolean>((resolve, reject) => {
    http
      .get(base + path, { headers: { 'accept-encoding': encoding } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['x-page-cache'] === 'hit'));
      })
      .on('error', reject);
  });

describe('the page cache', () => {
  it('lets the least recently used page go first, not the first one kept', async () => {
    forgetPages();
    await fromCache('/');
    for (let i = 0; i < 30; i++) await fromCache(`/villas?maxPrice=${i}`);
    // Full: the home page is asked for again, then a crawler brings new addresses.
    expect(await fromCache('/')).toBe(true);
    for (let i = 30; i < 36; i++) await fromCache(`/villas?maxPrice=${i}`);
    expect(await fromCache('/')).toBe(true);
    expect(await fromCache('/villas?maxPrice=35')).toBe(true);
    expect(await fromCache('/villas?maxPrice=6')).toBe(true);
    // Last, as a miss is kept again and pushes out another page.
    expect(await fromCache('/villas?maxPrice=5')).toBe(false);
  });

  it('counts the compressed form of a page once it is made', async () => {
    forgetPages();
    for (let i = 0; i < 20; i++) await fromCache(`/plots?maxPrice=${i}`);
    // 20 pages of 4 MB: room for 11 more forms. The twelfth pushes out the least recently used page.
    for (let i = 19; i >= 8; i--) expect(await fromCache(`/plots?maxPrice=${i}`, 'br')).toBe(true);
    expect(await fromCache('/plots?maxPrice=1')).toBe(true);
    // A miss is kept again and pushes out the next least recently used page (2).
    expect(await fromCache('/plots?maxPrice=0')).toBe(false);
    // Asked for again, a form already made counts nothing more: nothing else goes.
    for (let i = 19; i >= 8; i--) expect(await fromCache(`/plots?maxPrice=${i}`, 'br')).toBe(true);
    expect(await fromCache('/plots?maxPrice=3')).toBe(true);
  });
});

describe('the address a page is kept under', () => {
  const seg = (query: string) => Buffer.from(query, 'utf8').toString('base64url');

  it('is the canonical page of a list with filters, whatever the order of its parameters or any unknown ones', () => {
    const key = `/villas/f/${seg('q=lake&facing=East')}`;
    expect(pageKey('/villas?q=lake&facing=East')).toBe(key);
    expect(pageKey('/villas?facing=East&utm_source=wa&q=lake&sort=newest')).toBe(key);
    expect(pageKey('/ta/villas?facing=East&q=lake')).toBe(`/ta${key}`);
  });

  it('is the plain list when nothing known is left, and the address itself for anything else', () => {
    expect(pageKey('/villas?utm_source=wa')).toBe('/villas');
    expect(pageKey('/villas?bedrooms=banana')).toBe('/villas');
    expect(pageKey('/villas')).toBe('/villas');
    expect(pageKey('/about?utm_source=wa')).toBe('/about?utm_source=wa');
    expect(pageKey('/villas/0123456789abcdef01234567')).toBe('/villas/0123456789abcdef01234567');
    expect(pageKey('/castles?bedrooms=3')).toBe('/castles?bedrooms=3');
  });
});
