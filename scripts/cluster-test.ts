// `npm run test:cluster`: the proof that several servers make one site. Starts what `npm run
// cluster` starts (Redis, a scratch PostgreSQL database, one build in .next-cluster, instances a
// and b sharing one uploads folder, nginx with an upstream of both) and checks, through nginx and
// on each instance:
//   1. a create, an edit and a delete made on a (signed-in, multipart with a photo) show on the
//      detail page, list and home page of b, of a and through nginx, within 1 s;
//   2. the photo uploaded through a is served by b and by nginx;
//   3. an e-mail locked by failed sign-ins on a is locked on b and through nginx;
//   4. SIGKILL of a amid a stream of writes to both: b keeps answering reads and writes, every
//      acknowledged write is there, and after a restarts (its start-up settles its own upload
//      journal) no file is orphaned or missing, and a write b has in flight keeps its files;
//   5. Redis killed for 10 s amid reads and writes on both and through nginx: no 5xx, writes go
//      on, each instance logs the loss and the return, and pages are shared again afterwards.
// Stops by itself (CLUSTER_TEST_TIMEOUT_S, 20 minutes by default, build included), removes every
// process, port and temporary folder it made, and exits 1 on any failure. PostgreSQL: a scratch
// database on DATABASE_URL's or TEST_DATABASE_URL's server, else on the local Debian cluster.
// SKIP_BUILD=true reuses .next-cluster.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Cluster, type Instance, startCluster, waitHealthy } from './lib/cluster';
import { compareUploads, formOf, type Json, listingFields, noiseJpeg, type Slug, sleep } from './lib/resilience';

const TIMEOUT_S = Number(process.env.CLUSTER_TEST_TIMEOUT_S || 1200);
const VISIBLE_WITHIN_MS = 1_000;
const run = Date.now().toString(36);
const failures: string[] = [];
const passed: string[] = [];

function check(ok: boolean, what: string): boolean {
  if (ok) passed.push(what);
  else failures.push(what);
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  return ok;
}

if (!process.env.DATABASE_URL && process.env.TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;

let cluster: Cluster | null = null;
let finishing = false;
async function finish(code: number): Promise<never> {
  if (!finishing) {
    finishing = true;
    if (cluster) {
      if (code !== 0) {
        for (const inst of cluster.instances) console.error(`\n--- last lines of instance ${inst.name}'s log ---\n${inst.log().split('\n').slice(-40).join('\n')}`);
      }
      await cluster.stop();
    }
  }
  process.exit(code);
}
const watchdog = setTimeout(() => {
  console.error(`\nThe cluster test did not finish within ${TIMEOUT_S} s.`);
  void finish(1);
}, TIMEOUT_S * 1000);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void finish(1));

// ---------------------------------------------------------------------------------------------
// HTTP helpers

let auth: Record<string, string> = {};

async function page(base: string, p: string): Promise<{ status: number; html: string; cache: string | null }> {
  const res = await fetch(`${base}${p}`, { signal: AbortSignal.timeout(15_000) });
  return { status: res.status, html: await res.text(), cache: res.headers.get('x-nextjs-cache') };
}

async function write(base: string, method: string, p: string, form?: FormData): Promise<{ status: number; body: Json | null }> {
  const res = await fetch(`${base}${p}`, { method, headers: auth, body: form, signal: AbortSignal.timeout(60_000) });
  let body: Json | null = null;
  try {
    body = (await res.json()) as Json;
  } catch {
    body = null;
  }
  return { status: res.status, body };
}

/** Polls until every check holds; the milliseconds it took, or null after `limitMs`. */
async function visibleWithin(limitMs: number, checks: (() => Promise<boolean>)[]): Promise<number | null> {
  const started = Date.now();
  const pending = new Set(checks);
  for (;;) {
    // One page at a time per reader: on two cores, nine renders at once would time the machine, not the cache.
    for (const c of [...pending]) if (await c().catch(() => false)) pending.delete(c);
    const took = Date.now() - started;
    if (pending.size === 0) return took;
    if (took > limitMs) return null;
    await sleep(50);
  }
}

