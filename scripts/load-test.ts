// `npm run test:load`: is the site fair under load, and do writes go through while it is busy?
//
// Builds the app into .next-load (SKIP_BUILD=true reuses it), seeds the demo listings into a
// private data folder under .load/ and serves it with `next start`. Then, in one run:
//
//  1. baseline:  plain node:http on the same machine, answering the same addresses with the same
//                bytes (captured from the app) to LOAD_READERS (200) keep-alive connections: the
//                floor this machine and client set;
//  2. readers:   the app, the same 200 connections, alone;
//  3. fixed rate: open loop, requests arriving at LOAD_RATE_SHARE (70 %) of the readers phase's
//                throughput whatever the answers' pace, latency counted from the planned start
//                (so a stall is not hidden by the client waiting for it); right after the readers
//                phase, so with the caches as that phase left them, whose throughput it is a share of;
//  4. writers:   the same readers plus LOAD_WRITERS (5) signed-in administrators creating, editing
//                and deleting listings with phone-sized JPEG photos (multipart, as the admin form
//                sends them); every acknowledged write is verified afterwards;
//  5. fixed rate after the writes: the same open loop once more, for information: the writes
//                dropped most of the rare filter pages, so its first seconds render them anew
//                at a rate set by a warm cache's throughput (the phase 3 target is not held to it).
//
// Readers are browser-like: keep-alive connections, each asking for one address after another from
// a visitor's mix (home, lists, filtered and sorted lists, rare filter combinations that are not
// cached yet, listing pages, 404s, photos in the sizes the pages' srcset picks, a little API).
// Each phase runs LOAD_SECONDS (30; `LOAD_SECONDS=10` for a quick run). Prints a table per phase
// and the time per kind of address, checks the targets and exits non-zero on a miss; writes
// everything to bench-results/load.json. The server runs with scripts/lib/load-probe.mjs preloaded
// (LOAD_PROBE=false to leave it out): event-loop delay, thread-pool queueing and the server's own
// time per request, to tell where a slow answer waited. LOAD_CPU_PROF=true adds a CPU profile of
// the server (`next start --experimental-cpu-prof`, written to .next-profiles/ when it stops).
// With DATABASE_URL set (postgres://…) it runs on a scratch database created on that server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { demoPhoto } from './seed/images';
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
  sleep,
  startServer,
  waitHealthy,
} from './lib/resilience';

const SECONDS = Number(process.env.LOAD_SECONDS || 30);
const READERS = Number(process.env.LOAD_READERS || 200);
const WRITERS = Number(process.env.LOAD_WRITERS || 5);
const RATE_SHARE = Number(process.env.LOAD_RATE_SHARE || 0.7);
const PROBE = process.env.LOAD_PROBE !== 'false';
/** A request unanswered this long counts as failed, as behind a proxy (nginx's default read timeout). */
const TIMEOUT_SECONDS = 60;
const TARGETS = {
  /** Read p99, readers alone, at most this many times the node:http baseline's p99. */
  readersVsBaseline: 3,
  /** Read p99 with writers at most this many times the readers-alone p99. */
  writersVsReaders: 1.5,
  writeP99Ms: 2000,
  fixedRateP99Ms: 250,
};
const dir = path.join(root, '.load');
const distDir = '.next-load';
const logFile = path.join(dir, 'server.log');
const probeFile = path.join(dir, 'probe.jsonl');
const run = Date.now().toString(36);

// ---------------------------------------------------------------------------------------------
// Results

interface PhaseResult {
  name: string;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  status: Record<string, number>;
  fiveXx: number;
  errors: number;
  /** Answers that took over a second, by the second of the phase they ended in (a stall shows as a cluster). */
  slowBySecond: number[];
  /** Client-side latency per kind of address. */
  byClass: Record<string, { n: number; p50: number; p99: number; max: number }>;
  /** What the server saw in this phase (load-probe.mjs). */
  server?: ServerView;
  /** The load generator's own event-loop delay and CPU, and the server's CPU (share of one core). */
  client?: { loopP99: number; loopMax: number; cpu: number; serverCpu?: number };
  extra?: Json;
}

