// Helpers for the API tests: HTTP against the running server, sign-in, real images, listing forms,
// and checks on the uploads directory.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect, inject } from 'vitest';
import type { ServerContext } from './server';

export type Slug = 'villas' | 'plots' | 'homes';
export const KINDS = [
  { slug: 'villas', noun: 'Villa' },
  { slug: 'plots', noun: 'Plot' },
  { slug: 'homes', noun: 'Home' },
] as const satisfies readonly { slug: Slug; noun: string }[];

/** The server started by globalSetup. */
export function sharedContext(): ServerContext {
  return {
    baseURL: inject('baseURL'),
    adminEmail: inject('adminEmail'),
    adminPassword: inject('adminPassword'),
    adminName: inject('adminName'),
    authSecret: inject('authSecret'),
    uploadsDir: inject('uploadsDir'),
    dataDir: inject('dataDir'),
    tmpDir: inject('tmpDir'),
    engine: inject('engine'),
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Reply {
  status: number;
  headers: Headers;
  body: Json;
  text: string;
}

/** The body as JSON; a non-JSON answer (an HTML 404 page, a crash) fails with what came back. */
export async function reply(res: Response): Promise<Reply> {
  const text = await res.text();
  let body: Json;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`Expected a JSON body, got ${res.status} ${res.headers.get('content-type')}: ${text.slice(0, 300)}`);
  }
  return { status: res.status, headers: res.headers, body, text };
}

export type Auth = Record<string, string>;
export const bearer = (token: string): Auth => ({ Authorization: `Bearer ${token}` });

export interface Client {
  ctx: ServerContext;
  api: (p: string, init?: RequestInit) => Promise<Response>;
  call: (p: string, init?: RequestInit) => Promise<Reply>;
  login: (opts?: { rememberMe?: boolean; fresh?: boolean }) => Promise<Session>;
  /** Cookie plus the site's own Origin, as a browser sends on a same-site form post. */
  cookieAuth: (cookie: string, origin?: string) => Auth;
  /** Listing helpers for one kind. */
  list: (slug: Slug, query?: string) => Promise<Reply>;
  getOne: (slug: Slug, id: string) => Promise<Reply>;
  total: (slug: Slug) => Promise<number>;
  create: (slug: Slug, form: FormData, auth?: Auth) => Promise<Reply>;
  update: (slug: Slug, id: string, form: FormData, auth?: Auth) => Promise<Reply>;
  remove: (slug: Slug, id: string, auth?: Auth) => Promise<Reply>;
  /** Creates a listing as the administrator and returns it (fails the test if that does not work). */
  seed: (slug: Slug, overrides?: Overrides, files?: ListingFiles) => Promise<Json>;
}

export interface Session {
  token: string;
  /** 'name=value' of the session cookie, ready for a Cookie header. */
  cookie: string;
  /** The raw Set-Cookie header of the login answer. */
  setCookie: string;
  user: Json;
}

export function createClient(ctx: ServerContext): Client {
  const sessions = new Map<string, Session>();
  const api = (p: string, init?: RequestInit) => fetch(`${ctx.baseURL}${p}`, init);
  const call = async (p: string, init?: RequestInit) => reply(await api(p, init));

  async function login({ rememberMe = false, fresh = false } = {}): Promise<Session> {
    const key = String(rememberMe);
    const cached = sessions.get(key);
    if (cached && !fresh) return cached;
    const res = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ctx.adminEmail, password: ctx.adminPassword, ...(rememberMe ? { rememberMe } : {}) }),
    });
    const r = await reply(res);
    if (r.status !== 200 || typeof r.body?.data?.accessToken !== 'string') {
      throw new Error(`Sign-in as the test administrator failed: ${r.status} ${r.text.slice(0, 300)}`);
    }
    const setCookie = res.headers.getSetCookie()[0] ?? '';
    const session = { token: r.body.data.accessToken, cookie: setCookie.split(';')[0], setCookie, user: r.body.data.user };
    sessions.set(key, session);
    return session;
  }

  const admin = async () => bearer((await login()).token);

  const client: Client = {
    ctx,
    api,
    call,
    login,
    cookieAuth: (cookie, origin = ctx.baseURL) => ({ Cookie: cookie, Origin: origin }),
    list: (slug, query = '') => call(`/api/${slug}${query ? `?${query}` : ''}`),
    getOne: (slug, id) => call(`/api/${slug}/${encodeURIComponent(id)}`),
    async total(slug) {
      const r = await call(`/api/${slug}?limit=1`);
      expect(r.status, r.text).toBe(200);
      return r.body.pagination.total;
    },
    async create(slug, form, auth) {
      return call(`/api/${slug}`, { method: 'POST', body: form, headers: auth ?? (await admin()) });
    },
    async update(slug, id, form, auth) {
      return call(`/api/${slug}/${encodeURIComponent(id)}`, { method: 'PUT', body: form, headers: auth ?? (await admin()) });
    },
    async remove(slug, id, auth) {
      return call(`/api/${slug}/${encodeURIComponent(id)}`, { method: 'DELETE', headers: auth ?? (await admin()) });
    },
    async seed(slug, overrides = {}, files) {
      const r = await client.create(slug, await listingForm(slug, overrides, files));
      expect(r.status, `seeding a ${slug} listing: ${r.text}`).toBe(201);
      return r.body.data;
    },
  };
  return client;
}