const shows = (base: string, p: string, text: string, not?: string) => async () => {
  const r = await page(base, p);
  return r.status === 200 && r.html.includes(text) && !(not && r.html.includes(not));
};
const lacks = (base: string, p: string, text: string) => async () => {
  const r = await page(base, p);
  return r.status === 200 && !r.html.includes(text);
};
const answers = (base: string, p: string, status: number) => async () => (await page(base, p)).status === status;

async function referencedImages(): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: cluster!.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ main_image: string; additional_images: string; share_card: string | null }>(
      'select main_image, additional_images, share_card from listings',
    );
    const paths = new Set<string>();
    for (const r of rows) {
      paths.add(r.main_image);
      if (r.share_card) paths.add(r.share_card);
      for (const p of JSON.parse(r.additional_images) as string[]) paths.add(p);
    }
    return paths;
  } finally {
    await client.end();
  }
}

function journalFiles(uploadsDir: string): string[] {
  const dir = path.join(uploadsDir, '.journal');
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)));
}

// ---------------------------------------------------------------------------------------------

async function main() {
  cluster = await startCluster({ count: 2, distDir: '.next-cluster', local: false });
  const [a, b] = cluster.instances;
  const nginx = cluster.nginx.base;
  const origin = cluster.shared.siteUrl;
  const photo = await noiseJpeg(800, 600);
  console.log(`Cluster up: nginx ${nginx}, a ${a.base}, b ${b.base}, Redis ${cluster.redis.url}.`);

  const login = await fetch(`${a.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email: cluster.shared.adminEmail, password: cluster.shared.adminPassword }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`sign-in on a failed: ${login.status} ${await login.text()}`);
  auth = { Cookie: cookie, Origin: origin };

  // ---- 1 and 2: writes on a, seen on b and through nginx -------------------------------------
  console.log('\n1. A create, an edit and a delete on a, seen on b and through nginx within 1 s');
  const readers = [b.base, nginx, a.base];
  // Timed from the write's answer, on b and through nginx at once.
  const seenEverywhere = async (what: string, checksFor: (base: string) => (() => Promise<boolean>)[]) => {
    const took = await Promise.all(readers.map((base) => visibleWithin(VISIBLE_WITHIN_MS, checksFor(base))));
    readers.forEach((base, i) => {
      const t = took[i];
      const name = base === nginx ? 'nginx' : base === a.base ? 'a' : 'b';
      check(t !== null, `${what.replace('$', name)} ${t === null ? 'NOT within 1 s' : `after ${t} ms`}`);
    });
  };
  // Cached copies first, so that what follows proves they are dropped everywhere.
  for (const base of readers) for (const p of ['/', '/villas']) await page(base, p);
  const title1 = `Cluster villa ${run} first`;
  const created = await write(a.base, 'POST', '/api/villas', formOf(listingFields('villas', title1), [{ field: 'mainImage', data: photo }]));
  if (!check(created.status === 201 && !!created.body?.data?._id, `create on a answers 201 (${created.status})`)) return;
  const villa = created.body!.data as Json;
  const detail = `/villas/${villa._id}`;
  await seenEverywhere('create: $ shows it on the detail page, /villas and /', (base) => [
    shows(base, detail, title1),
    shows(base, '/villas', title1),
    shows(base, '/', title1),
  ]);

  console.log('\n2. The photo uploaded through a');
  for (const [name, base] of [['b', b.base], ['nginx', nginx]] as const) {
    for (const file of [villa.mainImage as string, (villa.mainImage as string).replace(/\.webp$/, '-400w.webp')]) {
      const res = await fetch(`${base}${file}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      check(res.status === 200 && res.headers.get('content-type') === 'image/webp' && bytes.length > 100, `${name} serves ${file} (${res.status}, ${bytes.length} bytes)`);
    }
  }

  const title2 = `Cluster villa ${run} edited`;
  const fields = { ...listingFields('villas', title2), version: String(villa.version), mainImagePath: villa.mainImage, additionalImagesPaths: '[]' };
  const edited = await write(a.base, 'PUT', `/api/villas/${villa._id}`, formOf(fields, []));
  check(edited.status === 200, `edit on a answers 200 (${edited.status})`);
  await seenEverywhere('edit: $ shows the new title and not the old one on all three', (base) => [
    shows(base, detail, title2, title1),
    shows(base, '/villas', title2, title1),
    shows(base, '/', title2, title1),
  ]);

  const deleted = await write(a.base, 'DELETE', `/api/villas/${villa._id}`);
  check(deleted.status === 200 || deleted.status === 204, `delete on a answers ${deleted.status}`);
  await seenEverywhere('delete: $ answers 404 for it and drops it from /villas and /', (base) => [
    answers(base, detail, 404),
    lacks(base, '/villas', title2),
    lacks(base, '/', title2),
  ]);

  // ---- 3: the sign-in throttle ---------------------------------------------------------------
  console.log('\n3. Failed sign-ins counted across instances');
  const locked = `locked-${run}@cluster.test`;
  // Made-up client addresses (TRUST_PROXY=true): only the e-mail's count can lock, not 127.0.0.1's.
  const attempt = (base: string, i: number) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': `203.0.113.${10 + i}` },
      body: JSON.stringify({ email: locked, password: `wrong-password-${i}` }),
    });
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await attempt(a.base, i)).status);
  check(statuses.every((s) => s === 401), `5 wrong passwords on a: ${statuses.join(', ')}`);
  for (const [name, base] of [['b', b.base], ['nginx', nginx]] as const) {
    const res = await attempt(base, 20);
    const body = (await res.json()) as Json;
    check(
      res.status === 429 && Number(res.headers.get('retry-after')) > 0 && body.message === 'Too many failed sign-in attempts. Please try again later.',
      `the 6th try, on ${name}: ${res.status}, Retry-After ${res.headers.get('retry-after')}`,
    );
  }

  // ---- 4: SIGKILL of a amid writes ------------------------------------------------------------
  console.log('\n4. SIGKILL of a amid a stream of writes to both');
  await killAmidWrites(a, b, photo);

  // ---- 5: Redis away for 10 s ---------------------------------------------------------------
  console.log('\n5. Redis killed for 10 s amid reads and writes');
  await redisOutage(a, b, photo);
}