interface ServerView {
  loopP99Max: number;
  loopMax: number;
  poolP50Median: number;
  poolMax: number;
  inFlightMax: number;
  connectionsMax: number;
  byClass: Record<string, { n: number; p50: number; p99: number; max: number }>;
  /** Pages Next rendered in the phase for a waiting request (x-nextjs-cache MISS), by kind of address. */
  renders: Record<string, number>;
  /** Stale copies given (lib/http/page-cache.ts giveStale): how many, and how long ago a write made each stale (ms). */
  stale: { n: number; p50: number; p99: number; max: number };
  /** Stale pages rendered anew in the background during the phase. */
  refreshes: number;
}

const round = (v: number) => Math.round(v * 10) / 10;
const sortNum = (a: number[]) => [...a].sort((x, y) => x - y);

function stats(latencies: number[]) {
  const s = sortNum(latencies);
  return { n: s.length, p50: round(percentile(s, 50)), p90: round(percentile(s, 90)), p99: round(percentile(s, 99)), max: round(s.at(-1) ?? 0) };
}

function byClassOf(samples: { cls: string; ms: number }[]) {
  const groups = new Map<string, number[]>();
  for (const { cls, ms } of samples) (groups.get(cls) ?? groups.set(cls, []).get(cls)!).push(ms);
  return Object.fromEntries(
    [...groups.entries()].sort().map(([cls, list]) => {
      const { n, p50, p99, max } = stats(list);
      return [cls, { n, p50, p99, max }];
    }),
  );
}

/** The probe's records between two wall-clock times. */
function serverView(from: number, to: number): ServerView | undefined {
  if (!PROBE || !fs.existsSync(probeFile)) return undefined;
  const requests: { cls: string; ms: number }[] = [];
  const renders: Record<string, number> = {};
  const staleAges: number[] = [];
  const seconds: Json[] = [];
  for (const line of fs.readFileSync(probeFile, 'utf8').split('\n')) {
    if (!line) continue;
    const rec = JSON.parse(line) as Json;
    if (rec.r && rec.r[0] >= from && rec.r[0] <= to) {
      requests.push({ cls: rec.r[1], ms: rec.r[2] });
      if (rec.r[4] === 'MISS') renders[rec.r[1]] = (renders[rec.r[1]] ?? 0) + 1;
      if (rec.r[4] === 'stale') staleAges.push(rec.r[5]);
    }
    if (rec.s && rec.s.t >= from && rec.s.t <= to + 1000) seconds.push(rec.s);
  }
  const max = (key: string) => Math.max(0, ...seconds.map((s) => s[key] as number));
  return {
    loopP99Max: max('loopP99'),
    loopMax: max('loopMax'),
    poolP50Median: percentile(sortNum(seconds.map((s) => s.poolP50)), 50),
    poolMax: max('poolMax'),
    inFlightMax: max('inFlight'),
    connectionsMax: max('connections'),
    byClass: byClassOf(requests),
    renders,
    stale: stats(staleAges),
    refreshes: seconds.length ? (seconds.at(-1)!.refreshes as number) - (seconds[0].refreshes as number) : 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Is the load generator itself keeping up? (It shares the machine with the server.)

let serverPid: number | undefined;
const clockTicks = 100;

/** CPU seconds used so far by every process in the server's process group (Linux /proc). */
function serverCpuSeconds(): number | undefined {
  if (!serverPid || !fs.existsSync('/proc')) return undefined;
  let total = 0;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${name}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      // After the command: state ppid pgrp … utime (12th) stime (13th).
      if (Number(fields[2]) === serverPid) total += (Number(fields[11]) + Number(fields[12])) / clockTicks;
    } catch {
      /* gone */
    }
  }
  return total;
}

async function watched(work: () => Promise<PhaseResult>): Promise<PhaseResult> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpu = process.cpuUsage();
  const serverCpu = serverCpuSeconds();
  const t = performance.now();
  const result = await work();
  loop.disable();
  const wall = (performance.now() - t) / 1000;
  const used = process.cpuUsage(cpu);
  const serverAfter = serverCpuSeconds();
  result.client = {
    loopP99: round(loop.percentile(99) / 1e6),
    loopMax: round(loop.max / 1e6),
    cpu: round((used.user + used.system) / 1e6 / wall),
    serverCpu: serverCpu !== undefined && serverAfter !== undefined ? round((serverAfter - serverCpu) / wall) : undefined,
  };
  return result;
}

// ---------------------------------------------------------------------------------------------
// What the readers ask for

interface Target {
  path: string;
  cls: string;
}

interface Mix {
  next(): Target;
  /** Every fixed address of the mix (not the long tail), for warming and capturing. */
  fixed: Target[];
}

