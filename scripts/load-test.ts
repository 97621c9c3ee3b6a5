// `npm run test:load`: builds the app into .next-load, seeds the demo listings into a private data
// folder under .load/ and serves it; then for LOAD_SECONDS (30) runs LOAD_READERS (200) concurrent
// readers (autocannon over public pages, API reads and images) and LOAD_WRITERS (5) concurrent
// writers (signed-in creates and updates with small generated JPEGs, in fetch loops). Afterwards
// every acknowledged write is read back through the API; the uploads folder is compared with the
// database. Fails on any 5xx, any network error or timeout, any lost write, orphan or missing file.
// For scale, it ends with the same number of connections against plain node:http serving the home
// page's bytes: the most one Node process gets out of this machine.
// With DATABASE_URL set (postgres://…) it runs on a scratch database created on that server.
// SKIP_BUILD=true reuses an existing .next-load build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { freePort } from './lib/free-port';
import {
  bin,
  build,
  compareUploads,
  formOf,
  type Json,
  listingFields,
  openStore,
  percentile,
  pick,
  root,
  serverEnvironment,
  SLUGS,
  type Slug,
  signIn,
  startServer,
  waitHealthy,
} from './lib/resilience';

const SECONDS = Number(process.env.LOAD_SECONDS || 30);
const READERS = Number(process.env.LOAD_READERS || 200);
const WRITERS = Number(process.env.LOAD_WRITERS || 5);
/** A request unanswered this long counts as failed, as behind a proxy (nginx's default read timeout). */
const TIMEOUT_SECONDS = 60;
const dir = path.join(root, '.load');
const distDir = '.next-load';
const logFile = path.join(dir, 'server.log');
const run = Date.now().toString(36);

fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const store = await openStore(path.join(dir, 'data'), 'load');
const port = await freePort();
const env = serverEnvironment(dir, distDir, port, store.url);