interface Ack {
  id: string;
  slug: Slug;
  title: string;
  via: string;
}

async function killAmidWrites(a: Instance, b: Instance, photo: Buffer) {
  const uploadsDir = cluster!.shared.uploadsDir;
  const acked: Ack[] = [];
  const onB = { writes: 0, writeFailures: [] as string[], reads: 0, read5xx: 0, readErrors: 0 };
  const onA = { sent: 0, acked: 0, failed: 0 };
  let stop = false;
  let seq = 0;

  const writer = (inst: Instance) => async () => {
    while (!stop) {
      const slug: Slug = seq % 2 ? 'plots' : 'homes';
      const title = `Cluster write ${run} #${++seq}`;
      if (inst === a) onA.sent++;
      try {
        const r = await write(inst.base, 'POST', `/api/${slug}`, formOf(listingFields(slug, title), [{ field: 'mainImage', data: photo }]));
        if (r.status === 201 && r.body?.data?._id) {
          acked.push({ id: r.body.data._id, slug, title, via: inst.name });
          if (inst === a) onA.acked++;
          else onB.writes++;
        } else if (inst === b) onB.writeFailures.push(`${r.status} ${JSON.stringify(r.body)}`);
        else onA.failed++;
      } catch (err) {
        if (inst === b) onB.writeFailures.push(String(err));
        else {
          onA.failed++;
          await sleep(100);
        }
      }
    }
  };
  const reader = async () => {
    while (!stop) {
      const p = acked.length && Math.random() < 0.5 ? `/${acked[acked.length - 1].slug}/${acked[acked.length - 1].id}` : pick(['/', '/plots', '/homes']);
      try {
        const r = await page(b.base, p);
        onB.reads++;
        if (r.status >= 500) onB.read5xx++;
      } catch {
        onB.readErrors++;
      }
    }
  };

  const loops = [writer(a)(), writer(a)(), writer(b)(), writer(b)(), reader(), reader()];
  await sleep(3_000);
  a.proc!.signal('SIGKILL');
  await a.proc!.exited;
  const killedAt = { ...onA };
  console.log(`  a killed after ${killedAt.acked} acknowledged writes on it`);
  await sleep(3_000);

  // A write b has in flight: its photo is on disk and in b's journal, its row not yet committed.
  // a's start-up must leave it alone (it settles only a's own journal).
  const inFlight = '/uploads/ff/' + 'f'.repeat(24) + '.webp';
  const inFlightFile = path.join(uploadsDir, 'ff', `${'f'.repeat(24)}.webp`);
  fs.mkdirSync(path.dirname(inFlightFile), { recursive: true });
  fs.copyFileSync(path.join(uploadsDir, (await firstImage(uploadsDir)).slice('/uploads/'.length)), inFlightFile);
  const bJournal = path.join(uploadsDir, '.journal', 'b');
  fs.mkdirSync(bJournal, { recursive: true });
  const entry = path.join(bJournal, 'abcdefabcdef0123.json');
  fs.writeFileSync(entry, JSON.stringify({ pid: 0, at: new Date().toISOString(), paths: [inFlight] }));

  a.start();
  await waitHealthy(a.base, a.proc);
  const recovery = a.log().match(/Uploads: settled .*/g)?.pop();
  console.log(`  a restarted; its start-up: ${recovery ?? 'no interrupted write of its own to settle'}`);
  await sleep(3_000);
  stop = true;
  await Promise.all(loops);

  check(fs.existsSync(inFlightFile) && fs.existsSync(entry), "a's restart left b's in-flight write (its photo and journal entry) alone");
  fs.rmSync(entry);
  fs.rmSync(inFlightFile);

  check(onB.read5xx === 0 && onB.readErrors === 0 && onB.reads > 0, `b answered ${onB.reads} reads meanwhile: ${onB.read5xx} 5xx, ${onB.readErrors} errors`);
  check(onB.writeFailures.length === 0 && onB.writes > 0, `b acknowledged ${onB.writes} writes meanwhile, ${onB.writeFailures.length} failed ${onB.writeFailures.slice(0, 3).join('; ')}`);
  check(onA.acked > killedAt.acked, `a took writes again after its restart (${onA.acked - killedAt.acked})`);

  // Every acknowledged write is there, whichever instance is asked.
  let missing = 0;
  for (const w of acked) {
    const r = await fetch(`${b.base}/api/${w.slug}/${w.id}`);
    const body = r.status === 200 ? ((await r.json()) as Json) : null;
    if (body?.data?.title !== w.title) missing++;
  }
  check(missing === 0, `${acked.length} acknowledged writes (${acked.filter((w) => w.via === 'a').length} on a), ${missing} lost`);

  // Settled: no journal entry left, and the uploads folder matches the database exactly.
  const deadline = Date.now() + 10_000;
  while (journalFiles(uploadsDir).length && Date.now() < deadline) await sleep(200);
  const files = compareUploads(uploadsDir, await referencedImages());
  check(
    files.orphans.length === 0 && files.missing.length === 0,
    `uploads after a's restart: ${files.files} files for ${files.referenced} images, ${files.orphans.length} orphans, ${files.missing.length} missing`,
  );
  check(journalFiles(uploadsDir).length === 0, `no upload journal entries left (${journalFiles(uploadsDir).join(', ') || 'none'})`);
}

