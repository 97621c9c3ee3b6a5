import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetPages, keepPage, pageGeneration, servePage } from './page-cache';

// A server that answers every address with a 1 MB page, as Next would from its cache, through
// the page cache: the cache holds 32 MB, a page counts twice its size, so 15 pages fit.
const PAGE = 1024 * 1024;
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (servePage(req, res)) return;
    const body = Buffer.alloc(PAGE, req.url!.length % 26 + 97);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 's-maxage=3600, stale-while-revalidate');
    res.setHeader('x-nextjs-cache', 'HIT');
    keepPage(req, res, pageGeneration(), { identity: body }, () => body);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fromCache = async (path: string) => {
  const res = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } });
  await res.arrayBuffer();
  return res.headers.get('x-page-cache') === 'hit';
};

describe('the page cache', () => {
  it('lets the least recently used page go first, not the first one kept', async () => {
    forgetPages();
    await fromCache('/');
    for (let i = 0; i < 14; i++) await fromCache(`/villas?maxPrice=${i}`);
    // Full: the home page is asked for again, then a crawler brings new addresses.
    expect(await fromCache('/')).toBe(true);
    for (let i = 14; i < 20; i++) await fromCache(`/villas?maxPrice=${i}`);
    expect(await fromCache('/')).toBe(true);
    expect(await fromCache('/villas?maxPrice=0')).toBe(false);
    expect(await fromCache('/villas?maxPrice=19')).toBe(true);
  });
});