/** Rupee caps for the long tail of filter combinations: most are rendered on their first request. */
const TAIL_PRICES = Array.from({ length: 400 }, (_, i) => 1_500_000 + i * 25_000);

function visitorMix(samples: Record<Slug, Json[]>): Mix {
  const pages: Target[] = [{ path: '/', cls: 'home' }];
  const lists = SLUGS.map((s) => ({ path: `/${s}`, cls: 'list' }));
  const filtered: Target[] = [];
  for (const s of SLUGS) {
    for (const q of ['sort=price-asc', 'sort=price-desc', 'page=2', 'status=Available', 'sort=area-desc']) filtered.push({ path: `/${s}?${q}`, cls: 'filtered' });
  }
  for (const b of [2, 3, 4]) {
    filtered.push({ path: `/villas?bedrooms=${b}`, cls: 'filtered' }, { path: `/homes?bedrooms=${b}&sort=price-asc`, cls: 'filtered' });
  }
  const details: Target[] = SLUGS.flatMap((s) => samples[s].map((l) => ({ path: `/${s}/${l._id}`, cls: 'detail' })));
  const images: { path: string; cls: string; weight: number }[] = SLUGS.flatMap((s) =>
    samples[s].flatMap((l) => {
      const main = l.mainImage as string;
      const stem = main.slice(0, -'.webp'.length);
      return [
        { path: `${stem}-400w.webp`, cls: 'image', weight: 6 },
        { path: `${stem}-800w.webp`, cls: 'image', weight: 3 },
        { path: main, cls: 'image', weight: 1 },
      ];
    }),
  );
  const api: Target[] = [
    ...SLUGS.map((s) => ({ path: `/api/${s}?limit=12&fields=card`, cls: 'api' })),
    ...SLUGS.map((s) => ({ path: `/api/${s}/${samples[s][0]._id}`, cls: 'api' })),
  ];
  const missing: Target[] = [
    { path: '/villas/000000000000000000000000', cls: '404' },
    { path: '/no-such-page', cls: '404' },
  ];
  const other: Target[] = ['/about', '/contact'].map((p) => ({ path: p, cls: 'other' }));
  // Shares of requests, roughly a visitor's: about half photos, the rest pages and a little API.
  const weighted: [number, () => Target][] = [
    [7, () => pick(pages)],
    [9, () => pick(lists)],
    [8, () => pick(filtered)],
    [3, () => {
      const s = pick(SLUGS);
      return { path: `/${s}?maxPrice=${pick(TAIL_PRICES)}`, cls: 'rare filter' };
    }],
    [18, () => pick(details)],
    [45, () => {
      let r = Math.random() * images.reduce((n, i) => n + i.weight, 0);
      for (const i of images) if ((r -= i.weight) <= 0) return i;
      return images[0];
    }],
    [5, () => pick(api)],
    [2, () => pick(missing)],
    [3, () => pick(other)],
  ];
  const total = weighted.reduce((n, [w]) => n + w, 0);
  return {
    next() {
      let r = Math.random() * total;
      for (const [w, f] of weighted) if ((r -= w) <= 0) return f();
      return weighted[0][1]();
    },
    fixed: [...pages, ...lists, ...filtered, ...details, ...images, ...api, ...missing, ...other],
  };
}

/** A phase's figures from its latency samples and status counts, between two wall-clock times. */
function phaseResult(
  name: string,
  seconds: number,
  samples: { cls: string; ms: number; at?: number }[],
  status: Record<string, number>,
  errors: number,
  from: number,
  to: number,
): PhaseResult {
  const all = stats(samples.map((s) => s.ms));
  return {
    name,
    seconds,
    requests: all.n,
    rps: Math.round(all.n / ((to - from) / 1000)),
    p50: all.p50,
    p90: all.p90,
    p99: all.p99,
    max: all.max,
    status,
    fiveXx: Object.entries(status).reduce((n, [c, k]) => n + (Number(c) >= 500 ? k : 0), 0),
    errors,
    slowBySecond: samples.reduce<number[]>((counts, x) => {
      if (x.ms > 1000 && x.at) counts[Math.floor((x.at - from) / 1000)] = (counts[Math.floor((x.at - from) / 1000)] ?? 0) + 1;
      return counts;
    }, Array.from({ length: Math.ceil((to - from) / 1000) }, () => 0)),
    byClass: byClassOf(samples),
    server: serverView(from, to),
  };
}