async function firstImage(uploadsDir: string): Promise<string> {
  const [first] = [...(await referencedImages())];
  if (!first || !fs.existsSync(path.join(uploadsDir, first.slice('/uploads/'.length)))) throw new Error('no stored image to copy');
  return first;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

async function redisOutage(a: Instance, b: Instance, photo: Buffer) {
  const redis = cluster!.redis;
  const nginx = cluster!.nginx.base;
  const tally = { reads: 0, writes: 0, fivexx: [] as string[], errors: [] as string[], writesDuringOutage: 0 };
  let outage = false;
  let stop = false;
  let seq = 0;
  const reader = (base: string) => async () => {
    while (!stop) {
      const p = pick(['/', '/villas', '/plots', '/homes', '/privacy-policy']);
      try {
        const r = await page(base, p);
        tally.reads++;
        if (r.status >= 500) tally.fivexx.push(`${r.status} GET ${base}${p}`);
      } catch (err) {
        tally.errors.push(`GET ${base}${p}: ${String(err)}`);
      }
    }
  };
  const writer = (base: string) => async () => {
    while (!stop) {
      const title = `Cluster outage ${run} #${++seq}`;
      try {
        const r = await write(base, 'POST', '/api/villas', formOf(listingFields('villas', title), [{ field: 'mainImage', data: photo }]));
        tally.writes++;
        if (r.status >= 500) tally.fivexx.push(`${r.status} POST ${base}`);
        else if (r.status !== 201) tally.errors.push(`POST ${base}: ${r.status} ${JSON.stringify(r.body)}`);
        else if (outage) tally.writesDuringOutage++;
      } catch (err) {
        tally.errors.push(`POST ${base}: ${String(err)}`);
      }
      await sleep(300);
    }
  };
  const loops = [reader(a.base)(), reader(b.base)(), reader(nginx)(), writer(a.base)(), writer(b.base)(), writer(nginx)()];
  const logStart = { a: a.log().length, b: b.log().length };
  await sleep(3_000);
  await redis.kill();
  outage = true;
  console.log('  Redis killed');
  await sleep(10_000);
  await redis.start();
  outage = false;
  console.log('  Redis started again (empty)');
  await sleep(5_000);
  stop = true;
  await Promise.all(loops);

  check(tally.fivexx.length === 0, `${tally.reads} reads and ${tally.writes} writes on a, b and nginx: ${tally.fivexx.length} 5xx ${tally.fivexx.slice(0, 3).join('; ')}`);
  check(tally.errors.length === 0, `no failed request (${tally.errors.length}) ${tally.errors.slice(0, 3).join('; ')}`);
  check(tally.writesDuringOutage > 0, `${tally.writesDuringOutage} writes acknowledged while Redis was away`);
  for (const inst of [a, b]) {
    const log = inst.log().slice(logStart[inst.name as 'a' | 'b']);
    const lost = log.search(/Shared cache: Redis at \S+ is unreachable/);
    const back = log.indexOf('Shared cache: using Redis', Math.max(lost, 0));
    check(lost >= 0 && back > lost, `instance ${inst.name} logged losing Redis and using it again`);
  }

  // Shared again: a page rendered by b is a cache hit on a, and a write on a shows on b at once.
  await sleep(2_500); // past the margin after the last villa write
  await page(b.base, '/homes');
  await page(b.base, '/homes');
  const onA = await page(a.base, '/homes');
  check(onA.cache === 'HIT', `after Redis returned, /homes rendered by b is served from the shared cache by a (x-nextjs-cache: ${onA.cache})`);
  const title = `Cluster after outage ${run}`;
  const created = await write(a.base, 'POST', '/api/homes', formOf(listingFields('homes', title), [{ field: 'mainImage', data: photo }]));
  const took = await visibleWithin(VISIBLE_WITHIN_MS, [shows(b.base, '/homes', title)]);
  check(created.status === 201 && took !== null, `after Redis returned, a create on a shows on b's /homes ${took === null ? 'NOT within 1 s' : `after ${took} ms`}`);
}

try {
  await main();
} catch (err) {
  failures.push(`the run stopped: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  console.error(err);
}
clearTimeout(watchdog);
console.log(`\nThe cluster test took ${Math.round(process.uptime())} s.`);
console.log(`\n${passed.length} passed, ${failures.length} failed`);
for (const f of failures) console.error(`  FAIL ${f}`);
await finish(failures.length ? 1 : 0);
