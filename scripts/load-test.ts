// `npm run test:load`: is the site fair under load, do writes go through while it is busy, and is
// what nginx hands out fresh?
//
// Builds the app once into .next-load (SKIP_BUILD=true reuses it) and runs it in two shapes, each
// seeded with the demo listings (LOAD_RUNS=nginx,bare chooses; both by default):
//
//  nginx: production's shape, as `npm run cluster` starts it (scripts/lib/cluster.ts): two
//         instances of server.mjs on a scratch PostgreSQL database, Redis, one uploads folder, and
//         nginx in front with deploy/nginx.conf (its microcache on, two workers). Readers and
//         writers go through nginx.
//  bare:  one server.mjs on SQLite, as `npm start` serves, nothing in front.
//
// Each shape runs two phases of LOAD_SECONDS (30; `LOAD_SECONDS=5` for a quick run):
//  1. readers:  LOAD_READERS (200) keep-alive connections in a closed loop, each asking for one
//               address after another from a visitor's mix (scripts/lib/load-readers.ts);
//               LOAD_RATE caps them at that many requests a second in all, below the closed
//               loop's overload (autocannon's overallRate: each connection gets its share a
//               second, so they come in a burst at each second's start; docs/performance.md);
//  2. readers + writers: the same, plus LOAD_WRITERS (5) signed-in administrators creating,
//               editing and deleting listings with phone-sized photos (scripts/lib/load-writers.ts),
//               and a freshness probe reading the pages of the listings they save
//               (scripts/lib/load-freshness.ts; it reads on after the writers stop for the
//               freshness delay and a second, so that the last saves are read when due as well).
// Afterwards every acknowledged write is read back (lost: not there, even on an instance directly)
// and the uploads folder is compared with the database.
//
// Targets through nginx: no 5xx and no failed request; no lost write and no orphan or missing
// photo; read p99 with writers <= 1.5x read p99 without; write p99 <= 2 s; every read of a
// listing's page that starts 5 s or more after a save's answer shows that save. On the bare
// server: no 5xx, no failed request, no lost write, no orphan; its other figures (and freshness
// from the save's answer on) are reported. Exits non-zero on a miss; writes everything to
// bench-results/load.json. The machine is shared: the load average is printed with the figures.
//
// Each server runs with scripts/lib/load-probe.mjs preloaded (LOAD_PROBE=false leaves it out):
// event-loop delay, thread-pool queueing and the server's own time per request. LOAD_CPU_PROF=true
// adds node's --cpu-prof (profiles in .load/profiles/, written when the servers stop).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildRelease, type Release, startCluster } from './lib/cluster';
import { freePort } from './lib/free-port';
import { type Freshness, probeFreshness } from './lib/load-freshness';
import { groupCpuSeconds, NGINX_LOG_FORMAT, type NginxView, nginxView, type ServerView, serverView } from './lib/load-observers';
import { closedLoop, type ReadPhase, visitorMix } from './lib/load-readers';
import { byClassOf, fiveXxOf, ms, round, type Stats, stats, table } from './lib/load-stats';
import { phonePhotos, verifyWrites, Writers } from './lib/load-writers';
import {
  bin,
  compareUploads,
  uploadsSettled,
  type Json,
  postgresStore,
  root,
  serverEnvironment,
  SLUGS,
  type Slug,
  signIn,
  sleep,
  sqliteStore,
  startServer,
  type Store,
  waitHealthy,
} from './lib/resilience';

const SECONDS = Number(process.env.LOAD_SECONDS || 30);
const READERS = Number(process.env.LOAD_READERS || 200);
/** Requests a second from all readers together; 0 (the default): each sends its next as soon as the last is answered. */
const RATE = Number(process.env.LOAD_RATE || 0);
const WRITERS = Number(process.env.LOAD_WRITERS || 5);
const RUNS = (process.env.LOAD_RUNS || 'nginx,bare').split(',').map((r) => r.trim()) as ('nginx' | 'bare')[];
const PROBE = process.env.LOAD_PROBE !== 'false';
/** A request unanswered this long counts as failed (nginx's default read timeout). */
const TIMEOUT_SECONDS = 60;
const TARGETS = {
  /** Read p99 with writers at most this many times the readers-alone p99 (through nginx). */
  writersVsReaders: 1.5,
  writeP99Ms: 2000,
  /** Through nginx every GET that starts this long after a save's answer shows it (deploy/nginx.conf). */
  nginxFreshAfterMs: 5000,
};
const dir = path.join(root, '.load');
const distDir = '.next-load';
const run = Date.now().toString(36);