/** Closed loop: READERS keep-alive connections, each sending its next request when the last is answered. */
async function closedLoop(name: string, url: string, mix: Mix, seconds: number): Promise<PhaseResult> {
  const samples: { cls: string; ms: number; at: number }[] = [];
  const status: Record<string, number> = {};
  const from = Date.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: READERS,
        duration: seconds,
        timeout: TIMEOUT_SECONDS,
        requests: [
          {
            method: 'GET',
            setupRequest: (req, context) => {
              const t = mix.next();
              (context as Json).cls = t.cls;
              return { ...req, path: t.path };
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (client: Json, statusCode: number, _bytes: number, responseTime: number) => {
      samples.push({ cls: (client.requestIterator.context.cls as string) ?? '?', ms: responseTime, at: Date.now() });
      status[statusCode] = (status[statusCode] ?? 0) + 1;
    });
  });
  return phaseResult(name, seconds, samples, status, result.errors + result.timeouts, from, Date.now());
}

/**
 * Open loop: requests start at a constant rate whatever the server's pace, over keep-alive
 * connections (at most READERS); each latency runs from the planned start.
 */
async function fixedRate(name: string, base: string, mix: Mix, rate: number, seconds: number): Promise<PhaseResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: READERS });
  const u = new URL(base);
  const samples: { cls: string; ms: number; at: number }[] = [];
  const status: Record<string, number> = {};
  let errors = 0;
  const pending = new Set<Promise<void>>();
  const send = (t: Target, planned: number) => {
    const done = new Promise<void>((resolve) => {
      const req = http.get({ agent, hostname: u.hostname, port: u.port, path: t.path, timeout: TIMEOUT_SECONDS * 1000 }, (res) => {
        res.resume();
        res.on('end', () => {
          samples.push({ cls: t.cls, ms: performance.now() - planned, at: Date.now() });
          status[res.statusCode!] = (status[res.statusCode!] ?? 0) + 1;
          resolve();
        });
        res.on('error', () => {
          errors++;
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };
  const from = Date.now();
  const start = performance.now();
  const total = Math.round(rate * seconds);
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - start) / 1000) * rate) + 1);
    for (; sent < due; sent++) send(mix.next(), start + (sent / rate) * 1000);
    await sleep(2);
  }
  await Promise.all(pending);
  agent.destroy();
  return { ...phaseResult(name, seconds, samples, status, errors, from, Date.now()), extra: { targetRate: round(rate) } };
}

// ---------------------------------------------------------------------------------------------
// Writers

interface WriteLog {
  latency: { op: string; ms: number }[];
  /** The server's own account of each write (its Server-Timing spans, lib/http/server-timing.ts). */
  spans: { op: string; span: string; ms: number }[];
  status: Record<string, number>;
  errors: string[];
  /** Final state of every listing an acknowledged write touched. */
  acked: Map<string, { slug: Slug; deleted: boolean; version: number; title: string; mainImage: string; additional: number }>;
  count: number;
}

/** Phone-sized photos (2400×1800 JPEG with sensor-like noise, about 0.7 MB each) of the demo illustrations. */
async function phonePhotos(): Promise<Buffer[]> {
  const themes = ['villa', 'plot', 'home'] as const;
  return Promise.all(
    Array.from({ length: 6 }, async (_, i) => {
      const base = await sharp(await demoPhoto(themes[i % 3], 100 + i)).resize(2400, 1800).raw().toBuffer({ resolveWithObject: true });
      const { data, info } = base;
      for (let p = 0; p < data.length; p++) data[p] = Math.max(0, Math.min(255, data[p] + ((Math.random() * 16) | 0) - 8));
      return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).jpeg({ quality: 90 }).toBuffer();
    }),
  );
}

/**
 * The administrators' connections: kept alive like a browser's, and opened before the phase
 * starts (each administrator has the admin pages open before saving).
 */
const writeAgent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });

