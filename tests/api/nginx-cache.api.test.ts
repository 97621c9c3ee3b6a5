// What the cache in front (deploy/nginx.conf, rewritten for loopback) may keep, seen from outside:
// nothing rendered for a signed-in request, and nothing the app marks private or no-store, is
// ever handed to someone else, under any spelling of its path; query strings a page does not read
// make no new entries. The server is this suite's build (server.mjs) on a private database.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';
import { writeLoopbackNginxConf } from '../../scripts/lib/nginx-conf';
import sharp from 'sharp';
import { type Client, createClient, fileOf, listingForm, photo, rawRequest, type Session } from './support/client';
import { buildFilesOf } from './support/pages';
import { type RunningServer, startServer } from './support/server';

const ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const HAVE_NGINX = !spawnSync('nginx', ['-v']).error;
// Debian's libnginx-mod-http-brotli-static (.ci/run installs it); without it the .gz alone.
const HAVE_BROTLI = fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Seen {
  status: number;
  cache: string | null;
  location: string | null;
  text: string;
}

describe.skipIf(!HAVE_NGINX)(`nginx's cache in front of the site (${ENGINE})`, () => {
  let srv: RunningServer;
  let c: Client;
  let session: Session;
  let dir: string;
  let base: string;
  let nginx: ReturnType<typeof spawn> | undefined;

  const get = async (p: string, headers: Record<string, string> = {}): Promise<Seen> => {
    const res = await fetch(`${base}${p}`, { headers: { 'Accept-Encoding': 'gzip', ...headers }, redirect: 'manual' });
    return { status: res.status, cache: res.headers.get('x-cache-status'), location: res.headers.get('location'), text: await res.text() };
  };

  beforeAll(async () => {
    srv = await startServer(ENGINE, { TRUSTED_PROXIES: '127.0.0.1,::1' });
    c = createClient(srv.context);
    session = await c.login();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosur-nginx-'));
    // nginx's workers run as nobody: they must reach the cache and the symlinked build.
    fs.chmodSync(dir, 0o755);
    const appRoot = path.join(dir, 'root');
    fs.mkdirSync(appRoot);
    fs.symlinkSync(path.resolve(process.env.NEXT_DIST_DIR || '.next'), path.join(appRoot, '.next'));
    fs.symlinkSync(path.resolve('public'), path.join(appRoot, 'public'));
    fs.symlinkSync(srv.context.uploadsDir, path.join(appRoot, 'uploads'));
    // ...and the server's uploads, under its private temp folder.
    for (let d = srv.context.uploadsDir; d !== os.tmpdir() && d !== path.dirname(d); d = path.dirname(d)) fs.chmodSync(d, 0o755);
    const port = await freePort();
    const conf = writeLoopbackNginxConf({ nginxDir: dir, port, appPorts: [Number(new URL(srv.context.baseURL).port)], appRoot, workers: 1, accessLog: false });
    nginx = spawn('nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).status === 200) break;
      } catch {
        // not listening yet
      }
      if (i > 100) throw new Error(`nginx did not start; see ${dir}/error.log`);
      await sleep(100);
    }
  });
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await srv?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a public page: the second request within a second is a HIT', async () => {
    await get('/villas');
    expect((await get('/villas')).cache).toBe('HIT');
  });

  // The administrator's pages under the spellings a path can take on its way to the app.
  const ADMIN_SPELLINGS = ['/dashboard', '/%64ashboard', '/dashboard/', '//dashboard', '/admin/leads', '/%61dmin/leads', '/admin/./leads', '/admin/x/../leads', '/admin/all-villas', '/%61dmin/all%2Dvillas'];

  it.each(ADMIN_SPELLINGS)('%s rendered signed in is not handed to the next visitor', async (p) => {
    const signedIn = await get(p, { Cookie: session.cookie });
    expect(signedIn.cache, p).not.toBe('HIT');
    // Three requests inside the microcache's second, as a crowd would come. The first finds
    // nothing kept (the signed-in answer was not); the others may get what the first was given.
    for (let i = 0; i < 3; i++) {
      const stranger = await get(p);
      if (i === 0) expect(stranger.cache, `${p}: ${stranger.status}`).not.toBe('HIT');
      expect(stranger.text, p).not.toContain(srv.context.adminEmail);
      expect(stranger.text, p).not.toContain(srv.context.adminName);
      if (signedIn.status === 200) expect(stranger.status, p).not.toBe(200);
    }
  });

  it('a signed-in request for a public page is neither answered from the cache nor kept', async () => {
    await get('/plots');
    const signedIn = await get('/plots', { Cookie: session.cookie });
    expect(signedIn.cache).toBe('BYPASS');
    const bearer = await get('/plots', { Authorization: `Bearer ${session.token}` });
    expect(bearer.cache).toBe('BYPASS');
  });

  it("answers the app marks private or no-store are never kept: the signed-in user's own data", async () => {
    const mine = await get('/api/auth/me', { Authorization: `Bearer ${session.token}` });
    expect(mine.status).toBe(200);
    expect(mine.text).toContain(srv.context.adminEmail);
    for (let i = 0; i < 3; i++) {
      const stranger = await get('/api/auth/me');
      expect(stranger.status).toBe(401);
      expect(stranger.text).not.toContain(srv.context.adminEmail);
    }
  });

  it('query strings a page does not read make no new cache entries', async () => {
    await get('/');
    await get('/villas?bedrooms=3');
    // Fifty new query strings at once: each would be a MISS if it were an entry of its own.
    const junk = await Promise.all(Array.from({ length: 50 }, (_, i) => get(`/?n=${i}&fbclid=x${i}`)));
    expect(junk.every((r) => r.status === 200)).toBe(true);
    expect(junk.filter((r) => r.cache === 'MISS').map((r) => r.cache)).toEqual([]);
    const utm = await get('/villas?utm_source=wa&bedrooms=3&gclid=1');
    expect(utm.cache).toMatch(/HIT|UPDATING|STALE/);
    // A filter a list does read is an entry of its own.
    expect((await get('/villas?bedrooms=4')).cache).toBe('MISS');
    expect((await get('/villas?bedrooms=4')).cache).toBe('HIT');
    // So is the map view of a list: never the list's copy, nor the list the map's.
    await c.seed('villas', { bedrooms: '2' });
    expect((await get('/villas?bedrooms=2')).text).not.toContain('data-testid="list-map"');
    const map = await get('/villas?bedrooms=2&view=map');
    expect(map.cache).toBe('MISS');
    expect(map.text).toContain('data-testid="list-map"');
    expect((await get('/villas?view=map&utm_source=wa&bedrooms=2')).cache).toMatch(/HIT|UPDATING|STALE/);
    expect((await get('/villas?bedrooms=2')).text).not.toContain('data-testid="list-map"');
  });
  it("has the app make a photo's sizes when it asks for one not made yet (lib/uploads/sizes.ts)", async () => {
    const bytes = await photo(1200, 900);
    const created = await c.create('villas', await listingForm('villas', {}, { mainImage: fileOf(bytes, 'new.jpg', 'image/jpeg') }));
    expect(created.status).toBe(201);
    const main = created.body.data.mainImage as string;
    const disk = (p: string) => path.join(srv.context.uploadsDir, p.slice('/uploads/'.length));
    const upload = disk(main).replace(/\.webp$/, '.upload');
    const small = main.replace(/\.webp$/, '-400w.webp');
    // The background makes them within moments of the answer; then the photo is put back as a save
    // leaves it, its upload waiting and no sizes on disk, for nginx to find nothing.
    for (let i = 0; fs.existsSync(upload) && i < 100; i++) await sleep(100);
    expect(fs.existsSync(upload)).toBe(false);
    for (const p of [main, small, main.replace(/\.webp$/, '-800w.webp')]) fs.rmSync(disk(p));
    fs.writeFileSync(upload, bytes);
    const res = await fetch(`${base}${small}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(400);
    // Made for good: the next request is nginx's, from disk.
    expect(fs.existsSync(disk(main)) && fs.existsSync(disk(small))).toBe(true);
    expect(fs.existsSync(upload)).toBe(false);
    // A photo that does not exist is still a 404.
    expect((await fetch(`${base}${main.replace(/[0-9a-f]{24}/, (id) => id.slice(0, 2) + '0'.repeat(22))}`)).status).toBe(404);
  });

  it("sends build files as the .br and .gz written beside them at build time (lib/build-files.ts)", async () => {
    /** The answer's bytes as sent (fetch would decode them) and its encoding. */
    const raw = async (p: string, encoding: string) => {
      const res = await rawRequest(base, { path: p, headers: { 'Accept-Encoding': encoding } });
      return { encoding: res.headers['content-encoding'], body: res.body };
    };
    const files = buildFilesOf((await get('/')).text);
    expect(files.length).toBeGreaterThan(3);
    const staticDir = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'static');
    for (const rel of files) {
      const file = path.join(staticDir, rel);
      const plain = fs.readFileSync(file);
      const gz = await raw(`/_next/static/${rel}`, 'gzip');
      expect(gz.encoding, rel).toBe('gzip');
      expect(gz.body.equals(fs.readFileSync(`${file}.gz`)), rel).toBe(true);
      expect(zlib.gunzipSync(gz.body).equals(plain), rel).toBe(true);
      const br = await raw(`/_next/static/${rel}`, 'gzip, deflate, br');
      if (!HAVE_BROTLI) continue;
      expect(br.encoding, rel).toBe('br');
      expect(br.body.equals(fs.readFileSync(`${file}.br`)), rel).toBe(true);
      expect(zlib.brotliDecompressSync(br.body).equals(plain), rel).toBe(true);
      // Compressed harder than nginx's own gzip (level 5) would.
      expect(br.body.length, rel).toBeLessThan(zlib.gzipSync(plain, { level: 5 }).length);
    }
    expect((await raw(`/_next/static/${files[0]}`, 'identity')).body.equals(fs.readFileSync(path.join(staticDir, files[0])))).toBe(true);
  });
});
