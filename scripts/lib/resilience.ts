// Shared by scripts/crash-test.ts and scripts/load-test.ts: a private production build and server,
// a scratch PostgreSQL database, sign-in, listing forms with generated JPEGs, and direct reads of
// the database and the uploads folder to check what the server reports.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { adminQuery, withDatabase } from './pg-admin';
import sharp from 'sharp';
import { SERVER_PROCESS_ENV, serverCommand } from './server-process';

export type Slug = 'villas' | 'plots' | 'homes';
export const SLUGS: Slug[] = ['villas', 'plots', 'homes'];
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const root = process.cwd();
export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
export const between = (min: number, max: number) => min + Math.random() * (max - min);

// ---------------------------------------------------------------------------------------------
// Database: SQLite in the run's data folder, or a scratch database on DATABASE_URL's server.

export interface Store {
  engine: 'sqlite' | 'postgres';
  /** DATABASE_URL for the server: '' (SQLite) or the scratch database. */
  url: string;
  /** Every image and share card path the listings refer to, and the listings' ids and titles. */
  read(): Promise<{ paths: Set<string>; listings: { id: string; kind: string; title: string }[] }>;
  /** SQLite: integrity check of a copy (the live files are left for the server to recover). PostgreSQL: a query. */
  check(): Promise<string>;
  drop(): Promise<void>;
}

type ListingRow = { id: string; kind: string; title: string; main_image: string; additional_images: string; share_card: string | null };
const SELECT_LISTINGS = 'select id, kind, title, main_image, additional_images, share_card from listings';

function listingsOf(rows: ListingRow[]) {
  const paths = new Set<string>();
  for (const r of rows) {
    paths.add(r.main_image);
    if (r.share_card) paths.add(r.share_card);
    for (const p of JSON.parse(r.additional_images) as string[]) paths.add(p);
  }
  return { paths, listings: rows.map(({ id, kind, title }) => ({ id, kind, title })) };
}

/** SQLite in dataDir when DATABASE_URL is unset, else a scratch database on DATABASE_URL's server. */
export async function openStore(dataDir: string, prefix: string): Promise<Store> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return sqliteStore(dataDir);
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = (sql: string) => adminQuery(serverUrl, sql);
  await admin(`CREATE DATABASE ${name}`);
  return postgresStore(withDatabase(serverUrl, name), async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((err: unknown) => console.error(`Could not drop ${name}:`, err));
  });
}

/** The SQLite database a server with DATA_DIR=dataDir keeps. */
export function sqliteStore(dataDir: string): Store {
  const file = path.join(dataDir, 'site.db');
  return {
    engine: 'sqlite',
    url: '',
    async read() {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        return listingsOf(db.prepare(SELECT_LISTINGS).all() as ListingRow[]);
      } finally {
        db.close();
      }
    },
    async check() {
      const copy = fs.mkdtempSync(path.join(dataDir, '..', 'check-'));
      try {
        for (const suffix of ['', '-wal']) {
          if (fs.existsSync(file + suffix)) fs.copyFileSync(file + suffix, path.join(copy, `site.db${suffix}`));
        }
        const db = new Database(path.join(copy, 'site.db'));
        try {
          const result = db.pragma('integrity_check', { simple: true }) as string;
          const count = (db.prepare('select count(*) as n from listings').get() as { n: number }).n;
          return result === 'ok' ? `integrity ok, ${count} listings` : `INTEGRITY: ${result}`;
        } finally {
          db.close();
        }
      } finally {
        fs.rmSync(copy, { recursive: true, force: true });
      }
    },
    async drop() {},
  };
}

/** A PostgreSQL database at url; `drop` removes it (or does nothing when someone else owns it). */
export function postgresStore(url: string, drop: () => Promise<void> = async () => {}): Store {
  const query = async <T>(sql: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  };
  return {
    engine: 'postgres',
    url,
    async read() {
      return listingsOf(await query<ListingRow>(SELECT_LISTINGS));
    },
    async check() {
      const [row] = await query<{ n: string }>('select count(*) as n from listings');
      return `query ok, ${row.n} listings`;
    },
    drop,
  };
}

// ---------------------------------------------------------------------------------------------
// Build and server