let shared: Client | undefined;
/** The client of the shared server; one per test file (vitest isolates modules per file). */
export function client(): Client {
  shared ??= createClient(sharedContext());
  return shared;
}

/** `api(path, init)`: fetch against the shared server. */
export const api = (p: string, init?: RequestInit) => client().api(p, init);
/** `login()`: the shared server's administrator session, cached per file. */
export const login = (opts?: { rememberMe?: boolean; fresh?: boolean }) => client().login(opts);

/**
 * A raw HTTP request through node:http: the path is sent byte for byte (fetch would normalise
 * '/uploads/../x'), and an answer that arrives before the body is fully sent (an early 413) is
 * still read instead of surfacing as EPIPE/ECONNRESET.
 */
export function rawRequest(
  baseURL: string,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer; tolerateReset?: boolean },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: opts.method ?? 'GET',
        path: opts.path,
        // A fresh connection per request: no reuse of a kept-alive socket the server may be closing.
        agent: false,
        headers: { ...(opts.body ? { 'Content-Length': String(opts.body.length) } : {}), ...opts.headers },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (answered && ['EPIPE', 'ECONNRESET'].includes(err.code ?? '')) return;
      if (['EPIPE', 'ECONNRESET'].includes(err.code ?? '')) {
        // status 0: the connection was reset before any answer could be read.
        if (opts.tolerateReset) return resolve({ status: 0, headers: {}, body: Buffer.from(`{"reset":"${err.code}"}`) });
        reject(
          new Error(
            `${opts.method ?? 'GET'} ${opts.path}: the server reset the connection (${err.code}) before its answer could be read. ` +
              'It stopped reading the request body and destroyed the socket while the client was still sending, so a client ' +
              '(a browser too) gets a network error instead of the status and message.',
          ),
        );
        return;
      }
      reject(err);
    });
    if (opts.body) {
      // Write in chunks, as a browser does; stop if the connection is gone.
      const size = 1 << 20;
      let offset = 0;
      const pump = () => {
        while (offset < opts.body!.length) {
          if (req.destroyed) return;
          const chunk = opts.body!.subarray(offset, offset + size);
          offset += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        req.end();
      };
      pump();
    } else {
      req.end();
    }
  });
}

/** A multipart POST/PUT through node:http (see rawRequest); the reply parsed as JSON. */
export async function rawMultipart(
  baseURL: string,
  method: string,
  p: string,
  form: FormData,
  headers: Auth = {},
  tolerateReset = false,
): Promise<Reply> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const res = await rawRequest(baseURL, {
    method,
    path: p,
    body,
    headers: { 'Content-Type': encoded.headers.get('content-type')!, ...headers },
    tolerateReset,
  });
  const text = res.body.toString('utf8');
  let json: Json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`Expected a JSON body, got ${res.status} ${res.headers['content-type']}: ${text.slice(0, 300)}`);
  }
  const h = new Headers();
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(', ') : v);
  return { status: res.status, headers: h, body: json, text };
}

// ---------------------------------------------------------------------------------------------
// Images

export type Format = 'jpeg' | 'png' | 'webp' | 'avif';
const MIME: Record<Format, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };
const EXT: Record<Format, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

let colourSeed = 0;
/** A real image made with sharp: a gradient-ish block so every call gives different bytes. */
export async function photo(width = 64, height = 48, format: Format = 'jpeg'): Promise<Buffer> {
  colourSeed = (colourSeed + 37) % 256;
  return sharp({ create: { width, height, channels: 3, background: { r: colourSeed, g: 120, b: 255 - colourSeed } } })
    .toFormat(format)
    .toBuffer();
}