async function request(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  form?: FormData,
): Promise<{ status: number; json: Json; timing: string }> {
  const h: Record<string, string> = { ...headers };
  let body: Buffer | undefined;
  if (form) {
    // The same multipart body fetch would send.
    const encoded = new Response(form);
    body = Buffer.from(await encoded.arrayBuffer());
    h['content-type'] = encoded.headers.get('content-type')!;
    h['content-length'] = String(body.length);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, agent: writeAgent, headers: h, timeout: TIMEOUT_SECONDS * 1000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          const timing = String(res.headers['server-timing'] ?? '');
          resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Json, timing });
        } catch (err) {
          reject(err);
        }
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Opens the administrators' keep-alive connections (one GET each, at once). */
async function openWriterConnections(base: string, headers: Record<string, string>): Promise<void> {
  await Promise.all(Array.from({ length: WRITERS }, () => request(base, 'GET', '/api/auth/me', headers)));
}

function writers(base: string, headers: Record<string, string>, photos: Buffer[], deadline: number, log: WriteLog): Promise<void>[] {
  let seq = 0;
  async function timed(op: string, method: string, url: string, body?: FormData): Promise<{ status: number; json: Json } | null> {
    const t = performance.now();
    try {
      const res = await request(base, method, url, headers, body);
      log.latency.push({ op, ms: performance.now() - t });
      for (const m of res.timing.matchAll(/([\w-]+);dur=([\d.]+)/g)) log.spans.push({ op, span: m[1], ms: Number(m[2]) });
      log.status[res.status] = (log.status[res.status] ?? 0) + 1;
      if (res.status < 300) return res;
      log.errors.push(`${method} ${url}: ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
    } catch (err) {
      log.errors.push(`${method} ${url}: ${String(err)}`);
    }
    return null;
  }
  async function writer() {
    const mine: string[] = [];
    while (Date.now() < deadline) {
      const r = Math.random();
      if (mine.length < 2 || r < 0.45) {
        const slug = pick(SLUGS);
        const title = `load ${run} #${++seq}`;
        const files = [
          { field: 'mainImage' as const, data: pick(photos) },
          ...(Math.random() < 0.5 ? [{ field: 'additionalImages' as const, data: pick(photos) }] : []),
        ];
        const res = await timed('create', 'POST', `/api/${slug}`, formOf(listingFields(slug, title), files));
        const d = res?.json.data;
        if (d?._id) {
          log.acked.set(d._id, { slug, deleted: false, version: d.version, title, mainImage: d.mainImage, additional: d.additionalImages.length });
          mine.push(d._id);
          log.count++;
        }
      } else if (r < 0.85) {
        const id = pick(mine);
        const before = log.acked.get(id)!;
        const title = `load ${run} #${++seq} (edit)`;
        // Half the edits replace the photo, half change only the text.
        const photo = Math.random() < 0.5;
        const fields = { ...listingFields(before.slug, title), version: String(before.version), ...(photo ? { additionalImagesPaths: '[]' } : { mainImagePath: before.mainImage }) };
        const res = await timed('edit', 'PUT', `/api/${before.slug}/${id}`, formOf(fields, photo ? [{ field: 'mainImage', data: pick(photos) }] : []));
        const d = res?.json.data;
        if (d) {
          log.acked.set(id, { ...before, version: d.version, title, mainImage: d.mainImage, additional: d.additionalImages.length });
          log.count++;
        }
      } else {
        const id = mine.splice(Math.floor(Math.random() * mine.length), 1)[0];
        const before = log.acked.get(id)!;
        const res = await timed('delete', 'DELETE', `/api/${before.slug}/${id}`);
        if (res) {
          log.acked.set(id, { ...before, deleted: true });
          log.count++;
        }
      }
    }
  }
  return Array.from({ length: WRITERS }, writer);
}

async function verifyWrites(base: string, log: WriteLog): Promise<string[]> {
  const lost: string[] = [];
  for (const [id, w] of log.acked) {
    const res = await fetch(`${base}/api/${w.slug}/${id}`);
    const body = (await res.json()) as Json;
    if (w.deleted) {
      if (res.status !== 404) lost.push(`${w.slug}/${id}: deleted, but answers ${res.status}`);
      continue;
    }
    const d = body.data;
    const img = res.ok ? await fetch(`${base}${d.mainImage}`) : null;
    await img?.arrayBuffer();
    const page = res.ok ? await fetch(`${base}/${w.slug}/${id}`) : null;
    const html = page ? await page.text() : '';
    if (
      !res.ok ||
      d.version !== w.version ||
      d.title !== w.title ||
      d.mainImage !== w.mainImage ||
      d.additionalImages.length !== w.additional ||
      img?.status !== 200 ||
      page?.status !== 200 ||
      !html.includes(w.title)
    ) {
      lost.push(`${w.slug}/${id}: ${res.status} ${JSON.stringify(d ?? body).slice(0, 200)} (page ${page?.status})`);
    }
  }
  return lost;
}

