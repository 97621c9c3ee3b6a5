// `npm run test:cluster`: the proof that several servers make one site. Starts what `npm run
// cluster` starts (Redis, a scratch PostgreSQL database, one build in .next-cluster, instances a
// and b of server.mjs sharing one uploads folder, nginx with deploy/nginx.conf's microcache and an
// upstream of both) and checks, through nginx and on each instance:
//   1. a create, an edit and a delete made on a (signed-in, multipart with a photo) show on the
//      detail page, list and home page of b and of a within 1 s; through nginx, with those pages
//      asked for all along (so always in its cache), every GET that starts 5 s or more after the
//      write's answer shows it;
//   2. the photo uploaded through a is served by b and by nginx;
//   3. an address refused for one e-mail after failed sign-ins on a is refused on b and through nginx;
//   4. freshness through nginx for pages nobody asks for (saved on b, alongside 1 to 3): a page
//      cached just before a save, one cached 1.5 s before (stale in nginx at the save) and one
//      cached long before each show the change on their first GET 5 s after the save's answer;
//      and `/purge/<path>` from loopback makes the next GET fresh at once;
//   5. SIGKILL of a amid a stream of writes to both: b and nginx keep answering reads, b writes,
//      every acknowledged write is there, and after a restarts (its start-up settles its own upload
//      journal) no file is orphaned or missing, and a write b has in flight keeps its files;
//   6. Redis killed for 10 s amid reads and writes on both and through nginx: no 5xx, writes go
//      on, each instance logs the loss and the return, and pages are shared again afterwards;
//   7. enquiry alerts with the mail server down: 20 call-back requests through nginx are stored
//      and confirmed; once a real SMTP server (tests/support/smtp.ts) comes back, a is SIGKILLed as
//      its first alert arrives, and all 20 alerts reach the dealer's mailbox within 2 minutes, one
//      per Message-ID; no buyer's name or number is in either instance's log or nginx's.
// Stops by itself (CLUSTER_TEST_TIMEOUT_S, 20 minutes by default, build included), removes every
// process, port and temporary folder it made, and exits 1 on any failure. PostgreSQL: a scratch
// database on DATABASE_URL's or TEST_DATABASE_URL's server, else on the local Debian cluster.
// SKIP_BUILD=true reuses .next-cluster.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Cluster, type Instance, startCluster, waitHealthy } from './lib/cluster';
import { testSmtp } from '../tests/support/smtp';
import { compareUploads, uploadsSettled, formOf, type Json, listingFields, noiseJpeg, type Slug, sleep } from './lib/resilience';

const TIMEOUT_S = Number(process.env.CLUSTER_TEST_TIMEOUT_S || 1200);
const VISIBLE_WITHIN_MS = 1_000;
/** Through nginx (deploy/nginx.conf): every GET that starts this long after a save's answer shows it. */
const NGINX_FRESH_AFTER_MS = 5_000;
/** How long past that point the pages kept hot in nginx are still read and checked. */
const NGINX_WATCH_MS = 1_000;
const PURGE_MODULE = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so';
const run = Date.now().toString(36);
const failures: string[] = [];
const passed: string[] = [];

let sectionStarted = Date.now();
/** Prints a section's heading, and how long the one before it took (the test runs in CI on every push). */
function section(heading: string) {
  console.log(`  (${((Date.now() - sectionStarted) / 1000).toFixed(1)} s)\n\n${heading}`);
  sectionStarted = Date.now();
}

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

