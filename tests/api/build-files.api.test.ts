// Next's build files (/_next/static/…) as server.mjs sends them: brotli at quality 5, where pages get
// quality 1 (browsers keep these files a year, pages are asked for again and again); byte for byte
// the file on disk, with the headers Next gives them; gzip and identity for clients that take no brotli.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { client, rawRequest } from './support/client';
import { buildFilesOf } from './support/pages';

const c = client();
const staticDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static');

/** The answer's bytes as sent (fetch would decode them). */
const raw = (urlPath: string, headers: Record<string, string> = {}) => rawRequest(c.ctx.baseURL, { path: urlPath, headers });

/** The build files the home page loads: [address, file on disk]. */
async function buildFiles(): Promise<[string, string][]> {
  const found = buildFilesOf(await (await fetch(`${c.ctx.baseURL}/`)).text());
  expect(found.length).toBeGreaterThan(3);
  return found.map((rel) => [`/_next/static/${rel}`, path.join(staticDir, rel)]);
}

const quality = (data: Buffer, q: number) => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } });

describe('build files', () => {
  it('are sent as brotli at quality 5: the file byte for byte, over a tenth smaller than at quality 1', async () => {
    let sent = 0;
    let atOne = 0;
    for (const [address, file] of await buildFiles()) {
      const data = fs.readFileSync(file);
      const res = await raw(address, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.body).equals(data)).toBe(true);
      // Within a few bytes of a one-shot encode at 5 (the middleware streams), far from 1.
      expect(Math.abs(res.body.length - quality(data, 5).length)).toBeLessThan(64);
      sent += res.body.length;
      atOne += quality(data, 1).length;
    }
    expect(sent).toBeLessThan(atOne * 0.9);
  });

  it('carry the headers Next gives them, and go to clients without brotli as gzip or plain', async () => {
    const [[address, file]] = (await buildFiles()).filter(([a]) => a.endsWith('.js'));
    const res = await raw(address, { 'accept-encoding': 'br' });
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const gzip = await raw(address, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(fs.readFileSync(file))).toBe(true);
    const plain = await raw(address);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(file))).toBe(true);
  });

  it('pages stay at quality 1, the cheapest per request', async () => {
    const res = await raw('/privacy-policy', { 'accept-encoding': 'br' });
    const html = zlib.brotliDecompressSync(res.body);
    expect(html.toString('utf8')).toContain('</html>');
    expect(Math.abs(res.body.length - quality(html, 1).length)).toBeLessThan(64);
    expect(res.body.length).toBeGreaterThan(quality(html, 5).length);
  });
});