// ---------------------------------------------------------------------------------------------
// Output

function printPhases(phases: PhaseResult[]) {
  const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);
  const rows = [['phase', 'req/s', 'p50', 'p90', 'p99', 'max', '5xx', 'errors', 'non-2xx']];
  for (const p of phases) {
    const non2xx = Object.entries(p.status).reduce((n, [c, k]) => n + (Number(c) >= 300 ? k : 0), 0);
    rows.push([p.name, String(p.rps), ms(p.p50), ms(p.p90), ms(p.p99), ms(p.max), String(p.fiveXx), String(p.errors), String(non2xx)]);
  }
  table(rows);
  for (const p of phases) {
    console.log(`\n${p.name}: per kind of address (client latency${p.server ? '; server time from request to answer' : ''})`);
    const r = [['address', 'n', 'p50', 'p99', 'max', ...(p.server ? ['server p50', 'server p99', 'server max'] : [])]];
    for (const [cls, s] of Object.entries(p.byClass)) {
      const sv = p.server?.byClass[cls];
      r.push([cls, String(s.n), ms(s.p50), ms(s.p99), ms(s.max), ...(p.server ? [sv ? ms(sv.p50) : '-', sv ? ms(sv.p99) : '-', sv ? ms(sv.max) : '-'] : [])]);
    }
    if (p.server) {
      for (const [cls, sv] of Object.entries(p.server.byClass)) {
        if (!p.byClass[cls]) r.push([cls, String(sv.n), '-', '-', '-', ms(sv.p50), ms(sv.p99), ms(sv.max)]);
      }
    }
    table(r);
    if (p.slowBySecond.some((n) => n > 0)) console.log(`  answers over 1 s, by second of the phase: ${p.slowBySecond.join(' ')}`);
    if (p.client) {
      const c = p.client;
      console.log(
        `  load generator: event-loop delay p99 ${c.loopP99} ms (max ${c.loopMax} ms), CPU ${Math.round(c.cpu * 100)} % of a core; server CPU ${c.serverCpu === undefined ? '?' : `${Math.round(c.serverCpu * 100)} %`}`,
      );
    }
    if (p.server) {
      const s = p.server;
      console.log(
        `  server: event-loop delay p99 up to ${s.loopP99Max} ms (max ${s.loopMax} ms); fs.stat through the thread pool median ${round(s.poolP50Median)} ms, max ${s.poolMax} ms; in flight up to ${s.inFlightMax}, connections up to ${s.connectionsMax}`,
      );
      const renders = Object.entries(s.renders);
      console.log(`  pages Next rendered: ${renders.length ? renders.map(([cls, n]) => `${cls} ${n}`).join(', ') : 'none'}`);
      if (s.stale.n || s.refreshes) {
        console.log(
          `  stale copies given: ${s.stale.n} (a write made each stale ${ms(s.stale.p50)} before at p50, ${ms(s.stale.p99)} at p99, ${ms(s.stale.max)} at most); pages rendered anew in the background: ${s.refreshes}`,
        );
      }
    }
  }
}

function table(rows: string[][]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const [n, r] of rows.entries()) {
    console.log(`  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`);
    if (n === 0) console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  }
}

