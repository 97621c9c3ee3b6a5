// `npm run test:crash`: builds the app into .next-crash and serves it with the site's own server
// (server.mjs, as `npm start` does) from a private data and uploads folder under .crash/ while writers send a stream of signed-in creates, updates and
// deletes with images; kills the server with SIGKILL at random moments (CRASH_KILLS, 25 by
// default; some during start-up), restarts it each time and checks after every restart:
//   - the database opens (SQLite: integrity check of a copy of the crashed files; health 200);
//   - every write that got a success answer is there and whole (the listing equals the answer,
//     its images and their variants are on disk, decode, and are served);
//   - a write cut off by the kill either happened entirely or not at all;
//   - the uploads folder holds exactly the files the database refers to (no orphans, none
//     missing), no journal entry or request temp folder is left over;
//   - no process of the killed server's process group outlives it.
// Ends with a SIGTERM that must exit 0 with the SQLite WAL checkpointed. With DATABASE_URL set
// (postgres://…) it runs on a scratch database created on that server and dropped afterwards.
// SKIP_BUILD=true reuses an existing .next-crash build.
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import sharp from 'sharp';
import { freePort } from './lib/free-port';
import {
  between,
  build,
  compareUploads,
  uploadsSettled,
  filesOfImage,
  formOf,
  type Json,
  journalEntries,
  listingFields,
  noiseJpeg,
  openStore,
  pick,
  processesInGroup,
  root,
  type Server,
  serverEnvironment,
  SLUGS,
  type Slug,
  sleep,
  signIn,
  startServer,
  waitHealthy,
} from './lib/resilience';

const KILLS = Math.max(1, Number(process.env.CRASH_KILLS || 25));
const WRITERS = Math.max(1, Number(process.env.CRASH_WRITERS || 4));
const dir = path.join(root, '.crash');
const distDir = '.next-crash';
const logFile = path.join(dir, 'server.log');
const run = Date.now().toString(36);

fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const store = await openStore(path.join(dir, 'data'), 'crash');
const port = await freePort(); // the same port on every restart: the server's instance name is host-port
const env = serverEnvironment(dir, distDir, port, store.url);

// ---------------------------------------------------------------------------------------------
// What the writers were told, and what is still unknown

interface Known {
  slug: Slug;
  data: Json;
}
/** Listings as their last acknowledged write left them. */
const known = new Map<string, Known>();
/** Listings with a write in flight. */
const busy = new Set<string>();
/** Writes cut off by a kill (or answered with a success whose body was lost: `acked`). */
interface Uncertain {
  op: 'create' | 'update' | 'delete';
  slug: Slug;
  title: string;
  id?: string;
  before?: Json;
  acked: boolean;
}
let uncertain: Uncertain[] = [];
/** Acknowledged writes not yet checked after a restart. */
let unverified: { op: 'create' | 'update' | 'delete'; id?: string; slug: Slug; version?: number; title: string }[] = [];

const totals = {
  kills: 0,
  startupKills: 0,
  acked: { create: 0, update: 0, delete: 0 },
  verified: 0,
  inFlight: 0,
  inFlightCommitted: 0,
  imagesChecked: 0,
  problems: [] as string[],
  unexpected: [] as string[],
  worstOrphans: 0,
  worstMissing: 0,
  journalLeft: 0,
  tempLeft: 0,
  orphanProcesses: 0,
};
const problem = (text: string) => {
  totals.problems.push(text);
  console.log(`  PROBLEM: ${text}`);
};

/** After a SIGKILL of the server's group: nothing of it may be left running. */
async function noneLeft(server: Server, label: string) {
  let left = processesInGroup(server.child.pid!);
  for (let i = 0; left.length && i < 20; i++) {
    await sleep(100);
    left = processesInGroup(server.child.pid!);
  }
  totals.orphanProcesses += left.length;
  if (left.length) problem(`${label}: ${left.length} process(es) of the killed server still running (${left.join(', ')})`);
}

// ---------------------------------------------------------------------------------------------
// Writers

const images: Buffer[] = [];
let seq = 0;
let headers: Record<string, string> = {};