async function page(base: string, p: string): Promise<{ status: number; html: string; cache: string | null; nginx: string | null }> {
  const res = await fetch(`${base}${p}`, { signal: AbortSignal.timeout(15_000) });
  return { status: res.status, html: await res.text(), cache: res.headers.get('x-nextjs-cache'), nginx: res.headers.get('x-cache-status') };
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

type PageRead = Awaited<ReturnType<typeof page>>;
const showsHtml = (text: string, not?: string) => (r: PageRead) => r.status === 200 && r.html.includes(text) && !(not && r.html.includes(not));
const lacksHtml = (text: string) => (r: PageRead) => r.status === 200 && !r.html.includes(text);

/**
 * Reads pages through nginx one after another, all the time, from before a save until told to
 * stop: the pages stay in nginx's cache (fetched anew in the background once a second), which is
 * the case where an old copy could be handed out longest. Each read is timed from its start.
 */
class NginxWatch {
  private reads: { path: string; start: number; read: PageRead | null; error?: string }[] = [];
  private stopped = false;
  private expected: Record<string, (r: PageRead) => boolean> = {};
  private readonly loop: Promise<void>;

  constructor(
    private readonly base: string,
    private readonly paths: string[],
  ) {
    this.loop = this.run();
  }

  add(p: string) {
    this.paths.push(p);
  }

  /** What each page must show once the save is NGINX_FRESH_AFTER_MS old. */
  expect(expected: Record<string, (r: PageRead) => boolean>) {
    this.expected = expected;
  }

  private async run() {
    while (!this.stopped) {
      for (const p of [...this.paths]) {
        const start = Date.now();
        try {
          this.reads.push({ path: p, start, read: await page(this.base, p) });
        } catch (err) {
          this.reads.push({ path: p, start, read: null, error: String(err) });
        }
      }
      await sleep(100);
    }
  }

  async until(at: number) {
    while (Date.now() < at) await sleep(50);
  }

  stop(): Promise<void> {
    this.stopped = true;
    return this.loop;
  }

  /** Per page: the reads that started NGINX_FRESH_AFTER_MS or more after savedAt all show the change. */
  report(savedAt: number): { ok: boolean; text: string }[] {
    return Object.entries(this.expected).map(([p, ok]) => {
      const reads = this.reads.filter((r) => r.path === p && r.start >= savedAt);
      const due = reads.filter((r) => r.start - savedAt >= NGINX_FRESH_AFTER_MS);
      const misses = due.filter((r) => !r.read || !ok(r.read));
      // The first read from which on every read showed it: when nginx's copy was new.
      let settled: number | null = null;
      for (let i = reads.length - 1; i >= 0 && reads[i].read && ok(reads[i].read!); i--) settled = reads[i].start - savedAt;
      const before = this.reads.filter((r) => r.path === p && r.start < savedAt).length;
      const statuses = [...new Set(due.map((r) => r.read?.nginx ?? r.error ?? '?'))].join('/');
      return {
        ok: due.length > 0 && misses.length === 0,
        text:
          `${p}: ${due.length} GETs from ${NGINX_FRESH_AFTER_MS / 1000} s on, ${misses.length} without the change` +
          ` (${statuses}; ${before} GETs before the save; every GET from ${settled === null ? 'none' : `${settled} ms`} on showed it)`,
      };
    });
  }
}

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
  // The dealer's mail server, down until section 7 starts it. Every request comes from nginx's one
  // address here, so the enquiry limits are lifted.
  const smtp = await testSmtp();
  cluster = await startCluster({
    count: 2,
    distDir: '.next-cluster',
    local: false,
    instances: { env: { SMTP_URL: smtp.url(), ENQUIRIES_PER_ADDRESS: '1000', ENQUIRIES_SITE_PER_MINUTE: '1000' } },
  });
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

  // Section 4 mostly waits, on plots of its own saved on b: it runs alongside 1 to 3, and its
  // lines are printed in their place.
  const coldLines: [boolean, string][] = [];
  const note = (ok: boolean, what: string) => (coldLines.push([ok, what]), ok);
  const cold = coldFreshness(b, photo, note).catch((err: unknown) => void note(false, `the freshness checks stopped: ${String(err)}`));

  // ---- 1 and 2: writes on a, seen on b, on a and through nginx --------------------------------
  section(`1. A create, an edit and a delete on a: seen on b and a within 1 s, and through nginx (pages kept in its cache) on every GET from ${NGINX_FRESH_AFTER_MS / 1000} s on`);
  const direct = [b.base, a.base];
  const nameOf = (base: string) => (base === a.base ? 'a' : 'b');
  // On b and a timed from the write's answer; through nginx, read all along, from before the write.
  const seenEverywhere = async (what: string, watch: NginxWatch, savedAt: number, checksFor: (base: string) => (() => Promise<boolean>)[]) => {
    const took = await Promise.all(direct.map((base) => visibleWithin(VISIBLE_WITHIN_MS, checksFor(base))));
    direct.forEach((base, i) => {
      const t = took[i];
      check(t !== null, `${what.replace('$', nameOf(base))} ${t === null ? 'NOT within 1 s' : `after ${t} ms`}`);
    });
    await watch.until(savedAt + NGINX_FRESH_AFTER_MS + NGINX_WATCH_MS);
    for (const r of watch.report(savedAt)) check(r.ok, `${what.replace('$', 'nginx')}: ${r.text}`);
  };
  // Cached copies first, so that what follows proves they are dropped everywhere.
  for (const base of [...direct, nginx]) for (const p of ['/', '/villas']) await page(base, p);
  const title1 = `Cluster villa ${run} first`;
  let watch = new NginxWatch(nginx, ['/', '/villas']);
  const created = await write(a.base, 'POST', '/api/villas', formOf(listingFields('villas', title1), [{ field: 'mainImage', data: photo }]));
  let savedAt = Date.now();
  if (!check(created.status === 201 && !!created.body?.data?._id, `create on a answers 201 (${created.status})`)) return watch.stop();
  const villa = created.body!.data as Json;
  const detail = `/villas/${villa._id}`;
  watch.add(detail);
  watch.expect({ [detail]: showsHtml(title1), '/villas': showsHtml(title1), '/': showsHtml(title1) });
  await seenEverywhere('create: $ shows it on the detail page, /villas and /', watch, savedAt, (base) => [
    shows(base, detail, title1),
    shows(base, '/villas', title1),
    shows(base, '/', title1),
  ]);
  watch.stop();

  section('2. The photo uploaded through a');
  for (const [name, base] of [['b', b.base], ['nginx', nginx]] as const) {
    for (const file of [villa.mainImage as string, (villa.mainImage as string).replace(/\.webp$/, '-400w.webp')]) {
      const res = await fetch(`${base}${file}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      check(res.status === 200 && res.headers.get('content-type') === 'image/webp' && bytes.length > 100, `${name} serves ${file} (${res.status}, ${bytes.length} bytes)`);
    }
  }

  const title2 = `Cluster villa ${run} edited`;
  const fields = { ...listingFields('villas', title2), version: String(villa.version), mainImagePath: villa.mainImage, additionalImagesPaths: '[]' };
  watch = new NginxWatch(nginx, [detail, '/villas', '/']);
  await sleep(1_500); // the watched pages hot in nginx's cache
  const edited = await write(a.base, 'PUT', `/api/villas/${villa._id}`, formOf(fields, []));
  savedAt = Date.now();
  check(edited.status === 200, `edit on a answers 200 (${edited.status})`);
  watch.expect({ [detail]: showsHtml(title2, title1), '/villas': showsHtml(title2, title1), '/': showsHtml(title2, title1) });
  await seenEverywhere('edit: $ shows the new title and not the old one on the detail page, /villas and /', watch, savedAt, (base) => [
    shows(base, detail, title2, title1),
    shows(base, '/villas', title2, title1),
    shows(base, '/', title2, title1),
  ]);
  watch.stop();

  watch = new NginxWatch(nginx, [detail, '/villas', '/']);
  await sleep(1_500);
  const deleted = await write(a.base, 'DELETE', `/api/villas/${villa._id}`);
  savedAt = Date.now();
  check(deleted.status === 200 || deleted.status === 204, `delete on a answers ${deleted.status}`);
  watch.expect({ [detail]: (r) => r.status === 404, '/villas': lacksHtml(title2), '/': lacksHtml(title2) });
  await seenEverywhere('delete: $ answers 404 for it and drops it from /villas and /', watch, savedAt, (base) => [
    answers(base, detail, 404),
    lacks(base, '/villas', title2),
    lacks(base, '/', title2),
  ]);
  watch.stop();

  // ---- 3: the sign-in throttle ---------------------------------------------------------------
  section('3. Failed sign-ins counted across instances');
  const tooMany = 'Too many failed sign-in attempts. Please try again later.';
  // One client guessing one e-mail: the count of that address and e-mail together.
  const attempt = (base: string, email: string, i: number, forwarded?: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, ...(forwarded ? { 'X-Forwarded-For': forwarded } : {}) },
      body: JSON.stringify({ email, password: `wrong-password-${i}` }),
    });
  const refused = async (res: Response) =>
    res.status === 429 && Number(res.headers.get('retry-after')) > 0 && ((await res.json()) as Json).message === tooMany;
  // Straight to the instances, from a made-up address their trusted proxy (loopback) names.
  const guessed = `direct-${run}@cluster.test`;
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await attempt(a.base, guessed, i, '203.0.113.10')).status);
  check(statuses.every((s) => s === 401), `5 wrong passwords on a: ${statuses.join(', ')}`);
  const onB = await attempt(b.base, guessed, 20, '203.0.113.10');
  check(await refused(onB.clone()), `the 6th try, on b: ${onB.status}, Retry-After ${onB.headers.get('retry-after')}`);
  // Through nginx, which names the client itself (X-Forwarded-For $remote_addr) and spreads the
  // tries over a and b: the count is still one.
  const viaNginx = `nginx-${run}@cluster.test`;
  const spread: number[] = [];
  for (let i = 0; i < 5; i++) spread.push((await attempt(nginx, viaNginx, i, '198.51.100.99')).status);
  check(spread.every((s) => s === 401), `5 wrong passwords through nginx (on a and b in turn): ${spread.join(', ')}`);
  const sixth = await attempt(nginx, viaNginx, 20, '198.51.100.98');
  check(await refused(sixth.clone()), `the 6th try through nginx, with another made-up X-Forwarded-For: ${sixth.status}, Retry-After ${sixth.headers.get('retry-after')}`);

  // ---- 4: freshness through nginx of pages nobody asks for, and the purge -----------------------
  section(`4. Through nginx: pages cached before a save and not asked for since show it on their first GET ${NGINX_FRESH_AFTER_MS / 1000} s after; a purge at once`);
  await cold;
  for (const [ok, what] of coldLines) check(ok, what);

  // ---- 5: SIGKILL of a amid writes ------------------------------------------------------------
  section('5. SIGKILL of a amid a stream of writes to both');
  await killAmidWrites(a, b, photo);

  // ---- 6: Redis away for 10 s ---------------------------------------------------------------
  section('6. Redis killed for 10 s amid reads and writes');
  await redisOutage(a, b, photo);

  // ---- 7: enquiry alerts through a mail outage and a killed sender ---------------------------
  section('7. Enquiry alerts: mail server down, then back with a killed mid-send');
  await enquiryAlerts(a, smtp);
  section('');
}

async function enquiryAlerts(a: Instance, smtp: Awaited<ReturnType<typeof testSmtp>>) {
  const base = cluster!.nginx.base;
  const buyers = Array.from({ length: 20 }, (_, i) => ({ name: `Alert Buyer ${run} ${i + 1}`, phone: `9${String(876_500_000 + i + 1)}` }));
  const ids: string[] = [];
  for (const buyer of buyers) {
    const r = await fetch(`${base}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: cluster!.shared.siteUrl },
      body: JSON.stringify({ ...buyer, want: 'callback', consent: true, website: '', elapsedMs: 5_000, lang: 'en' }),
    });
    const body = (await r.json().catch(() => ({}))) as { id?: string };
    if (r.status === 201 && body.id) ids.push(body.id);
  }
  check(ids.length === 20, `20 requests through nginx with the mail server down: ${ids.length} stored and confirmed (201)`);
  // Long enough for both senders to try and fail at least once (they look every 5 s).
  await sleep(7_000);
  check(smtp.received.length === 0, `no alert can arrive while the mail server is down (${smtp.received.length})`);

  await smtp.start();
  const back = Date.now();
  while (smtp.received.length === 0 && Date.now() - back < 70_000) await sleep(20);
  a.proc!.signal('SIGKILL');
  await a.proc!.exited;
  console.log(`  a killed ${Date.now() - back} ms after the mail server came back, with ${smtp.received.length} alert(s) in`);

  const wanted = ids.map((id) => `enquiry-${id}@`);
  const arrived = () => wanted.filter((w) => [...smtp.copies().keys()].some((m) => m.includes(w))).length;
  while (arrived() < wanted.length && Date.now() - back < 120_000) await sleep(250);
  const took = ((Date.now() - back) / 1000).toFixed(1);
  const copies = smtp.copies();
  check(arrived() === 20, `all 20 alerts arrived within 2 minutes of the mail server's return: ${arrived()} after ${took} s`);
  const ours = [...copies.keys()].filter((m) => wanted.some((w) => m.includes(w)));
  const twice = ours.filter((m) => copies.get(m)! > 1).length;
  check(ours.length === copies.size, `no alert other than these 20 (${copies.size} Message-IDs)`);
  console.log(`  copies: ${smtp.received.length} for ${copies.size} Message-IDs (${twice} resent under the same Message-ID after the kill, one in the mailbox)`);

  a.start();
  await waitHealthy(a.base, a.proc);
  const logs: [string, string][] = cluster!.instances.map((inst) => [`instance ${inst.name}'s log`, inst.log()]);
  const accessLog = path.join(cluster!.nginx.dir, 'access.log');
  if (fs.existsSync(accessLog)) logs.push(["nginx's access log", fs.readFileSync(accessLog, 'utf8')]);
  for (const [where, text] of logs) {
    const leaked = buyers.filter((b) => text.includes(b.name) || text.includes(b.phone.slice(-10)));
    check(leaked.length === 0, `no buyer's name or number in ${where} (${leaked.length} found)`);
  }
  await smtp.stop();
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
  const onNginx = { reads: 0, read5xx: 0, readErrors: 0 };
  const reader = (base: string, tally: { reads: number; read5xx: number; readErrors: number }) => async () => {
    while (!stop) {
      const p = acked.length && Math.random() < 0.5 ? `/${acked[acked.length - 1].slug}/${acked[acked.length - 1].id}` : pick(['/', '/plots', '/homes']);
      try {
        const r = await page(base, p);
        tally.reads++;
        if (r.status >= 500) tally.read5xx++;
      } catch {
        tally.readErrors++;
      }
    }
  };

  const loops = [writer(a)(), writer(a)(), writer(b)(), writer(b)(), reader(b.base, onB)(), reader(b.base, onB)(), reader(cluster!.nginx.base, onNginx)()];
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
  check(
    onNginx.read5xx === 0 && onNginx.readErrors === 0 && onNginx.reads > 0,
    `nginx answered ${onNginx.reads} reads meanwhile: ${onNginx.read5xx} 5xx, ${onNginx.readErrors} errors`,
  );
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
  await uploadsSettled(uploadsDir);
  const files = compareUploads(uploadsDir, await referencedImages());
  check(
    files.orphans.length === 0 && files.missing.length === 0,
    `uploads after a's restart: ${files.files} files for ${files.referenced} images, ${files.orphans.length} orphans, ${files.missing.length} missing`,
  );
  check(journalFiles(uploadsDir).length === 0, `no upload journal entries left (${journalFiles(uploadsDir).join(', ') || 'none'})`);
}