export const fileOf = (data: Buffer | Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([new Uint8Array(data)], name, { type });

/** A small real image as a File, named after its format. */
export async function imageFile(name?: string, format: Format = 'jpeg', width = 64, height = 48): Promise<File> {
  return fileOf(await photo(width, height, format), name ?? `photo-${++colourSeed}.${EXT[format]}`, MIME[format]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const chunk = Buffer.alloc(8 + data.length + 4);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), 4 + typeAndData.length);
  return chunk;
}

/** A small PNG whose IHDR (valid CRC) claims width×height pixels: a pixel-flood header. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG padded with random bytes after its end marker to `bytes` in total. */
export async function paddedJpeg(bytes: number): Promise<Buffer> {
  const head = await photo(200, 150, 'jpeg');
  return Buffer.concat([head, randomBytes(bytes - head.length)]);
}

// ---------------------------------------------------------------------------------------------
// Listing forms (field names and option values of SPEC §3 and models/*.ts)

/** A string sets a field, a list appends one entry per item, null leaves the field out. */
export type Overrides = Record<string, string | string[] | null>;

export interface ListingFiles {
  /** null: no main image at all. Default: a fresh small JPEG. */
  mainImage?: File | string | null;
  additionalImages?: File[];
}

export function validFields(slug: Slug): Record<string, string> {
  switch (slug) {
    case 'villas':
      return {
        title: '3 BHK villa on Bagalur Road',
        location: 'Bagalur Road, Hosur',
        price: '₹ 45,00,000',
        area: '1,200',
        buildingarea: '1,000',
        bedrooms: '3',
        bathrooms: '2',
        status: 'Ready to Move',
        furnished: 'Semi-Furnished',
        facing: 'East',
        description: 'A bright villa with a garden.',
        features: JSON.stringify(['Garden', ' ', 'Covered parking']),
        amenities: JSON.stringify(['Gym', 'Clubhouse']),
        floor: 'G+1',
        project: 'Green Meadows',
        transactionType: 'Sale',
        ownershipType: 'Freehold',
        bookingAmount: '₹ 1,00,000',
      };
    case 'plots':
      return {
        title: 'Corner plot near Sipcot Phase 2',
        location: 'Mathigiri, Hosur',
        price: '₹ 18,00,000',
        area: '1,200 sq ft',
        type: 'Residential',
        plotType: 'Corner',
        status: 'Available',
        facing: 'North',
        description: 'A DTCP approved corner plot.',
        features: JSON.stringify(['Corner plot', '', 'Wide road']),
        amenities: JSON.stringify(['Street lights']),
        approvals: JSON.stringify(['DTCP', 'RERA']),
        floor: 'Ground Floor',
        project: 'Sipcot Enclave',
        transactionType: 'New',
        ownershipType: 'FreeHold',
        bookingAmount: '50000',
      };
    case 'homes':
      return {
        title: '2 BHK independent house in Zuzuvadi',
        location: 'Zuzuvadi, Hosur',
        price: '65,00,000',
        area: '1,500',
        buildingarea: '1,200',
        bedrooms: '2',
        bathrooms: '2',
        type: 'Independent House',
        status: 'Ready to Move',
        furnishing: 'Unfurnished',
        facing: 'North-East',
        floorNumber: 'G+1',
        yearBuilt: '2015',
        description: 'A house close to schools.',
        features: JSON.stringify(['Borewell', '  ', 'Sump']),
        amenities: JSON.stringify(['Park']),
        approvals: JSON.stringify(['Panchayat approved']),
        project: 'Zuzuvadi Homes',
        transactionType: 'Sale',
        ownershipType: 'Freehold',
        bookingAmount: '1,00,000',
      };
  }
}

/** A multipart form with valid fields for the kind, the overrides, and image files. */
export async function listingForm(slug: Slug, overrides: Overrides = {}, files: ListingFiles = {}): Promise<FormData> {
  const form = new FormData();
  const fields: Overrides = { ...validFields(slug), ...overrides };
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(name, item);
    else form.append(name, value);
  }
  const main = files.mainImage === undefined ? await imageFile() : files.mainImage;
  if (main !== null) form.append('mainImage', main);
  for (const file of files.additionalImages ?? []) form.append('additionalImages', file);
  return form;
}