/** `next build` into distDir, from an empty SQLite database of its own (the pages it prerenders do not matter here). */
export function build(distDir: string, scratch: string): void {
  if (process.env.SKIP_BUILD === 'true' && fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.log(`Using the existing build in ${distDir} (SKIP_BUILD=true).`);
    return;
  }
  console.log(`Building into ${distDir} (takes a few minutes)...`);
  const result = spawnSync(bin('next'), ['build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      DATA_DIR: path.join(scratch, 'build-data'),
      UPLOADS_DIR: path.join(scratch, 'build-uploads'),
      DATABASE_URL: '',
      SEED: 'false',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  fs.rmSync(path.join(scratch, 'build-data'), { recursive: true, force: true });
  fs.rmSync(path.join(scratch, 'build-uploads'), { recursive: true, force: true });
  if (result.status !== 0) throw new Error('next build failed');
}

export interface ServerEnv {
  distDir: string;
  dataDir: string;
  uploadsDir: string;
  tmpDir: string;
  port: number;
  databaseUrl: string;
  adminEmail: string;
  adminPassword: string;
  authSecret: string;
}

export function serverEnvironment(dir: string, distDir: string, port: number, databaseUrl: string): ServerEnv {
  const env: ServerEnv = {
    distDir,
    dataDir: path.join(dir, 'data'),
    uploadsDir: path.join(dir, 'uploads'),
    tmpDir: path.join(dir, 'tmp'),
    port,
    databaseUrl,
    adminEmail: 'resilience@example.com',
    adminPassword: randomBytes(15).toString('base64url'),
    authSecret: randomBytes(36).toString('base64url'),
  };
  for (const d of [env.dataDir, env.uploadsDir, env.tmpDir]) fs.mkdirSync(d, { recursive: true });
  return env;
}

export interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Signals the server's whole process group. */
  signal(sig: NodeJS.Signals): void;
}

/**
 * The site's server (server.mjs, as `npm start` runs it) on env's port, in a process group of its
 * own so that a signal reaches all of it. `nodeArgs` go to node itself, before server.mjs
 * (for example `--cpu-prof`, or `--import` of a probe).
 */
export function startServer(env: ServerEnv, logFile: string, extraEnv: Record<string, string> = {}, nodeArgs: string[] = []): Server {
  const base = `http://localhost:${env.port}`;
  const log = fs.openSync(logFile, 'a');
  const { command, args } = serverCommand(env.port, 'localhost', root);
  const child = spawn(command, [...nodeArgs, ...args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      ...SERVER_PROCESS_ENV,
      NEXT_DIST_DIR: env.distDir,
      DATA_DIR: env.dataDir,
      UPLOADS_DIR: env.uploadsDir,
      TMPDIR: env.tmpDir,
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: '',
      SITE_URL: base,
      AUTH_SECRET: env.authSecret,
      ADMIN_EMAIL: env.adminEmail,
      ADMIN_PASSWORD: env.adminPassword,
      SEED: 'false',
      PORT: String(env.port),
      NEXT_TELEMETRY_DISABLED: '1',
      ...extraEnv,
    },
  });
  fs.closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* gone */
    }
  };
  return { child, base, exited, signal };
}