async function send(server: Server, method: string, url: string, form?: FormData): Promise<{ status: number; body: Json | null }> {
  const res = await fetch(`${server.base}${url}`, { method, headers, body: form, signal: AbortSignal.timeout(60_000) });
  let body: Json | null = null;
  try {
    body = (await res.json()) as Json;
  } catch {
    body = null; // the body was cut off by the kill
  }
  return { status: res.status, body };
}

async function create(server: Server) {
  const slug = pick(SLUGS);
  const title = `crash ${run} #${++seq}`;
  const files: { field: 'mainImage' | 'additionalImages'; data: Buffer }[] = [{ field: 'mainImage', data: pick(images) }];
  for (let i = Math.floor(between(0, 2.5)); i > 0; i--) files.push({ field: 'additionalImages', data: pick(images) });
  try {
    const { status, body } = await send(server, 'POST', `/api/${slug}`, formOf(listingFields(slug, title), files));
    if (status === 201 && body?.data?._id) {
      known.set(body.data._id, { slug, data: body.data });
      unverified.push({ op: 'create', id: body.data._id, slug, version: body.data.version, title });
      totals.acked.create++;
    } else if (status === 201) {
      uncertain.push({ op: 'create', slug, title, acked: true });
      totals.acked.create++;
    } else {
      totals.unexpected.push(`POST /api/${slug}: ${status} ${JSON.stringify(body)}`);
    }
  } catch {
    uncertain.push({ op: 'create', slug, title, acked: false });
  }
}

async function update(server: Server, id: string) {
  const { slug, data } = known.get(id)!;
  const title = `crash ${run} #${++seq} (update of ${id.slice(-6)})`;
  const fields: Record<string, string> = { ...listingFields(slug, title), version: String(data.version) };
  const files: { field: 'mainImage' | 'additionalImages'; data: Buffer }[] = [];
  if (Math.random() < 0.5) files.push({ field: 'mainImage', data: pick(images) });
  else fields.mainImagePath = data.mainImage;
  const kept = (data.additionalImages as string[]).filter(() => Math.random() > 0.3);
  fields.additionalImagesPaths = JSON.stringify(kept);
  if (Math.random() < 0.6) files.push({ field: 'additionalImages', data: pick(images) });
  try {
    const { status, body } = await send(server, 'PUT', `/api/${slug}/${id}`, formOf(fields, files));
    if (status === 200 && body?.data) {
      known.set(id, { slug, data: body.data });
      unverified.push({ op: 'update', id, slug, version: body.data.version, title });
      totals.acked.update++;
    } else if (status === 200) {
      known.delete(id);
      uncertain.push({ op: 'update', slug, id, title, before: data, acked: true });
      totals.acked.update++;
    } else {
      totals.unexpected.push(`PUT /api/${slug}/${id}: ${status} ${JSON.stringify(body)}`);
    }
  } catch {
    known.delete(id);
    uncertain.push({ op: 'update', slug, id, title, before: data, acked: false });
  }
}

async function remove(server: Server, id: string) {
  const { slug, data } = known.get(id)!;
  try {
    const { status, body } = await send(server, 'DELETE', `/api/${slug}/${id}`);
    if (status === 200) {
      known.delete(id);
      unverified.push({ op: 'delete', id, slug, title: data.title });
      totals.acked.delete++;
    } else {
      totals.unexpected.push(`DELETE /api/${slug}/${id}: ${status} ${JSON.stringify(body)}`);
    }
  } catch {
    known.delete(id);
    uncertain.push({ op: 'delete', slug, id, title: data.title, before: data, acked: false });
  }
}