// ---------------------------------------------------------------------------------------------
// The uploads directory

/** Every file under the uploads directory, relative paths, sorted. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

/** Where a stored '/uploads/…' path lives on disk. */
export function diskPathOf(uploadsDir: string, publicPath: string): string {
  expect(publicPath).toMatch(/^\/uploads\//);
  return path.join(uploadsDir, publicPath.slice('/uploads/'.length));
}

/** Files on disk that belong to a stored image: the image itself and any width variants. */
export function filesOfImage(uploadsDir: string, publicPath: string): string[] {
  const file = diskPathOf(uploadsDir, publicPath);
  const dir = path.dirname(file);
  const stem = path.basename(file).replace(/\.[^.]+$/, '');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((n) => n.startsWith(stem)).map((n) => path.join(dir, n));
}

async function settle(check: () => string[], waitMs: number): Promise<string[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const bad = check();
    if (bad.length === 0 || Date.now() > deadline) return bad;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Snapshot {
  uploads: string[];
  tmp: string[];
}

/** Photos and share cards a save left to be made after its answer (lib/uploads/sizes.ts), as the server counts them. */
async function waitingWork(ctx: ServerContext): Promise<string[]> {
  const res = await fetch(`${ctx.baseURL}/api/health`);
  const waiting = res.ok ? ((await res.json()) as { waiting: Record<string, number> }).waiting : {};
  return Object.entries(waiting).flatMap(([what, n]) => (n > 0 ? [`${n} ${what}`] : []));
}

/**
 * The files under the server's uploads directory and its TMPDIR (where multipart parts are
 * streamed), once the work earlier saves left for after their answers is done.
 */
export async function snapshot(ctx: ServerContext): Promise<Snapshot> {
  const deadline = Date.now() + 20_000;
  let waiting = await waitingWork(ctx);
  while (waiting.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    waiting = await waitingWork(ctx);
  }
  expect(waiting, 'work still waiting after earlier saves').toEqual([]);
  return { uploads: filesUnder(ctx.uploadsDir), tmp: filesUnder(ctx.tmpDir) };
}

/**
 * Asserts that no file appeared under the uploads directory, nor a leftover temporary file, since
 * `before`. Waits a moment, since a partial upload may be cleaned up just after the answer is sent.
 */
export async function expectNoNewFiles(ctx: ServerContext, before: Snapshot, waitMs = 3_000): Promise<void> {
  const known = new Set(before.uploads);
  const added = await settle(() => filesUnder(ctx.uploadsDir).filter((f) => !known.has(f)), waitMs);
  expect(added, 'new files under the uploads directory').toEqual([]);
  const knownTmp = new Set(before.tmp);
  const leftover = await settle(() => filesUnder(ctx.tmpDir).filter((f) => !knownTmp.has(f)), waitMs);
  expect(leftover, 'temporary files left behind under the server TMPDIR').toEqual([]);
}

/** Asserts that a stored image and all its variants are gone from disk (allowing a moment). */
export async function expectGone(ctx: ServerContext, publicPaths: string[], waitMs = 3_000): Promise<void> {
  const left = await settle(() => publicPaths.flatMap((p) => filesOfImage(ctx.uploadsDir, p)), waitMs);
  expect(left, 'image files that should have been deleted').toEqual([]);
}

/** Asserts that each stored image is on disk: its sizes, or the upload they are being made from. */
export function expectOnDisk(ctx: ServerContext, publicPaths: string[]): void {
  for (const p of publicPaths) {
    const file = diskPathOf(ctx.uploadsDir, p);
    expect(fs.existsSync(file) || fs.existsSync(file.replace(/\.webp$/, '.upload')), `${p} on disk`).toBe(true);
  }
}

/** A well-formed id that no listing has. */
export const unknownId = () => 'f'.repeat(8) + Math.random().toString(16).slice(2, 10).padEnd(8, '0') + 'e'.repeat(8);

/** A word no seeded text contains, to filter the lists of one test file. */
export const marker = (prefix = 'zq') => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

/** Runs a write that must be refused, and checks that it left no listing and no file behind. */
export async function refusedWrite(c: Client, slug: Slug, send: () => Promise<Json>): Promise<Json> {
  const total = await c.total(slug);
  const before = await snapshot(c.ctx);
  const r = await send();
  await expectNoNewFiles(c.ctx, before);
  expect(await c.total(slug)).toBe(total);
  return r;
}