/** Processes still alive in a process group (Linux /proc): after a SIGKILL of the group, none. */
export function processesInGroup(pgid: number): number[] {
  if (!fs.existsSync('/proc')) return [];
  const found: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // After the command: state ppid pgrp …; a zombie (state Z) is already dead.
      const fields = fs.readFileSync(`/proc/${name}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') found.push(Number(name));
    } catch {
      /* gone */
    }
  }
  return found;
}

export async function waitHealthy(server: Server, timeoutMs = 90_000): Promise<Json> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  let gone = false;
  void server.exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server exited before /api/health answered 200 (last: ${last})`);
    try {
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      const body = (await res.json()) as Json;
      if (res.status === 200) return body;
      last = `${res.status} ${JSON.stringify(body)}`;
    } catch (err) {
      last = String(err);
    }
    if (Date.now() > deadline) throw new Error(`/api/health did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
    await sleep(150);
  }
}

/** Signs in; returns the headers of a cookie-authenticated write from the site's own origin (base). */
export async function signIn(base: string, env: Pick<ServerEnv, 'adminEmail' | 'adminPassword'>): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email: env.adminEmail, password: env.adminPassword }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { Cookie: cookie, Origin: base };
}

// ---------------------------------------------------------------------------------------------
// Listings and images

/** Valid form fields for a kind (SPEC §3), with the given title. */
export function listingFields(slug: Slug, title: string): Record<string, string> {
  const common = { title, description: `Written by the resilience tests: ${title}.` };
  switch (slug) {
    case 'villas':
      return {
        ...common,
        location: 'Bagalur Road, Hosur',
        price: String(4_000_000 + Math.floor(Math.random() * 5_000_000)),
        area: '1,200',
        buildingarea: '1,000',
        bedrooms: String(2 + Math.floor(Math.random() * 3)),
        bathrooms: '2',
        status: 'Ready to Move',
        furnished: 'Semi-Furnished',
        facing: 'East',
        features: JSON.stringify(['Garden', 'Covered parking']),
        amenities: JSON.stringify(['Gym']),
      };
    case 'plots':
      return {
        ...common,
        location: 'Mathigiri, Hosur',
        price: String(1_000_000 + Math.floor(Math.random() * 2_000_000)),
        area: '1,200 sq ft',
        type: 'Residential',
        plotType: 'Corner',
        status: 'Available',
        facing: 'North',
        features: JSON.stringify(['Corner plot']),
        amenities: JSON.stringify(['Street lights']),
        approvals: JSON.stringify(['DTCP']),
      };
    case 'homes':
      return {
        ...common,
        location: 'Zuzuvadi, Hosur',
        price: String(5_000_000 + Math.floor(Math.random() * 3_000_000)),
        area: '1,500',
        buildingarea: '1,200',
        bedrooms: '2',
        bathrooms: '2',
        type: 'Independent House',
        status: 'Ready to Move',
        furnishing: 'Unfurnished',
        facing: 'North-East',
        features: JSON.stringify(['Borewell']),
        amenities: JSON.stringify(['Park']),
        approvals: JSON.stringify(['Panchayat approved']),
      };
  }
}

/** A JPEG of random noise (slow to encode, so processing takes a while) of about width×height. */
export async function noiseJpeg(width: number, height: number): Promise<Buffer> {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

export function formOf(fields: Record<string, string>, files: { field: 'mainImage' | 'additionalImages'; data: Buffer }[]): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  files.forEach(({ field, data }, i) => form.append(field, new File([new Uint8Array(data)], `photo-${i}.jpg`, { type: 'image/jpeg' })));
  return form;
}

// ---------------------------------------------------------------------------------------------
// The uploads folder

export const JOURNAL_DIR = '.journal';

/** Every file under the uploads folder outside the journal, as '/uploads/…' paths. */
export function filesOnDisk(uploadsDir: string): string[] {
  if (!fs.existsSync(uploadsDir)) return [];
  return (fs.readdirSync(uploadsDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(uploadsDir, path.join(d.parentPath, d.name)))
    .filter((rel) => !rel.startsWith(`${JOURNAL_DIR}${path.sep}`))
    .map((rel) => `/uploads/${rel.split(path.sep).join('/')}`)
    .sort();
}

/** Journal entries (and their temp files) still on disk. */
export function journalEntries(uploadsDir: string): string[] {
  const dir = path.join(uploadsDir, JOURNAL_DIR);
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((d) => d.isFile()).map((d) => d.name);
}

/** The files a stored image consists of: the image and its 800 and 400 px variants (a share card is one JPEG). */
export const filesOfImage = (p: string) =>
  p.endsWith('.jpg') ? [p] : [p, p.replace(/\.webp$/, '-800w.webp'), p.replace(/\.webp$/, '-400w.webp')];

export interface UploadsComparison {
  referenced: number;
  files: number;
  orphans: string[];
  missing: string[];
}

/**
 * Waits (at most `ms`) until no photo waits for its sizes: a save makes them after its answer
 * (lib/uploads/sizes.ts), and a running server makes them soon. Returns the uploads still waiting.
 */
export async function uploadsSettled(uploadsDir: string, ms = 60_000): Promise<string[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const waiting = filesOnDisk(uploadsDir).filter((f) => f.endsWith('.upload'));
    if (waiting.length === 0 || Date.now() > deadline) return waiting;
    await sleep(200);
  }
}

export function compareUploads(uploadsDir: string, referenced: Set<string>): UploadsComparison {
  const onDisk = filesOnDisk(uploadsDir);
  const expected = new Set([...referenced].flatMap(filesOfImage));
  const present = new Set(onDisk);
  return {
    referenced: referenced.size,
    files: onDisk.length,
    orphans: onDisk.filter((f) => !expected.has(f)),
    missing: [...expected].filter((f) => !present.has(f)).sort(),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