// ---------------------------------------------------------------------------------------------
// The two shapes

interface Site {
  name: 'nginx' | 'bare';
  description: string;
  /** Where readers and writers go. */
  base: string;
  /** An app server itself, to tell a write lost from a page served stale in front. */
  direct: string;
  store: Store;
  uploadsDir: string;
  credentials: { adminEmail: string; adminPassword: string };
  probeFiles: string[];
  nginxLog?: string;
  /** Process groups whose CPU is counted, by name. */
  groups: { name: string; pgid: number }[];
  freshAfterMs: number;
  logTail(): string;
  stop(): Promise<void>;
}

function nodeArgs(): string[] {
  return [
    ...(PROBE ? ['--import', path.join(root, 'scripts/lib/load-probe.mjs')] : []),
    ...(process.env.LOAD_CPU_PROF === 'true' ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, 'profiles')}`] : []),
  ];
}

async function nginxSite(release: Release): Promise<Site> {
  const cluster = await startCluster({
    count: 2,
    distDir,
    release,
    local: false,
    seed: true,
    nginx: { workers: 2, logFormat: NGINX_LOG_FORMAT },
    instances: { env: PROBE ? { LOAD_PROBE_FILE: path.join(dir, 'probe-{name}.jsonl') } : {}, nodeArgs: nodeArgs() },
  });
  const [a] = cluster.instances;
  return {
    name: 'nginx',
    description: 'two instances (PostgreSQL, Redis) behind nginx',
    base: cluster.nginx.base,
    direct: a.base,
    store: postgresStore(cluster.database.url),
    uploadsDir: cluster.shared.uploadsDir,
    credentials: cluster.shared,
    probeFiles: cluster.instances.map((i) => path.join(dir, `probe-${i.name}.jsonl`)),
    nginxLog: path.join(cluster.nginx.dir, 'access.log'),
    groups: [...cluster.instances.map((i) => ({ name: `instance ${i.name}`, pgid: i.proc!.child.pid! })), { name: 'nginx', pgid: cluster.nginx.pid }],
    freshAfterMs: TARGETS.nginxFreshAfterMs,
    logTail: () => cluster.instances.map((i) => `--- instance ${i.name} ---\n${i.log().slice(-2000)}`).join('\n'),
    stop: () => cluster.stop(),
  };
}

async function bareSite(release: Release): Promise<Site> {
  const bareDir = path.join(dir, 'bare');
  const logFile = path.join(bareDir, 'server.log');
  fs.mkdirSync(bareDir, { recursive: true });
  const env = serverEnvironment(bareDir, distDir, await freePort(), '');
  const seeded = spawnSync(bin('tsx'), ['--conditions=react-server', 'scripts/prepare.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: env.dataDir, UPLOADS_DIR: env.uploadsDir, DATABASE_URL: '', ADMIN_EMAIL: env.adminEmail, ADMIN_PASSWORD: env.adminPassword, SEED: 'true' },
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
  const probeFile = path.join(dir, 'probe-bare.jsonl');
  const server = startServer(
    env,
    logFile,
    { DEPLOYMENT_ID: release.deploymentId, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: release.actionsKey, ...(PROBE ? { LOAD_PROBE_FILE: probeFile } : {}) },
    nodeArgs(),
  );
  const stop = async () => {
    server.signal('SIGTERM');
    await Promise.race([server.exited, sleep(15_000)]);
    server.signal('SIGKILL');
  };
  try {
    await waitHealthy(server);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    name: 'bare',
    description: 'one server.mjs on SQLite, nothing in front',
    base: server.base,
    direct: server.base,
    store: sqliteStore(env.dataDir),
    uploadsDir: env.uploadsDir,
    credentials: env,
    probeFiles: [probeFile],
    groups: [{ name: 'server', pgid: server.child.pid! }],
    freshAfterMs: 0,
    logTail: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-3000) : ''),
    stop,
  };
}

// ---------------------------------------------------------------------------------------------
// One shape's run

interface Phase extends ReadPhase {
  server?: ServerView;
  nginx?: NginxView;
  /**
   * The load generator's event-loop delay and CPU, each process group's CPU, and the part of it on
   * the servers' image threads (the photos and share cards of saves), each a share of one core.
   */
  client: { loopP99: number; loopMax: number; cpu: number; groups: Record<string, number>; imageThreads: number; imageSeconds: number };
}

interface RunResult {
  site: Site['name'];
  description: string;
  engine: string;
  loadAverageAtStart: string[];
  phases: Phase[];
  writes: Stats & { acknowledged: number; status: Record<string, number>; errors: string[]; byOp: Json; spans: Json; slowest: string[]; encode: Stats };
  freshness: Freshness;
  lost: string[];
  staleAfterwards: string[];
  uploads: { files: number; referenced: number; orphans: string[]; missing: string[] };
  checks: { name: string; ok: boolean; detail: string; target: boolean }[];
}

const share = (v: number) => Math.round(v * 100) / 100;
/** What libvips names its threads (lib/uploads/slots.ts): all of a save's image work runs on them. */
const IMAGE_THREAD = 'libvips worker';

async function watched(site: Site, work: () => Promise<ReadPhase>): Promise<Phase> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpu = process.cpuUsage();
  const pgids = site.groups.map((g) => g.pgid);
  const before = groupCpuSeconds(pgids);
  const imageBefore = groupCpuSeconds(pgids, IMAGE_THREAD);
  const t = performance.now();
  const result = await work();
  loop.disable();
  const wall = (performance.now() - t) / 1000;
  const used = process.cpuUsage(cpu);
  const after = groupCpuSeconds(pgids);
  const imageAfter = groupCpuSeconds(pgids, IMAGE_THREAD);
  const imageSeconds = pgids.reduce((n, g) => n + imageAfter.get(g)! - imageBefore.get(g)!, 0);
  // Kept with the probes' files in .load/ (the cluster's own folder goes with it).
  if (site.nginxLog && fs.existsSync(site.nginxLog)) fs.copyFileSync(site.nginxLog, path.join(dir, 'nginx-access.log'));
  return {
    ...result,
    server: serverView(site.probeFiles, result.from, result.to),
    nginx: site.nginxLog ? nginxView(site.nginxLog, result.from, result.to) : undefined,
    client: {
      loopP99: round(loop.percentile(99) / 1e6),
      loopMax: round(loop.max / 1e6),
      cpu: share((used.user + used.system) / 1e6 / wall),
      groups: Object.fromEntries(site.groups.map((g) => [g.name, share((after.get(g.pgid)! - before.get(g.pgid)!) / wall)])),
      imageThreads: share(imageSeconds / wall),
      imageSeconds: round(imageSeconds),
    },
  };
}

async function measure(site: Site, photos: Buffer[]): Promise<RunResult> {
  const headers = await signIn(site.base, site.credentials);
  const firstOf = async (slug: Slug) => ((await (await fetch(`${site.base}/api/${slug}?limit=12`)).json()) as Json).data as Json[];
  const samples = Object.fromEntries(await Promise.all(SLUGS.map(async (s) => [s, await firstOf(s)] as const))) as Record<Slug, Json[]>;
  const mix = visitorMix(samples);
  // Every fixed address once, so the phases measure serving rather than first renders (the long tail of filters stays new).
  for (const t of mix.fixed) {
    const res = await fetch(`${site.base}${t.path}`, { signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000) }).catch((err: unknown) => {
      throw new Error(`GET ${t.path}: no answer (${String(err)})`);
    });
    await res.arrayBuffer();
  }
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(
    `\n=== ${site.name}: ${site.description} (${site.store.engine}); ${os.cpus().length} cores, load average ${load.join(' ')}; ` +
      `${READERS} readers${RATE ? ` at ${RATE} requests a second in all` : ''}, ${WRITERS} writers, ${SECONDS} s per phase, ${mix.fixed.length} fixed addresses and a long tail of filters`,
  );

  console.log(`${site.name} 1/2: readers alone...`);
  const readers = await watched(site, () => closedLoop('readers', site.base, mix, SECONDS, READERS, TIMEOUT_SECONDS, RATE));

  console.log(`${site.name} 2/2: readers + ${WRITERS} writers + the freshness probe...`);
  const writers = new Writers({ base: site.base, headers, photos, writers: WRITERS, run, timeoutSeconds: TIMEOUT_SECONDS });
  await writers.open();
  const deadline = Date.now() + SECONDS * 1000;
  const writing = writers.run(deadline);
  // On past the writers by the freshness delay, so that the last saves are read when due too.
  const probing = probeFreshness(site.base, writers.log, site.freshAfterMs, deadline + site.freshAfterMs + 1_000);
  const mixed = await watched(site, () => closedLoop('readers + writers', site.base, mix, SECONDS, READERS, TIMEOUT_SECONDS, RATE));
  await writing;
  const freshness = await probing;
  writers.close();
  const log = writers.log;

  // Read back once every page may be expected fresh where the readers read it.
  await sleep(Math.max(0, log.lastAckAt + site.freshAfterMs - Date.now()));
  const { lost, staleAtBase } = await verifyWrites(site.base, site.direct, log);
  await uploadsSettled(site.uploadsDir);
  const cmp = compareUploads(site.uploadsDir, (await site.store.read()).paths);

  const writeStats = stats(log.latency.map((l) => l.ms));
  const write5xx = fiveXxOf(log.status);
  const phases = [readers, mixed];
  const nginx = site.name === 'nginx';
  const checks: RunResult['checks'] = [
    {
      name: 'no 5xx',
      ok: phases.every((p) => p.fiveXx === 0) && write5xx === 0 && freshness.fiveXx === 0,
      detail: `reads ${phases.map((p) => p.fiveXx).join('/')}, writes ${write5xx}, freshness probe ${freshness.fiveXx}`,
      target: true,
    },
    {
      name: 'no failed request (network error, timeout, non-2xx write)',
      ok: phases.every((p) => p.errors === 0) && log.errors.length === 0 && freshness.errors === 0,
      detail: `reads ${phases.map((p) => p.errors).join('/')}, writes ${log.errors.length}, freshness probe ${freshness.errors}`,
      target: true,
    },
    { name: 'no lost writes', ok: lost.length === 0 && log.count > 0, detail: `${lost.length} of ${log.listings.size} listings written (${log.count} writes acknowledged)`, target: true },
    { name: 'uploads match the database', ok: cmp.orphans.length + cmp.missing.length === 0, detail: `${cmp.files} files for ${cmp.referenced} images: orphans ${cmp.orphans.length}, missing ${cmp.missing.length}`, target: true },
    {
      name: `read p99 with writers <= ${TARGETS.writersVsReaders}x readers alone`,
      ok: mixed.p99 <= TARGETS.writersVsReaders * readers.p99,
      detail: `${ms(mixed.p99)} vs ${ms(readers.p99)} (${(mixed.p99 / readers.p99).toFixed(2)}x)`,
      target: nginx,
    },
    { name: `write p99 <= ${ms(TARGETS.writeP99Ms)}`, ok: writeStats.n > 0 && writeStats.p99 <= TARGETS.writeP99Ms, detail: `${ms(writeStats.p99)} over ${writeStats.n} writes`, target: nginx },
    {
      name: `every page read ${site.freshAfterMs / 1000} s or more after a save's answer shows it`,
      ok: freshness.due > 0 && freshness.misses.length === 0 && staleAtBase.length === 0,
      detail:
        `${freshness.due} reads due, ${freshness.misses.length} without the save; read back ${site.freshAfterMs / 1000} s after the last write: ` +
        `${staleAtBase.length} stale`,
      target: nginx,
    },
  ];
  return {
    site: site.name,
    description: site.description,
    engine: site.store.engine,
    loadAverageAtStart: load,
    phases,
    writes: {
      ...writeStats,
      acknowledged: log.count,
      status: log.status,
      errors: log.errors,
      byOp: byClassOf(log.latency.map((l) => ({ cls: l.op, ms: l.ms }))),
      spans: byClassOf(log.spans.map((s) => ({ cls: `${s.op} ${s.span}`, ms: s.ms }))),
      encode: stats(log.encodeMs),
      // The tail, one by one: when in the phase each came, and where the server says it went.
      slowest: [...log.latency]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5)
        .map((l) => `${l.op} ${ms(l.ms)}, sent ${((l.sentAt - Math.min(...log.latency.map((x) => x.sentAt))) / 1000).toFixed(1)} s into the writes: ${l.timing.replace(/;dur=([\d.]+)/g, (_, d: string) => ` ${Math.round(Number(d))}`)}`),
    },
    freshness,
    lost,
    staleAfterwards: staleAtBase,
    uploads: { files: cmp.files, referenced: cmp.referenced, orphans: cmp.orphans, missing: cmp.missing },
    checks,
  };
}