// ---------------------------------------------------------------------------------------------

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

  const nodeOptions = [process.env.NODE_OPTIONS ?? '', PROBE ? `--import ${path.join(root, 'scripts/lib/load-probe.mjs')}` : ''].join(' ').trim();
  // LOAD_CPU_PROF=true: the server writes a V8 CPU profile when it stops (`next start --experimental-cpu-prof`).
  server = startServer(
    env,
    logFile,
    { NODE_OPTIONS: nodeOptions, ...(PROBE ? { LOAD_PROBE_FILE: probeFile } : {}) },
    process.env.LOAD_CPU_PROF === 'true' ? ['--experimental-cpu-prof'] : [],
  );
  await waitHealthy(server);
  serverPid = server.child.pid;
  const base = server.base;
  const headers = await signIn(base, env);

  const firstOf = async (slug: Slug) => ((await (await fetch(`${base}/api/${slug}?limit=12`)).json()) as Json).data as Json[];
  const samples = Object.fromEntries(await Promise.all(SLUGS.map(async (s) => [s, await firstOf(s)] as const))) as Record<Slug, Json[]>;
  const mix = visitorMix(samples);

  // Every fixed address once, so the phases measure serving rather than first renders (the long
  // tail of filters stays uncached), and its bytes for the baseline.
  const captured = new Map<string, { status: number; type: string; body: Buffer }>();
  const warm = async (keep: boolean) => {
    for (const t of mix.fixed) {
      const res = await fetch(`${base}${t.path}`, { signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000) }).catch((err: unknown) => {
        throw new Error(`GET ${t.path}: no answer (${String(err)})`);
      });
      const body = Buffer.from(await res.arrayBuffer());
      if (keep) captured.set(t.path, { status: res.status, type: res.headers.get('content-type') ?? 'text/html', body });
    }
  };
  await warm(true);
  const photos = await phonePhotos();
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(
    `Load test on ${store.engine}, ${os.cpus().length} cores, load average ${load.join(' ')}: ${READERS} readers, ${WRITERS} writers, ${SECONDS} s per phase, ${mix.fixed.length} fixed addresses and a long tail of filters; photos ${photos.map((p) => Math.round(p.length / 1024)).join(', ')} KB`,
  );

  // 1. Baseline: plain node:http with the same bytes for the same addresses.
  const tailBody = captured.get('/villas?sort=price-asc')!;
  const plain = http.createServer((req, res) => {
    const c = captured.get(req.url ?? '/') ?? tailBody;
    res.writeHead(c.status, { 'content-type': c.type, 'content-length': c.body.length });
    res.end(c.body);
  });
  await new Promise<void>((resolve) => plain.listen(0, 'localhost', resolve));
  const phases: PhaseResult[] = [];
  console.log('1/5 baseline: plain node:http...');
  phases.push(await watched(() => closedLoop('baseline (node:http)', `http://localhost:${(plain.address() as AddressInfo).port}`, mix, SECONDS)));
  plain.close();
  phases[0].server = undefined;

  // 2. Readers alone.
  console.log('2/5 readers alone...');
  phases.push(await watched(() => closedLoop('readers', base, mix, SECONDS)));

  // 3. Fixed rate at RATE_SHARE of what the readers phase served, with the caches as it left them.
  const rate = phases[1].rps * RATE_SHARE;
  const fixedName = `fixed rate ${Math.round(RATE_SHARE * 100)} %`;
  console.log(`3/5 fixed rate: ${Math.round(rate)} req/s (${RATE_SHARE * 100} % of the readers phase)...`);
  phases.push(await watched(() => fixedRate(fixedName, base, mix, rate, SECONDS)));

  // 4. Readers and writers.
  console.log(`4/5 readers + ${WRITERS} writers...`);
  const log: WriteLog = { latency: [], spans: [], status: {}, errors: [], acked: new Map(), count: 0 };
  await openWriterConnections(base, headers);
  const deadline = Date.now() + SECONDS * 1000;
  const writing = writers(base, headers, photos, deadline, log);
  const withWriters = await watched(() => closedLoop('readers + writers', base, mix, SECONDS));
  await Promise.all(writing);
  phases.push(withWriters);
  const writeStats = stats(log.latency.map((l) => l.ms));
  const writeByOp = byClassOf(log.latency.map((l) => ({ cls: l.op, ms: l.ms })));
  const writeSpans = byClassOf(log.spans.map((s) => ({ cls: `${s.op} ${s.span}`, ms: s.ms })));
  withWriters.extra = { writes: { ...writeStats, acknowledged: log.count, status: log.status, errors: log.errors.length, byOp: writeByOp, spans: writeSpans } };
  const lost = await verifyWrites(base, log);
  const uploads = compareUploads(env.uploadsDir, (await store.read()).paths);

  // 5. The same fixed rate after the writes, for information.
  await warm(false);
  console.log(`5/5 fixed rate after the writes: ${Math.round(rate)} req/s...`);
  phases.push(await watched(() => fixedRate(`${fixedName} after the writes`, base, mix, rate, SECONDS)));

  // -------------------------------------------------------------------------------------------
  const [baseline, readers, fixed, mixed, afterWrites] = phases;
  console.log(`\nLoad test (${store.engine}, ${SECONDS} s per phase, ${READERS} connections, ${WRITERS} writers)\n`);
  printPhases(phases);
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(`\nWrites: ${writeStats.n} answered, ${log.count} acknowledged; p50 ${ms(writeStats.p50)}, p90 ${ms(writeStats.p90)}, p99 ${ms(writeStats.p99)}, max ${ms(writeStats.max)}`);
  console.log(`  by operation: ${Object.entries(writeByOp).map(([op, s]) => `${op} ${s.n} (p50 ${ms(s.p50)}, p99 ${ms(s.p99)})`).join(', ')}`);
  console.log('  where a write spent its time (the server\'s Server-Timing spans, ms; spans overlap):');
  table([['operation span', 'n', 'p50', 'p99', 'max'], ...Object.entries(writeSpans).map(([k, v]) => [k, String(v.n), ms(v.p50), ms(v.p99), ms(v.max)])]);
  console.log(`  status codes: ${Object.entries(log.status).map(([c, n]) => `${c}: ${n}`).join(', ')}`);
  for (const e of log.errors.slice(0, 10)) console.log(`  write error: ${e}`);
  for (const l of lost.slice(0, 10)) console.log(`  LOST: ${l}`);
  console.log(`  uploads vs database: ${uploads.files} files for ${uploads.referenced} images; orphans ${uploads.orphans.length}, missing ${uploads.missing.length}`);

  const write5xx = Object.entries(log.status).reduce((n, [c, k]) => n + (Number(c) >= 500 ? k : 0), 0);
  const checks: { name: string; ok: boolean; detail: string }[] = [
    {
      name: `read p99, readers alone <= ${TARGETS.readersVsBaseline}x baseline p99`,
      ok: readers.p99 <= TARGETS.readersVsBaseline * baseline.p99,
      detail: `${ms(readers.p99)} vs ${ms(baseline.p99)} (${(readers.p99 / baseline.p99).toFixed(2)}x)`,
    },
    {
      name: `read p99 with writers <= ${TARGETS.writersVsReaders}x readers alone`,
      ok: mixed.p99 <= TARGETS.writersVsReaders * readers.p99,
      detail: `${ms(mixed.p99)} vs ${ms(readers.p99)} (${(mixed.p99 / readers.p99).toFixed(2)}x)`,
    },
    { name: `write p99 <= ${TARGETS.writeP99Ms} ms`, ok: writeStats.n > 0 && writeStats.p99 <= TARGETS.writeP99Ms, detail: `${ms(writeStats.p99)} over ${writeStats.n} writes` },
    { name: `fixed-rate read p99 <= ${TARGETS.fixedRateP99Ms} ms`, ok: fixed.p99 <= TARGETS.fixedRateP99Ms, detail: `${ms(fixed.p99)} at ${fixed.rps} req/s` },
    {
      name: 'no 5xx',
      ok: phases.slice(1).every((p) => p.fiveXx === 0) && write5xx === 0,
      detail: `reads ${phases.slice(1).map((p) => p.fiveXx).join('/')}, writes ${write5xx}`,
    },
    { name: 'no network errors or timeouts', ok: phases.slice(1).every((p) => p.errors === 0) && log.errors.length === 0, detail: `reads ${phases.slice(1).map((p) => p.errors).join('/')}, writes ${log.errors.length}` },
    { name: 'no lost writes', ok: lost.length === 0 && log.count > 0, detail: `${lost.length} of ${log.acked.size} listings` },
    { name: 'uploads match the database', ok: uploads.orphans.length + uploads.missing.length === 0, detail: `orphans ${uploads.orphans.length}, missing ${uploads.missing.length}` },
  ];
  console.log('\nTargets');
  for (const c of checks) console.log(`  ${c.ok ? 'met   ' : 'MISSED'}  ${c.name}: ${c.detail}`);
  console.log(`  info    fixed-rate read p99 after the writes (no target): ${ms(afterWrites.p99)} at ${afterWrites.rps} req/s`);
  const failed = checks.some((c) => !c.ok);
  console.log(`  result: ${failed ? 'FAIL' : 'PASS'} (load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench-results', 'load.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        engine: store.engine,
        cores: os.cpus().length,
        loadAverageAtStart: load,
        seconds: SECONDS,
        readers: READERS,
        writers: WRITERS,
        phases,
        writes: { ...writeStats, acknowledged: log.count, byOp: writeByOp, status: log.status, errors: log.errors, lost },
        uploads: { files: uploads.files, referenced: uploads.referenced, orphans: uploads.orphans.length, missing: uploads.missing.length },
        checks,
      },
      null,
      2,
    ),
  );
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