let exitCode = 0;
let server: ReturnType<typeof startServer> | undefined;
try {
  build(distDir, dir);
  console.log('Seeding the demo listings...');
  const seeded = spawnSync(bin('tsx'), ['--conditions=react-server', 'scripts/prepare.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: env.dataDir,
      UPLOADS_DIR: env.uploadsDir,
      DATABASE_URL: env.databaseUrl,
      ADMIN_EMAIL: env.adminEmail,
      ADMIN_PASSWORD: env.adminPassword,
      SEED: 'true',
    },
  });
  if (seeded.status !== 0) throw new Error('seeding failed');

  server = startServer(env, logFile);
  await waitHealthy(server);
  const base = server.base;
  const headers = await signIn(base, env);

  // What the readers ask for: every public page type, API lists and details, images, health.
  const firstOf = async (slug: Slug) => ((await (await fetch(`${base}/api/${slug}?limit=3`)).json()) as Json).data as Json[];
  const samples = Object.fromEntries(await Promise.all(SLUGS.map(async (s) => [s, await firstOf(s)] as const))) as Record<Slug, Json[]>;
  // Every connection goes round this list, one request at a time: about half pages,
  // a third API reads, the rest images and the health check.
  const pages = ['/', '/villas', '/plots', '/homes', '/villas?bedrooms=3', ...SLUGS.flatMap((s) => samples[s].map((l) => `/${s}/${l._id}`))];
  const apiReads = ['/api/villas?limit=12', '/api/plots?limit=12&page=1', '/api/homes?limit=12&sort=price-asc', ...SLUGS.map((s) => `/api/${s}/${samples[s][0]._id}`)];
  const imagePaths = SLUGS.flatMap((s) => samples[s].map((l) => l.mainImage as string)).slice(0, 5);
  const paths = [...pages, ...apiReads, ...imagePaths, '/api/health'];
  // Warm the pages once so the run measures serving, not the first render.
  for (const p of paths) await fetch(`${base}${p}`).then((r) => r.arrayBuffer());

  // Writers: create, then update what they created, with small generated JPEGs.
  const photos = await Promise.all(
    [0, 60, 120, 180, 240].map((hue) =>
      sharp({ create: { width: 800, height: 600, channels: 3, background: { r: hue, g: 140, b: 255 - hue } } })
        .jpeg()
        .toBuffer(),
    ),
  );
  const writeLatency: number[] = [];
  const writeStatus: Record<string, number> = {};
  const writeErrors: string[] = [];
  const acked = new Map<string, { slug: Slug; version: number; title: string; mainImage: string }>();
  let ackedWrites = 0;
  let seq = 0;
  const deadline = Date.now() + SECONDS * 1000;

  async function timed(method: string, url: string, form: FormData): Promise<Json | null> {
    const t = performance.now();
    try {
      const res = await fetch(`${base}${url}`, { method, headers, body: form, signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000) });
      const body = (await res.json()) as Json;
      writeLatency.push(performance.now() - t);
      writeStatus[res.status] = (writeStatus[res.status] ?? 0) + 1;
      if (res.ok) return body;
      writeErrors.push(`${method} ${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    } catch (err) {
      writeErrors.push(`${method} ${url}: ${String(err)}`);
    }
    return null;
  }

  async function writer() {
    const mine: string[] = [];
    while (Date.now() < deadline) {
      if (mine.length === 0 || Math.random() < 0.5) {
        const slug = pick(SLUGS);
        const title = `load ${run} #${++seq}`;
        const body = await timed('POST', `/api/${slug}`, formOf(listingFields(slug, title), [{ field: 'mainImage', data: pick(photos) }]));
        if (body?.data?._id) {
          acked.set(body.data._id, { slug, version: body.data.version, title, mainImage: body.data.mainImage });
          mine.push(body.data._id);
          ackedWrites++;
        }
      } else {
        const id = pick(mine);
        const before = acked.get(id)!;
        const title = `load ${run} #${++seq} (update)`;
        const fields = { ...listingFields(before.slug, title), version: String(before.version), additionalImagesPaths: '[]' };
        const body = await timed('PUT', `/api/${before.slug}/${id}`, formOf(fields, [{ field: 'mainImage', data: pick(photos) }]));
        if (body?.data) {
          acked.set(id, { slug: before.slug, version: body.data.version, title, mainImage: body.data.mainImage });
          ackedWrites++;
        }
      }
    }
  }

  console.log(`Load test on ${store.engine}: ${READERS} readers over ${paths.length} addresses and ${WRITERS} writers for ${SECONDS} s...`);
  const started = performance.now();
  const [reads] = await Promise.all([
    autocannon({
      url: base,
      connections: READERS,
      duration: SECONDS,
      timeout: TIMEOUT_SECONDS,
      requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
    }),
    ...Array.from({ length: WRITERS }, writer),
  ]);
  const elapsed = (performance.now() - started) / 1000;

  // Every acknowledged write, read back.
  let lost = 0;
  for (const [id, w] of acked) {
    const res = await fetch(`${base}/api/${w.slug}/${id}`);
    const body = (await res.json()) as Json;
    const img = res.ok ? await fetch(`${base}${body.data.mainImage}`) : null;
    await img?.arrayBuffer();
    if (!res.ok || body.data.version !== w.version || body.data.title !== w.title || body.data.mainImage !== w.mainImage || img?.status !== 200) {
      lost++;
      console.log(`  LOST: ${w.slug}/${id}: ${res.status} ${JSON.stringify(body.data ?? body).slice(0, 200)}`);
    }
  }
  const uploads = compareUploads(env.uploadsDir, (await store.read()).paths);

  // What this machine manages at all at this concurrency: the home page's bytes from plain node:http.
  const homeBytes = Buffer.from(await (await fetch(`${base}/`)).arrayBuffer());
  const plain = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': homeBytes.length });
    res.end(homeBytes);
  });
  await new Promise<void>((resolve) => plain.listen(0, 'localhost', resolve));
  const baseline = await autocannon({
    url: `http://localhost:${(plain.address() as AddressInfo).port}/`,
    connections: READERS,
    duration: 10,
    timeout: TIMEOUT_SECONDS,
  });
  plain.close();

  const codes = Object.fromEntries(
    Object.entries(reads.statusCodeStats as unknown as Record<string, { count: number }>).map(([c, { count }]) => [c, count]),
  ) as Record<string, number>;
  const read5xx = Object.entries(codes).reduce((n, [code, count]) => n + (Number(code) >= 500 ? count : 0), 0);
  const readNon2xx = reads.non2xx;
  const readErrors = reads.errors;
  const readTimeouts = reads.timeouts;
  const write5xx = Object.entries(writeStatus).reduce((n, [code, count]) => n + (Number(code) >= 500 ? count : 0), 0);
  const sorted = [...writeLatency].sort((a, b) => a - b);
  const ms = (v: number) => `${Math.round(v)} ms`;
  const lat = (p50: number, p99: number, max: number) => `p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)}`;
  console.log(`
Load test summary (${store.engine}, ${SECONDS} s, ${READERS} readers, ${WRITERS} writers)
  reads                       ${reads.requests.total} requests, ${Math.round(reads.requests.total / elapsed)} req/s (${pages.length} pages, ${apiReads.length} API reads, ${imagePaths.length} images, health)
  read latency                ${lat(reads.latency.p50, reads.latency.p99, reads.latency.max)}
  baseline (plain node:http)  ${Math.round(baseline.requests.average)} req/s, ${lat(baseline.latency.p50, baseline.latency.p99, baseline.latency.max)} (home page bytes, ${READERS} connections, 10 s)
  read status codes           ${Object.entries(codes).map(([c, n]) => `${c}: ${n}`).join(', ')}
  read errors / timeouts      ${readErrors} / ${readTimeouts}
  writes                      ${writeLatency.length} answered, ${ackedWrites} acknowledged (${[...acked.keys()].length} listings)
  write latency               ${lat(percentile(sorted, 50), percentile(sorted, 99), sorted.at(-1) ?? 0)}
  write status codes          ${Object.entries(writeStatus).map(([c, n]) => `${c}: ${n}`).join(', ')}
  write errors                ${writeErrors.length}
  5xx                         ${read5xx + write5xx} (reads ${read5xx}, writes ${write5xx})
  lost writes                 ${lost}
  uploads vs database         ${uploads.files} files for ${uploads.referenced} images; orphans ${uploads.orphans.length}, missing ${uploads.missing.length}`);
  for (const e of writeErrors.slice(0, 10)) console.log(`  write error: ${e}`);
  const failed =
    read5xx + write5xx > 0 ||
    lost > 0 ||
    writeErrors.length > 0 ||
    readErrors + readTimeouts > 0 ||
    readNon2xx > 0 ||
    ackedWrites === 0 ||
    uploads.orphans.length + uploads.missing.length > 0;
  console.log(`  result                      ${failed ? 'FAIL' : 'PASS'}`);
  if (failed) exitCode = 1;
} catch (err) {
  console.error('Load test aborted:', err);
  const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
  console.error(`--- last server output ---\n${text.slice(-3000)}`);
  exitCode = 1;
} finally {
  if (server) {
    server.signal('SIGTERM');
    await Promise.race([server.exited, new Promise((r) => setTimeout(r, 15_000))]);
    server.signal('SIGKILL');
  }
  await store.drop();
}
process.exit(exitCode);