async function writer(server: Server, running: () => boolean) {
  while (running()) {
    const free = [...known.keys()].filter((id) => !busy.has(id));
    const r = Math.random();
    if (free.length < 3 || r < 0.5) {
      await create(server);
      continue;
    }
    const id = pick(free);
    busy.add(id);
    try {
      if (r < 0.9) await update(server, id);
      else await remove(server, id);
    } finally {
      busy.delete(id);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Checks after a restart

const decoded = new Set<string>();

async function wholeImages(server: Server, id: string, data: Json): Promise<boolean> {
  let ok = true;
  for (const p of [data.mainImage as string, ...(data.additionalImages as string[])]) {
    // Asked for first: sizes a kill left unmade are made now (lib/uploads/sizes.ts).
    const res = await fetch(`${server.base}${p}`);
    for (const f of filesOfImage(p)) {
      const file = path.join(env.uploadsDir, f.slice('/uploads/'.length));
      if (!fs.existsSync(file)) {
        problem(`listing ${id}: ${f} is missing`);
        ok = false;
        continue;
      }
      if (decoded.has(f)) continue;
      try {
        // stats() decodes every pixel: a truncated file fails here.
        const meta = await sharp(file).metadata();
        await sharp(file).stats();
        if (meta.format !== 'webp') throw new Error(`format ${meta.format}`);
        decoded.add(f);
        totals.imagesChecked++;
      } catch (err) {
        problem(`listing ${id}: ${f} does not decode (${String(err)})`);
        ok = false;
      }
    }
    const size = fs.existsSync(path.join(env.uploadsDir, p.slice('/uploads/'.length)))
      ? fs.statSync(path.join(env.uploadsDir, p.slice('/uploads/'.length))).size
      : -1;
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200 || bytes !== size) {
      problem(`listing ${id}: GET ${p} answered ${res.status} with ${bytes} bytes (file: ${size})`);
      ok = false;
    }
  }
  return ok;
}

async function fetchListing(server: Server, slug: Slug, id: string): Promise<{ status: number; data?: Json }> {
  const res = await fetch(`${server.base}/api/${slug}/${id}`);
  const body = (await res.json()) as Json;
  return { status: res.status, data: body.data };
}

async function verify(server: Server, label: string) {
  const db = await store.read();
  // Writes cut off by the kill: all or nothing.
  for (const u of uncertain) {
    totals.inFlight++;
    if (u.op === 'create') {
      const row = db.listings.find((l) => l.title === u.title);
      if (!row) {
        if (u.acked) problem(`create "${u.title}" was answered 201 but is not in the database`);
        continue;
      }
      const got = await fetchListing(server, u.slug, row.id);
      if (got.status !== 200) problem(`create "${u.title}" is in the database but GET answers ${got.status}`);
      else {
        totals.inFlightCommitted++;
        known.set(row.id, { slug: u.slug, data: got.data! });
        if (u.acked) unverified.push({ op: 'create', id: row.id, slug: u.slug, version: got.data!.version, title: u.title });
      }
      continue;
    }
    const got = await fetchListing(server, u.slug, u.id!);
    if (u.op === 'delete') {
      if (got.status === 404) totals.inFlightCommitted++;
      else if (!isDeepStrictEqual(got.data, u.before)) problem(`listing ${u.id}: a cut-off delete left it changed`);
      else known.set(u.id!, { slug: u.slug, data: got.data! });
      continue;
    }
    if (got.status !== 200) {
      problem(`listing ${u.id}: gone after a cut-off update (${got.status})`);
      continue;
    }
    if (got.data!.title === u.title) {
      totals.inFlightCommitted++;
      if (got.data!.version !== u.before!.version + 1) problem(`listing ${u.id}: version ${got.data!.version} after one update of ${u.before!.version}`);
      if (u.acked) unverified.push({ op: 'update', id: u.id, slug: u.slug, version: got.data!.version, title: u.title });
    } else {
      if (u.acked) problem(`listing ${u.id}: update answered 200 is not in the database`);
      if (!isDeepStrictEqual(got.data, u.before)) problem(`listing ${u.id}: a cut-off update left it partly changed`);
    }
    known.set(u.id!, { slug: u.slug, data: got.data! });
  }
  uncertain = [];

  // Every acknowledged listing state, whole.
  const good = new Set<string>();
  for (const [id, { slug, data }] of known) {
    const got = await fetchListing(server, slug, id);
    if (got.status !== 200) {
      problem(`listing ${id} (${data.title}): acknowledged, now ${got.status}`);
      continue;
    }
    if (!isDeepStrictEqual(got.data, data)) {
      problem(`listing ${id}: differs from its last acknowledged answer: ${JSON.stringify(got.data)} vs ${JSON.stringify(data)}`);
      continue;
    }
    if (await wholeImages(server, id, data)) good.add(id);
  }
  for (const w of unverified) {
    if (w.op === 'delete') {
      const got = await fetchListing(server, w.slug, w.id!);
      if (got.status === 404) totals.verified++;
      else problem(`listing ${w.id}: deleted with 200, now ${got.status}`);
    } else if (w.id && good.has(w.id) && known.get(w.id)!.data.version >= w.version!) totals.verified++;
    else if (w.id && !known.has(w.id) && !good.has(w.id)) {
      // Deleted later by an acknowledged delete: checked by that delete.
      totals.verified++;
    }
  }
  unverified = [];

  // The uploads folder against the database.
  const after = await store.read();
  await uploadsSettled(env.uploadsDir);
  const cmp = compareUploads(env.uploadsDir, after.paths);
  totals.worstOrphans = Math.max(totals.worstOrphans, cmp.orphans.length);
  totals.worstMissing = Math.max(totals.worstMissing, cmp.missing.length);
  if (cmp.orphans.length) problem(`${cmp.orphans.length} orphan file(s): ${cmp.orphans.slice(0, 5).join(', ')}`);
  if (cmp.missing.length) problem(`${cmp.missing.length} missing file(s): ${cmp.missing.slice(0, 5).join(', ')}`);
  const journal = journalEntries(env.uploadsDir);
  const temp = fs.readdirSync(env.tmpDir).filter((n) => n.startsWith('hosur-upload-'));
  totals.journalLeft += journal.length;
  totals.tempLeft += temp.length;
  if (journal.length) problem(`${journal.length} journal entr(y/ies) left after start-up: ${journal.join(', ')}`);
  if (temp.length) problem(`${temp.length} request temp folder(s) left after start-up`);
  console.log(
    `  ${label}: ${after.listings.length} listings, ${cmp.referenced} images referenced, ${cmp.files} files; ` +
      `orphans ${cmp.orphans.length}, missing ${cmp.missing.length}`,
  );
}

// ---------------------------------------------------------------------------------------------
// The run

function recoveredFromLog(): { entries: number; removed: number } {
  const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
  let entries = 0;
  let removed = 0;
  for (const m of text.matchAll(/Uploads: settled (\d+) interrupted write\(s\), removed (\d+) unused image/g)) {
    entries += Number(m[1]);
    removed += Number(m[2]);
  }
  return { entries, removed };
}

let exitCode = 0;
let current: Server | undefined;
const started = Date.now();
try {
  build(distDir, dir);
  // Mostly small (many writes per cycle), a few large (long processing: a wide window for a kill).
  for (const [w, h] of [
    [320, 240],
    [400, 300],
    [480, 360],
    [300, 400],
    [640, 480],
    [1600, 1200],
  ]) {
    images.push(await noiseJpeg(w, h));
  }
  console.log(`Crash test on ${store.engine}: ${KILLS} kills, ${WRITERS} writers, port ${port}, server log ${path.relative(root, logFile)}`);

  for (let cycle = 1; cycle <= KILLS; cycle++) {
    const server = (current = startServer(env, logFile));
    if (cycle % 6 === 0) {
      // Killed while starting: possibly in the middle of recovering from the previous kill.
      await sleep(between(150, 1500));
      server.signal('SIGKILL');
      await server.exited;
      await noneLeft(server, `kill #${cycle}`);
      totals.kills++;
      totals.startupKills++;
      const check = await store.check();
      console.log(`#${cycle}: killed during start-up; ${check}`);
      if (!check.includes('ok')) problem(`database check failed after kill #${cycle}: ${check}`);
      continue;
    }
    await waitHealthy(server);
    await verify(server, `#${cycle} after restart`);
    headers = await signIn(server.base, env);
    let running = true;
    const writers = Array.from({ length: WRITERS }, () => writer(server, () => running));
    await sleep(between(500, 6000));
    server.signal('SIGKILL');
    running = false;
    await server.exited;
    await noneLeft(server, `kill #${cycle}`);
    await Promise.all(writers);
    totals.kills++;
    const check = await store.check();
    if (!check.includes('ok')) problem(`database check failed after kill #${cycle}: ${check}`);
    console.log(
      `#${cycle}: SIGKILL with ${uncertain.length} write(s) in flight; ${check}; acknowledged so far ${totals.acked.create + totals.acked.update + totals.acked.delete}`,
    );
  }

  // Last restart: check, then a graceful stop.
  const server = (current = startServer(env, logFile));
  await waitHealthy(server);
  await verify(server, 'final restart');
  const stopAt = Date.now();
  server.signal('SIGTERM');
  const exit = await Promise.race([server.exited, sleep(20_000).then(() => null)]);
  const stopSeconds = (Date.now() - stopAt) / 1000;
  if (!exit) {
    problem('SIGTERM: the server did not exit within 20 s');
    server.signal('SIGKILL');
  } else if (exit.code !== 0) problem(`SIGTERM: exit ${exit.code ?? exit.signal}, expected 0`);
  let wal = 'n/a';
  if (store.engine === 'sqlite') {
    const walFile = path.join(env.dataDir, 'site.db-wal');
    const walBytes = fs.existsSync(walFile) ? fs.statSync(walFile).size : 0;
    wal = walBytes === 0 ? 'checkpointed' : `${walBytes} bytes left`;
    if (walBytes !== 0) problem(`SIGTERM: the WAL still holds ${walBytes} bytes`);
  }
  const offline = compareUploads(env.uploadsDir, (await store.read()).paths);
  if (offline.orphans.length || offline.missing.length) problem(`after the stop: ${offline.orphans.length} orphans, ${offline.missing.length} missing`);
  if (totals.unexpected.length) {
    for (const u of totals.unexpected.slice(0, 10)) problem(`unexpected answer: ${u}`);
  }

  const acked = totals.acked.create + totals.acked.update + totals.acked.delete;
  if (acked === 0) problem('no write was acknowledged between the kills, so nothing was proved (a loaded machine: run again, or raise CRASH_KILLS)');
  const recovered = recoveredFromLog();
  console.log(`
Crash test summary (${store.engine}, ${((Date.now() - started) / 1000).toFixed(0)} s)
  kills (SIGKILL)             ${totals.kills} (${totals.startupKills} during start-up)
  writes acknowledged         ${acked} (${totals.acked.create} creates, ${totals.acked.update} updates, ${totals.acked.delete} deletes)
  writes verified             ${totals.verified}
  writes lost                 ${acked - totals.verified}
  cut off by a kill           ${totals.inFlight} (${totals.inFlightCommitted} had committed, ${totals.inFlight - totals.inFlightCommitted} had not; all checked all-or-nothing)
  unexpected answers          ${totals.unexpected.length}
  images decoded              ${totals.imagesChecked} files
  start-up recovery           ${recovered.entries} interrupted writes settled, ${recovered.removed} unused images removed
  orphans                     ${totals.worstOrphans} (worst after any restart), ${offline.orphans.length} at the end
  missing                     ${totals.worstMissing} (worst after any restart), ${offline.missing.length} at the end
  journal / temp left         ${totals.journalLeft} / ${totals.tempLeft}
  processes left after kills  ${totals.orphanProcesses}
  final files                 ${offline.files} files for ${offline.referenced} referenced images
  SIGTERM                     exit ${exit ? (exit.code ?? exit.signal) : 'none'} in ${stopSeconds.toFixed(1)} s; WAL ${wal}
  result                      ${totals.problems.length === 0 && acked === totals.verified ? 'PASS' : `FAIL (${totals.problems.length} problems)`}`);
  if (totals.problems.length || acked !== totals.verified) exitCode = 1;
} catch (err) {
  console.error('Crash test aborted:', err);
  const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
  console.error(`--- last server output ---\n${text.slice(-3000)}`);
  exitCode = 1;
} finally {
  current?.signal('SIGKILL');
  await store.drop();
}
process.exit(exitCode);
