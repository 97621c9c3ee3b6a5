// Issue 11 item 4: public pages come without parser-run framework scripts or script preloads; one
// inline loader adds them after the photo's paint (lib/http/deferred-hydration.ts). Checked as a
// browser receives the pages, plain and gzip, on a page rendered on a miss and on a cached one,
// and the admin area and sign-in keep Next's own scripts.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { deferredScripts } from '@/lib/http/deferred-hydration';
import { api, client, type Json, marker } from './support/client';
import { page } from './support/pages';

const c = client();
const ENGINE = process.env.TEST_ENGINE;
const MARK = marker('dh');

const FRAMEWORK_SCRIPT = /<script\b[^>]*\bsrc="\/_next\/static\/[^"]*"[^>]*\basync=""[^>]*>/;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"/;

/** The scripts the page's loader adds, or null when the page has no loader. */
function loaderScripts(html: string): string[] | null {
  const scripts = deferredScripts(html);
  return scripts.length ? scripts : null;
}

/** A raw GET (no decompression by the client), as a browser sends it. */
function rawGet(p: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const url = new URL(p, c.ctx.baseURL);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe(`public pages load their framework scripts after the photo (${ENGINE})`, () => {
  let villa: Json;

  beforeAll(async () => {
    villa = await c.seed('villas', { title: `${MARK} deferred villa` });
  });

  it('a listing page rendered on a miss, then served from the cache: no parser-run script, no script preload, one loader', async () => {
    const first = await page(`/villas/${villa._id}`);
    const again = await page(`/villas/${villa._id}`);
    expect(again.cache).toBe('HIT');
    for (const pg of [first, again]) {
      expect(pg.html).not.toMatch(FRAMEWORK_SCRIPT);
      expect(pg.html).not.toMatch(SCRIPT_PRELOAD);
      const scripts = loaderScripts(pg.html);
      expect(scripts?.length).toBeGreaterThan(3);
      expect(pg.html.match(/<script src="\/hydrate-[0-9a-f]+\.js"/g)).toHaveLength(1);
    }
    expect(loaderScripts(again.html)).toEqual(loaderScripts(first.html));
  });

  it('every script the loader adds is served', async () => {
    const scripts = loaderScripts((await page('/villas')).html)!;
    for (const src of scripts) {
      const res = await api(src);
      expect(res.status, src).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      await res.arrayBuffer();
    }
  });

  it('the loader is its own file, named by its content: cached for a year, compressed as asked, the same code in every encoding', async () => {
    const html = (await page('/villas')).html;
    const src = /<script src="(\/hydrate-[0-9a-f]+\.js)"/.exec(html)![1];
    const plain = await rawGet(src);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    const code = plain.body.toString('utf8');
    // The loader runs as a script and reads its own element's list of scripts.
    expect(code).toContain("d.currentScript");
    expect(() => new Function(code)).not.toThrow();
    const br = await rawGet(src, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(code);
    const gz = await rawGet(src, { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString('utf8')).toBe(code);
    // Another name under the same prefix is not the loader.
    expect((await rawGet('/hydrate-0000000000.js')).status).toBe(404);
    expect((await rawGet(`${src}x`)).status).toBe(404);
  });

  it.each(['/', '/villas', '/villas?bedrooms=3', '/plots', '/about', '/contact', '/privacy-policy', '/ta', '/ta/villas', '/no-such-page'])('%s has the loader and no parser-run framework script', async (p) => {
    const r = await rawGet(p);
    const html = r.body.toString('utf8');
    expect(html).not.toMatch(FRAMEWORK_SCRIPT);
    expect(loaderScripts(html)?.length).toBeGreaterThan(3);
    // The length sent is the rewritten page's.
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
  });

  it('compressed as the browser asks (brotli first, else gzip): the same rewritten page, the same bytes on a cached repeat', async () => {
    const plain = await rawGet('/villas');
    const br = await rawGet('/villas', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    const gz = await rawGet('/villas', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect((await rawGet('/villas', { 'Accept-Encoding': 'gzip' })).body.equals(gz.body)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/i);
  });

  it('the sign-in page and the admin area keep Next.js scripts as they are', async () => {
    const login = await page('/login');
    expect(login.html).toMatch(FRAMEWORK_SCRIPT);
    expect(loaderScripts(login.html)).toBeNull();
    const session = await c.login();
    const res = await api('/dashboard', { headers: { Cookie: session.cookie } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(FRAMEWORK_SCRIPT);
    expect(loaderScripts(html)).toBeNull();
  });
});