// ---------------------------------------------------------------------------------------------
// Output

function printRun(r: RunResult) {
  console.log(`\nLoad test, ${r.site}: ${r.description} (${r.engine}; ${SECONDS} s per phase, ${READERS} connections, ${WRITERS} writers)\n`);
  const rows = [['phase', 'req/s', 'p50', 'p90', 'p99', 'max', '5xx', 'errors', 'non-2xx']];
  for (const p of r.phases) {
    const non2xx = Object.entries(p.status).reduce((n, [c, k]) => n + (Number(c) >= 300 ? k : 0), 0);
    rows.push([p.name, String(p.rps), ms(p.p50), ms(p.p90), ms(p.p99), ms(p.max), String(p.fiveXx), String(p.errors), String(non2xx)]);
  }
  table(rows);
  for (const p of r.phases) {
    console.log(`\n${p.name}: per kind of address (client latency${p.server ? '; time in the app servers, for the requests that reached them' : ''})`);
    const head = ['address', 'n', 'p50', 'p99', 'max', ...(p.server ? ['app n', 'app p50', 'app p99', 'app max'] : [])];
    const classes = [...new Set([...Object.keys(p.byClass), ...Object.keys(p.server?.byClass ?? {})])].sort();
    table([
      head,
      ...classes.map((cls) => {
        const s = p.byClass[cls];
        const sv = p.server?.byClass[cls];
        const client = s ? [String(s.n), ms(s.p50), ms(s.p99), ms(s.max)] : ['-', '-', '-', '-'];
        return [cls, ...client, ...(p.server ? (sv ? [String(sv.n), ms(sv.p50), ms(sv.p99), ms(sv.max)] : ['0', '-', '-', '-']) : [])];
      }),
    ]);
    if (p.slowBySecond.some((n) => n > 0)) console.log(`  answers over 1 s, by second of the phase: ${p.slowBySecond.join(' ')}`);
    const groups = Object.entries(p.client.groups).map(([name, share]) => `${name} ${Math.round(share * 100)} %`);
    console.log(
      `  CPU (share of one core): load generator ${Math.round(p.client.cpu * 100)} %, ${groups.join(', ')}; the instances' image threads ${Math.round(p.client.imageThreads * 100)} % of it; ` +
        `load generator's event-loop delay p99 ${p.client.loopP99} ms`,
    );
    if (p.nginx) {
      const by = Object.entries(p.nginx.byCacheStatus).sort((x, y) => y[1] - x[1]);
      console.log(`  nginx: ${p.nginx.requests} requests logged (photos and build files are not); cache status ${by.map(([k, n]) => `${k === '-' ? 'not cached (files, API, signed in)' : k} ${n}`).join(', ')}`);
    }
    if (p.server) {
      const s = p.server;
      const renders = Object.entries(s.renders);
      console.log(
        `  app servers: ${s.requests} requests; event-loop delay p99 up to ${s.loopP99Max} ms (max ${s.loopMax} ms); fs.stat through the thread pool median ${round(s.poolP50Median)} ms, max ${s.poolMax} ms; ` +
          `in flight up to ${s.inFlightMax}, connections up to ${s.connectionsMax}; pages rendered for a waiting request: ${renders.length ? renders.map(([cls, n]) => `${cls} ${n}`).join(', ') : 'none'}`,
      );
    }
  }
  const w = r.writes;
  console.log(`\nWrites: ${w.n} answered, ${w.acknowledged} acknowledged; p50 ${ms(w.p50)}, p90 ${ms(w.p90)}, p99 ${ms(w.p99)}, max ${ms(w.max)}`);
  console.log(`  from the request's sending to its answer; the load generator encoded each body before that in p50 ${ms(w.encode.p50)}, p99 ${ms(w.encode.p99)}, max ${ms(w.encode.max)}`);
  console.log(`  by operation: ${Object.entries(w.byOp as Record<string, Stats>).map(([op, s]) => `${op} ${s.n} (p50 ${ms(s.p50)}, p99 ${ms(s.p99)})`).join(', ')}`);
  const withWriters = r.phases.at(-1)!;
  if (w.n > 0) {
    // Five writers saving back to back always have five saves in progress: their share of the CPU
    // is the writes' rate times a write's cost, whatever that cost (docs/performance.md, "Under load").
    const imageMs = (withWriters.client.imageSeconds * 1000) / w.n;
    console.log(`  image work (photos, share cards): ${Math.round(withWriters.client.imageThreads * 100)} % of one core during the writes, ${Math.round(imageMs)} ms of CPU a write`);
  }
  console.log("  where a write spent its time (the server's Server-Timing spans; spans overlap):");
  table([['operation span', 'n', 'p50', 'p99', 'max'], ...Object.entries(w.spans as Record<string, Stats>).map(([k, v]) => [k, String(v.n), ms(v.p50), ms(v.p99), ms(v.max)])], '    ');
  for (const line of w.slowest) console.log(`  slow write: ${line}`);
  console.log(`  status codes: ${Object.entries(w.status).map(([c, n]) => `${c}: ${n}`).join(', ')}`);
  for (const e of w.errors.slice(0, 10)) console.log(`  write error: ${e}`);
  for (const l of r.lost.slice(0, 10)) console.log(`  LOST: ${l}`);
  const f = r.freshness;
  console.log(
    `\nFreshness (${r.site === 'nginx' ? 'through nginx' : 'on the server'}): ${f.reads} reads of saved listings' pages; ${f.due} started ${f.afterMs / 1000} s or more after a save's answer, ` +
      `${f.misses.length} of them without it (served by: ${Object.entries(f.dueBy).map(([k, n]) => `${k} ${n}`).join(', ') || '-'}); ` +
      `an older state was still shown up to ${ms(f.oldestOldCopyMs)} after a save's answer; of ${f.early} reads within ${f.afterMs / 1000} s of an edit or delete, ${f.earlyShown} showed it`,
  );
  for (const m of f.misses.slice(0, 10)) console.log(`  MISS: ${m}`);
  for (const s of r.staleAfterwards.slice(0, 10)) console.log(`  STALE when read back: ${s}`);
  console.log(`  uploads vs database: ${r.uploads.files} files for ${r.uploads.referenced} images; orphans ${r.uploads.orphans.length}, missing ${r.uploads.missing.length}`);
  console.log(`\nTargets, ${r.site}`);
  for (const c of r.checks) console.log(`  ${c.target ? (c.ok ? 'met   ' : 'MISSED') : 'info  '}  ${c.name}: ${c.detail}`);
}