/**
 * Pages nobody asks for between a save and the first GET 5 s after its answer, each on a plot of
 * its own: one cached just before the save (fresh in nginx at the save), one cached 1.5 s before
 * (stale in nginx at the save), one cached long before (idle, as after an hour without traffic);
 * and one purged through /purge/<path> right after the save, then asked for at once. Plots, not
 * villas: these saves run alongside section 1, and new villas saved after its villa would push it
 * out of the home page's three newest villas (it did, on a slow CI run).
 */
async function coldFreshness(writer: Instance, photo: Buffer, check: (ok: boolean, what: string) => boolean) {
  const nginx = cluster!.nginx.base;
  const plots: Record<'idle' | 'stale' | 'fresh' | 'purged', Json> = {} as never;
  for (const name of ['idle', 'stale', 'fresh', 'purged'] as const) {
    const r = await write(writer.base, 'POST', '/api/plots', formOf(listingFields('plots', `Cluster ${name} ${run} before`), [{ field: 'mainImage', data: photo }]));
    if (!check(r.status === 201 && !!r.body?.data?._id, `create of the ${name} plot on ${writer.name} answers 201 (${r.status})`)) return;
    plots[name] = r.body!.data as Json;
  }
  const pathOf = (name: keyof typeof plots) => `/plots/${plots[name]._id}`;
  const after = (name: keyof typeof plots) => `Cluster ${name} ${run} after`;
  // Twice: the second answer comes from nginx's cache.
  const cache = async (name: keyof typeof plots) => {
    await page(nginx, pathOf(name));
    return (await page(nginx, pathOf(name))).nginx;
  };
  const edit = async (name: keyof typeof plots) => {
    const v = plots[name];
    const fields = { ...listingFields('plots', after(name)), version: String(v.version), mainImagePath: v.mainImage, additionalImagesPaths: '[]' };
    const r = await write(writer.base, 'PUT', `/api/plots/${v._id}`, formOf(fields, []));
    const savedAt = Date.now();
    check(r.status === 200, `edit of the ${name} plot on ${writer.name} answers 200 (${r.status})`);
    return savedAt;
  };

  const idleCached = await cache('idle');
  const idleAt = Date.now();

  // The purge, meanwhile: cached, saved, purged, asked for.
  const purgedCached = await cache('purged');
  await edit('purged');
  const purge = await fetch(`${nginx}/purge${pathOf('purged')}`, { signal: AbortSignal.timeout(5_000) });
  await purge.text();
  const right = await page(nginx, pathOf('purged'));
  if (!fs.existsSync(PURGE_MODULE)) {
    check(false, `/purge/<path>: nginx has no purge module (${PURGE_MODULE}); apt-get install -y libnginx-mod-http-cache-purge`);
  } else {
    check(purge.status === 200, `GET /purge${pathOf('purged')} from loopback, after a save, drops nginx's copy (${purge.status}; the copy was ${purgedCached})`);
    check(
      showsHtml(after('purged'), `Cluster purged ${run} before`)(right),
      `the GET right after the purge shows the change (${right.status}, nginx ${right.nginx})`,
    );
  }

  await sleep(Math.max(0, idleAt + 6_000 - Date.now()));
  const staleCached = await cache('stale');
  await sleep(1_500);
  const freshCached = await cache('fresh');
  const cachedAs = { idle: `cached ${((Date.now() - idleAt) / 1000).toFixed(1)} s before (${idleCached})`, stale: `cached 1.5 s before (${staleCached})`, fresh: `cached just before (${freshCached})` };
  await Promise.all(
    (['idle', 'stale', 'fresh'] as const).map(async (name) => {
      const savedAt = await edit(name);
      await sleep(Math.max(0, savedAt + NGINX_FRESH_AFTER_MS - Date.now()));
      const startedAfter = Date.now() - savedAt;
      const r = await page(nginx, pathOf(name));
      check(
        showsHtml(after(name), `Cluster ${name} ${run} before`)(r),
        `${name} page, ${cachedAs[name]}: the first GET, ${startedAfter} ms after the save's answer, shows it (${r.status}, nginx ${r.nginx})`,
      );
    }),
  );
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
    const lost = log.search(/Shared cache \(Redis\): unreachable/);
    const back = log.search(/Shared cache \(Redis\): reachable again after/);
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