// ---------------------------------------------------------------------------------------------

fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const results: RunResult[] = [];
let exitCode = 0;
let site: Site | undefined;
try {
  const release = buildRelease(distDir, dir);
  const photos = await phonePhotos();
  console.log(`Writers' photos: ${photos.map((p) => Math.round(p.length / 1024)).join(', ')} KB`);
  for (const name of RUNS) {
    site = name === 'nginx' ? await nginxSite(release) : await bareSite(release);
    try {
      results.push(await measure(site, photos));
    } catch (err) {
      console.error(`--- last server output (${name}) ---\n${site.logTail()}`);
      throw err;
    } finally {
      await site.stop();
      site = undefined;
    }
    printRun(results.at(-1)!);
  }
  const failed = results.flatMap((r) => r.checks.filter((c) => c.target && !c.ok).map((c) => `${r.site}: ${c.name}`));
  console.log(`\nResult: ${failed.length ? `FAIL (${failed.join('; ')})` : 'PASS'} (load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench-results', 'load.json'),
    JSON.stringify({ at: new Date().toISOString(), cores: os.cpus().length, seconds: SECONDS, readers: READERS, rate: RATE || null, writers: WRITERS, runs: results }, null, 2),
  );
  if (failed.length) exitCode = 1;
} catch (err) {
  console.error('Load test aborted:', err);
  exitCode = 1;
} finally {
  await site?.stop();
}
process.exit(exitCode);
