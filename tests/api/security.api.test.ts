// The security suite over real HTTP (the issue's list, item by item). Every refusal is checked
// twice: the answer (a 4xx with a message, never a 500) and that nothing was written (the listing
// counts, the three target listings unchanged, no new file under the uploads directory nor a
// temporary file left in the server's TMPDIR).
//
// What other files already cover is not repeated here: write-auth (no credentials, forged bearer
// tokens, x-middleware-subrequest on writes, four foreign Origins), auth-failures and auth-throttle
// (the same 401, timing, 429 after 5 failures, X-Forwarded-For), uploads (415/413 on create, the
// first list of /uploads paths), listings-read/-write (short, injected and unknown ids, bad paging).
// The browser half (scripts in listing text, the sign-in return path) is e2e/security.e2e.ts.
//
// Only requests that are refused before the password is compared are sent to the shared server's
// sign-in: failures count per address, and a locked 127.0.0.1 would fail every other file.
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Auth,
  bearer,
  client,
  type Client,
  createClient,
  expectNoNewFiles,
  expectOnDisk,
  fileOf,
  filesUnder,
  imageFile,
  type Json,
  KINDS,
  listingForm,
  type ListingFiles,
  marker,
  paddedJpeg,
  photo,
  pngClaiming,
  rawMultipart,
  rawRequest,
  type Slug,
  snapshot,
} from './support/client';
import { type RunningServer, startServer } from './support/server';
import { ADDRESS_EMAIL_LIMIT, ADDRESS_LIMIT } from '@/lib/auth/throttle';

const ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const c = client();
const ctx = c.ctx;
const MiB = 1024 * 1024;
const AUTH_REQUIRED = { success: false, message: 'Authentication required.' };
/** The parent of the server's data, uploads and tmp directories: nothing may appear outside uploads. */
const serverRoot = path.dirname(ctx.uploadsDir);

let admin: Auth;
let cookie = '';
let token = '';
let claims: Json = {};
/** One listing per kind that every refused PUT and DELETE aims at; it must never change. */
const targets = {} as Record<Slug, Json>;

beforeAll(async () => {
  const session = await c.login();
  token = session.token;
  cookie = session.cookie;
  admin = bearer(token);
  claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  for (const { slug } of KINDS) targets[slug] = await c.seed(slug, { title: `Security target ${marker()}` }, { additionalImages: [await imageFile()] });
});

// ---------------------------------------------------------------------------------------------
// Helpers

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body as JSON, when it is JSON. */
  body?: Json;
}

function asRaw(res: { status: number; headers: http.IncomingHttpHeaders; body: Buffer }): Raw {
  const text = res.body.toString('utf8');
  let body: Json | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, text, body };
}

/** A request whose path, headers and body go out byte for byte (node:http). */
async function raw(opts: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer }): Promise<Raw> {
  return asRaw(await rawRequest(ctx.baseURL, opts));
}

/** `raw`, following same-origin redirects with the same method, headers and body (at most 3). */
async function send(opts: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer }): Promise<Raw> {
  let r = await raw(opts);
  for (let hop = 0; hop < 3 && r.status >= 300 && r.status < 400; hop++) {
    const location = String(r.headers.location ?? '');
    expect(location, `redirect of ${opts.path}`).not.toMatch(/^\s*[/\\]{2}/);
    const next = new URL(location, ctx.baseURL);
    expect(next.origin, `redirect of ${opts.path}`).toBe(ctx.baseURL);
    r = await raw({ ...opts, path: next.pathname + next.search });
  }
  return r;
}

/** A multipart form through `send`. */
async function sendForm(method: string, p: string, form: FormData, headers: Record<string, string> = {}): Promise<Raw> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return send({ method, path: p, body, headers: { 'Content-Type': encoded.headers.get('content-type')!, ...headers } });
}

/**
 * Next answers every request that carries x-middleware-prefetch with an empty 200 and
 * x-middleware-skip, without running the route handler at all: not a refusal, but nothing runs.
 */
const skippedByNext = (r: Raw) => r.status === 200 && r.headers['x-middleware-skip'] === '1' && r.text.trim() === '{}';

async function totals(): Promise<Record<Slug, number>> {
  const out = {} as Record<Slug, number>;
  for (const { slug } of KINDS) out[slug] = await c.total(slug);
  return out;
}

async function targetsUnchanged() {
  for (const { slug } of KINDS) {
    const r = await c.getOne(slug, targets[slug]._id);
    expect(r.status, `target ${slug} still there`).toBe(200);
    expect(r.body.data, `target ${slug} unchanged`).toEqual(targets[slug]);
    expectOnDisk(ctx, [targets[slug].mainImage, ...targets[slug].additionalImages]);
  }
}

/** Runs a request that must be refused, then checks that nothing was written. */
async function nothingWritten<T>(send: () => Promise<T>): Promise<T> {
  const counts = await totals();
  const before = await snapshot(ctx);
  const result = await send();
  await expectNoNewFiles(ctx, before);
  expect(await totals(), 'listing counts').toEqual(counts);
  await targetsUnchanged();
  return result;
}

/** A refusal: one of the statuses, a JSON { success: false, message } with a message, never a 5xx. */
function expectRefused(r: { status: number; text: string; body?: Json }, statuses: number | number[], message?: string | RegExp) {
  const allowed = Array.isArray(statuses) ? statuses : [statuses];
  expect(r.status, `${r.status}: ${r.text.slice(0, 300)}`).toBeLessThan(500);
  expect(allowed, `status ${r.status}: ${r.text.slice(0, 300)}`).toContain(r.status);
  expect(r.body, `a JSON answer: ${r.text.slice(0, 300)}`).toMatchObject({ success: false, message: expect.any(String) });
  expect((r.body!.message as string).length).toBeGreaterThan(0);
  if (message !== undefined) expect(r.body!.message).toMatch(message);
}

/** POST, PUT and DELETE with these headers against one kind: each refused, nothing written. */
async function writesRefused(slug: Slug, headers: Record<string, string>, status: number, body: Json = AUTH_REQUIRED) {
  await nothingWritten(async () => {
    const target = targets[slug];
    const post = await sendForm('POST', `/api/${slug}`, await listingForm(slug, {}, { additionalImages: [await imageFile()] }), headers);
    const put = await sendForm('PUT', `/api/${slug}/${target._id}`, await listingForm(slug, { title: 'Hijacked' }), headers);
    const del = await send({ method: 'DELETE', path: `/api/${slug}/${target._id}`, headers });
    for (const [label, r] of [['POST', post], ['PUT', put], ['DELETE', del]] as const) {
      if (skippedByNext(r)) continue;
      expect(r.status, `${label}: ${r.text.slice(0, 300)}`).toBe(status);
      expect(r.body, label).toMatchObject(body);
    }
  });
}

const kindOf = (i: number): Slug => KINDS[i % KINDS.length].slug;

interface Part {
  name: string;
  value?: string;
  file?: { name: string; type?: string; data: Buffer };
}

/** A multipart body written by hand, so it can be broken on purpose. */
function multipart(boundary: string, parts: Part[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `Content-Disposition: form-data; name="${p.name}"${p.file ? `; filename="${p.file.name}"` : ''}`;
    const type = p.file ? `\r\nContent-Type: ${p.file.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`), p.file ? p.file.data : Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The valid text fields of a kind as parts. */
async function fieldParts(slug: Slug, overrides: Record<string, string> = {}): Promise<Part[]> {
  const form = await listingForm(slug, overrides, { mainImage: null });
  const parts: Part[] = [];
  form.forEach((value, name) => {
    if (typeof value === 'string') parts.push({ name, value });
  });
  return parts;
}

const BOUNDARY = `----security${randomBytes(8).toString('hex')}`;

/** A POST of a hand-made body as the administrator; the answer must be a refusal and nothing written. */
async function postRefused(slug: Slug, headers: Record<string, string>, body: Buffer, statuses: number | number[], message?: string | RegExp, method = 'POST') {
  const p = method === 'POST' ? `/api/${slug}` : `/api/${slug}/${targets[slug]._id}`;
  const r = await nothingWritten(() => raw({ method, path: p, headers: { ...admin, ...headers }, body }));
  expectRefused(r, statuses, message);
  return r;
}

/** Sends `total` bytes as a chunked body (no Content-Length) and reads the answer. */
function chunkedPost(p: string, headers: Record<string, string>, head: Buffer, filler: number, tail: Buffer): Promise<Raw> {
  const url = new URL(ctx.baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: 'POST', path: p, agent: false, headers: { ...headers, 'Transfer-Encoding': 'chunked' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (b: Buffer) => chunks.push(b));
        res.on('end', () => {
          req.destroy();
          resolve(asRaw({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (!['EPIPE', 'ECONNRESET'].includes(err.code ?? '')) reject(err);
    });
    const block = Buffer.alloc(MiB, 0x41);
    let sent = 0;
    req.write(head);
    const pump = () => {
      while (sent < filler) {
        if (req.destroyed) return;
        sent += block.length;
        if (!req.write(block)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

// ---------------------------------------------------------------------------------------------
// 1. Unauthenticated and forged-token writes

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const realKey = () => new TextEncoder().encode(ctx.authSecret);
const hmac = (input: string, key: string | Buffer, alg = 'sha256') => createHmac(alg, key).update(input).digest('base64url');

/** A JWS with any header and payload, HMAC-signed with `key`. */
function hmacToken(header: Json, payload: Json, key: string | Buffer, alg = 'sha256') {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${hmac(input, key, alg)}`;
}

/** Signed with an attacker's own key pair, the public key carried in the header (key injection). */
async function attackerSigned(alg: 'RS256' | 'PS256' | 'ES256' | 'EdDSA') {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(publicKey);
  return new SignJWT({ ...claims, exp: now() + 3600 }).setProtectedHeader({ alg, typ: 'JWT', jwk }).sign(privateKey);
}

const live = () => ({ ...claims, exp: now() + 3600 });

const FORGED: [string, () => Promise<string>][] = [
  ['alg: None (capitalised), unsigned', async () => `${b64({ alg: 'None', typ: 'JWT' })}.${b64(live())}.`],
  ['alg: NONE, unsigned', async () => `${b64({ alg: 'NONE', typ: 'JWT' })}.${b64(live())}.`],
  ['alg: nOnE, unsigned', async () => `${b64({ alg: 'nOnE', typ: 'JWT' })}.${b64(live())}.`],
  ['alg: none without a signature part at all', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(live())}`],
  ['alg: none with a made-up signature', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(live())}.${randomBytes(32).toString('base64url')}`],
  ['HS384 signed with the real secret', async () => hmacToken({ alg: 'HS384', typ: 'JWT' }, live(), ctx.authSecret, 'sha384')],
  ['HS256 signed with an empty key', async () => hmacToken({ alg: 'HS256', typ: 'JWT' }, live(), '')],
  ["HS256 signed with the key 'secret'", async () => hmacToken({ alg: 'HS256', typ: 'JWT' }, live(), 'secret')],
  ['RS256 signed with an attacker key, its public key embedded as jwk', () => attackerSigned('RS256')],
  ['PS256 signed with an attacker key, its public key embedded as jwk', () => attackerSigned('PS256')],
  ['ES256 signed with an attacker key, its public key embedded as jwk', () => attackerSigned('ES256')],
  ['EdDSA signed with an attacker key, its public key embedded as jwk', () => attackerSigned('EdDSA')],
  ['HS256 with a jku header pointing elsewhere (attacker secret)', async () =>
    hmacToken({ alg: 'HS256', typ: 'JWT', jku: 'https://evil.example/jwks.json' }, live(), 'attacker-secret-0123456789abcdef')],
  ['HS256 with kid: ../../../../dev/null, signed with an empty key', async () =>
    hmacToken({ alg: 'HS256', typ: 'JWT', kid: '../../../../../../dev/null' }, live(), '')],
  ['expired one second ago (real secret)', () =>
    new SignJWT({ ...claims, iat: now() - 60, exp: now() - 1 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(realKey())],
  ['not valid before an hour from now (real secret)', () =>
    new SignJWT({ ...claims, nbf: now() + 3600, exp: now() + 7200 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(realKey())],
  ['another session version (real secret)', () =>
    new SignJWT({ ...claims, sv: Number(claims.sv) + 1 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(realKey())],
  ['two tokens joined', async () => `${token}.${token}`],
];

describe(`forged tokens sent as the session cookie (with the site Origin) (${ENGINE})`, () => {
  it('control: the real session cookie with the site Origin is accepted', async () => {
    const r = await c.call('/api/auth/me', { headers: c.cookieAuth(cookie) });
    expect(r.status, r.text).toBe(200);
  });

  it.each(FORGED.map(([label, make], i) => [label, kindOf(i), make] as const))(
    '%s: POST, PUT and DELETE on /api/%s… 401, nothing written',
    async (_label, slug, make) => {
      const forged = await make();
      await writesRefused(slug, { Cookie: `session=${forged}`, Origin: ctx.baseURL }, 401);
    },
  );
});

describe(`forged tokens sent as a bearer token (${ENGINE})`, () => {
  it.each(FORGED.map(([label, make], i) => [label, kindOf(i + 1), make] as const))(
    '%s: POST, PUT and DELETE on /api/%s… 401, nothing written',
    async (_label, slug, make) => {
      await writesRefused(slug, bearer(await make()), 401);
    },
  );
});

describe(`the real token anywhere but the Authorization header or the session cookie (${ENGINE})`, () => {
  it.each([
    ['?token=', (t: string) => ({ query: `?token=${t}`, headers: {} })],
    ['?access_token=', (t: string) => ({ query: `?access_token=${t}`, headers: {} })],
    ['a cookie named token', (t: string) => ({ query: '', headers: { Cookie: `token=${t}`, Origin: ctx.baseURL } })],
    ['a cookie named accessToken', (t: string) => ({ query: '', headers: { Cookie: `accessToken=${t}`, Origin: ctx.baseURL } })],
    ['an X-Access-Token header', (t: string) => ({ query: '', headers: { 'X-Access-Token': t } })],
    ['Authorization: Token <token>', (t: string) => ({ query: '', headers: { Authorization: `Token ${t}` } })],
    ['Authorization: <token> without a scheme', (t: string) => ({ query: '', headers: { Authorization: t } })],
  ])('%s: 401 and nothing written', async (_label, place) => {
    const { query, headers } = place(token);
    await nothingWritten(async () => {
      const post = await rawMultipart(ctx.baseURL, 'POST', `/api/villas${query}`, await listingForm('villas'), headers);
      expect(post.status, post.text).toBe(401);
      const del = await raw({ method: 'DELETE', path: `/api/plots/${targets.plots._id}${query}`, headers });
      expect(del.status, del.text).toBe(401);
      expect(del.body).toEqual(AUTH_REQUIRED);
    });
  });

  it('a forged bearer token does not fall back to a valid session cookie: 401', async () => {
    await writesRefused('homes', { Authorization: 'Bearer forged.token.here', Cookie: cookie, Origin: ctx.baseURL }, 401);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. x-middleware-subrequest and other headers that might skip the proxy

const SUBREQUEST = 'x-middleware-subrequest';
const PROXY_HEADERS: [string, Record<string, string>][] = [
  [`${SUBREQUEST}: proxy ×5`, { [SUBREQUEST]: 'proxy:proxy:proxy:proxy:proxy' }],
  [`${SUBREQUEST}: middleware ×5`, { [SUBREQUEST]: 'middleware:middleware:middleware:middleware:middleware' }],
  [`${SUBREQUEST}: src/proxy ×5`, { [SUBREQUEST]: 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' }],
  [`${SUBREQUEST}: pages/_middleware`, { [SUBREQUEST]: 'pages/_middleware' }],
  ['x-middleware-prefetch: 1', { 'x-middleware-prefetch': '1' }],
  ['x-nextjs-data: 1', { 'x-nextjs-data': '1' }],
  ['x-invoke-path and x-invoke-query', { 'x-invoke-path': '/api/health', 'x-invoke-query': '{}' }],
  ['x-matched-path: /login', { 'x-matched-path': '/login' }],
  ['x-middleware-rewrite and x-middleware-next', { 'x-middleware-rewrite': '/login', 'x-middleware-next': '1' }],
  ['x-original-url and x-rewrite-url', { 'x-original-url': '/login', 'x-rewrite-url': '/login' }],
  ['RSC: 1 with next-router-prefetch', { RSC: '1', 'next-router-prefetch': '1' }],
  ['Next-Action: a made-up action id', { 'Next-Action': 'a'.repeat(40) }],
  ['purpose: prefetch', { purpose: 'prefetch', 'sec-purpose': 'prefetch' }],
  ['x-forwarded-host and x-forwarded-proto', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
  ['x-http-method-override: GET', { 'x-http-method-override': 'GET', 'x-method-override': 'GET' }],
  ['x-client-address: 127.0.0.1 and x-forwarded-for', { 'x-client-address': '127.0.0.1', 'x-forwarded-for': '127.0.0.1' }],
];

/** What only a signed-in administrator sees. */
const ADMIN_ONLY = ['Logout', 'Welcome back'];

async function expectSentToLogin(p: string, headers: Record<string, string>) {
  const r = await raw({ path: p, headers });
  expect(r.status, `${p}: ${r.status} ${String(r.headers.location ?? '')} ${r.text.slice(0, 200)}`).toBeGreaterThanOrEqual(300);
  expect(r.status).toBeLessThan(400);
  const location = new URL(String(r.headers.location), ctx.baseURL);
  expect(location.origin).toBe(ctx.baseURL);
  expect(location.pathname).toBe('/login');
  for (const text of ADMIN_ONLY) expect(r.text, `${p} shows '${text}'`).not.toContain(text);
}

describe(`headers that might skip the proxy (${ENGINE})`, () => {
  it('control: signed in, /dashboard shows the administrator area', async () => {
    const r = await raw({ path: '/dashboard', headers: { Cookie: cookie } });
    expect(r.status).toBe(200);
    for (const text of ADMIN_ONLY) expect(r.text).toContain(text);
  });

  it.each(PROXY_HEADERS)('%s: signed-out /dashboard and /admin pages still go to /login', async (_label, headers) => {
    for (const p of ['/dashboard', '/admin/all-villas', `/admin/editvilla/${targets.villas._id}`, '/admin/add-home']) {
      await expectSentToLogin(p, headers);
    }
  });

  it.each(PROXY_HEADERS.map(([label, headers], i) => [label, kindOf(i), headers] as const))(
    '%s: writes to /api/%s without credentials are 401, nothing written',
    async (_label, slug, headers) => {
      await writesRefused(slug, headers, 401);
    },
  );

  it.each(PROXY_HEADERS)('%s with a forged session cookie: signed-out /dashboard still goes to /login', async (_label, headers) => {
    await expectSentToLogin('/dashboard', { ...headers, Cookie: 'session=forged' });
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Foreign-Origin writes (write-auth covers https://evil.example, null, localhost:1, 127.0.0.1 and Sec-Fetch-Site: cross-site)

describe(`cookie writes from another origin (${ENGINE})`, () => {
  const port = Number(new URL(ctx.baseURL).port);
  it.each([
    ['another scheme', () => ({ Origin: `https://localhost:${port}` })],
    ['another port', () => ({ Origin: `http://localhost:${port + 1}` })],
    ['a look-alike host', () => ({ Origin: `http://localhost:${port}.evil.example` })],
    ['two origins in one header', () => ({ Origin: `${ctx.baseURL}, https://evil.example` })],
    ['a foreign Origin with Host and X-Forwarded-Host set to match it', () => ({
      Origin: 'http://evil.example',
      Host: 'evil.example',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'http',
    })],
    ['no Origin and Sec-Fetch-Site: same-site (a sibling subdomain)', () => ({ 'Sec-Fetch-Site': 'same-site' })],
    ['no Origin, Sec-Fetch-Site: cross-site and a Referer from this site', () => ({ 'Sec-Fetch-Site': 'cross-site', Referer: `${ctx.baseURL}/dashboard` })],
  ])('%s: 403 and nothing written', async (_label, extra) => {
    for (const { slug } of KINDS) {
      await writesRefused(slug, { Cookie: cookie, ...extra() }, 403, { success: false, message: expect.any(String) });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Sign-in throttling and identical failure answers (private servers: failures count per address)

type Attempt = { status: number; body: Json; headers: Headers };

async function attempt(cl: Client, email: string, password: string, headers: Record<string, string> = {}): Promise<Attempt> {
  const res = await cl.api('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** Everything but the date: status, body, header names and values (Retry-After only as a number). */
function shape(a: Attempt) {
  const headers: Record<string, string> = {};
  a.headers.forEach((value, name) => {
    if (name === 'date') return;
    headers[name] = name === 'retry-after' ? (/^\d+$/.test(value) ? 'seconds' : value) : value;
  });
  return { status: a.status, body: a.body, headers };
}

function privateServer(env: Record<string, string> = {}) {
  const box: { srv?: RunningServer; c?: Client } = {};
  beforeAll(async () => {
    // startServer passes this process's environment on to `next start`.
    const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    try {
      box.srv = await startServer(ENGINE);
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
    box.c = createClient(box.srv.context);
  });
  afterAll(async () => {
    await box.srv?.stop();
  });
  return box as { srv: RunningServer; c: Client };
}

describe(`sign-in throttling: made-up client-address headers change nothing (${ENGINE})`, () => {
  const box = privateServer();

  it(`${ADDRESS_LIMIT} failures, each claiming another address in every header a proxy might set: the next try is 429; every answer is the same`, async () => {
    const { c: pc, srv } = box;
    const spoof = (i: number) => ({
      'X-Peer-Address': `198.51.100.${i}`,
      'X-Real-IP': `198.51.100.${i}`,
      'X-Client-IP': `198.51.100.${i}`,
      'CF-Connecting-IP': `198.51.100.${i}`,
      'True-Client-IP': `198.51.100.${i}`,
      Forwarded: `for=198.51.100.${i}`,
      'X-Forwarded-For': `198.51.100.${i}`,
      'X-Client-Address': `198.51.100.${i}`,
    });
    const failures: Attempt[] = [];
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      // Unknown e-mails and the administrator's e-mail with a wrong password, alternately.
      const email = i % 2 ? srv.context.adminEmail : `nobody-${i}@test.local`;
      const a = await attempt(pc, email, `wrong-password-${i}`, spoof(i + 1));
      expect(a.status, `failure ${i + 1}`).toBe(401);
      failures.push(a);
    }
    for (const a of failures) expect(shape(a)).toEqual(shape(failures[0]));
    expect(failures[0].body).toEqual({ success: false, message: 'Invalid email or password.' });
    expect(failures[0].headers.getSetCookie()).toEqual([]);

    const locked = [
      await attempt(pc, 'someone-new@test.local', 'whatever-password', spoof(50)),
      await attempt(pc, srv.context.adminEmail, srv.context.adminPassword, spoof(51)),
    ];
    for (const a of locked) {
      expect(a.status).toBe(429);
      expect(a.headers.getSetCookie()).toEqual([]);
    }
    expect(shape(locked[1]), 'a refused known and a refused unknown e-mail get the same answer').toEqual(shape(locked[0]));
  });
});

describe(`sign-in throttling per address and e-mail, behind a trusted proxy (TRUSTED_PROXIES) (${ENGINE})`, () => {
  const box = privateServer({ TRUSTED_PROXIES: '127.0.0.1,::1' });
  let n = 0;
  const from = () => ({ 'X-Forwarded-For': `203.0.113.${++n}` });

  it('unknown e-mail and wrong password, from fresh addresses: the same answer, header for header', async () => {
    const { c: pc, srv } = box;
    const unknown = await attempt(pc, 'nobody@test.local', 'wrong-password', from());
    const wrong = await attempt(pc, srv.context.adminEmail, 'wrong-password', from());
    expect(unknown.status).toBe(401);
    expect(shape(wrong)).toEqual(shape(unknown));
  });

  it(`one address's count for one e-mail holds across letter case: ${ADDRESS_EMAIL_LIMIT} failures, then 429; the right password from another address still signs in`, async () => {
    const { c: pc, srv } = box;
    const email = srv.context.adminEmail;
    const [local, domain] = email.split('@');
    const variants = [email, email.toUpperCase(), email[0].toUpperCase() + email.slice(1), `${local.toUpperCase()}@${domain}`, `${local}@${domain.toUpperCase()}`];
    const guesser = { 'X-Forwarded-For': '198.18.0.7' };
    for (const v of variants.slice(0, ADDRESS_EMAIL_LIMIT)) expect((await attempt(pc, v, 'wrong-password', guesser)).status, v).toBe(401);
    const refused = await attempt(pc, email.toUpperCase(), srv.context.adminPassword, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The failures were the guesser's: the dealer, from their own address, is not locked out.
    expect((await attempt(pc, email, srv.context.adminPassword, from())).status).toBe(200);
  });

  it('a refused unknown e-mail gets exactly the answer of the refused administrator', async () => {
    const { c: pc, srv } = box;
    const guesser = { 'X-Forwarded-For': '198.18.0.8' };
    for (let i = 0; i < ADDRESS_EMAIL_LIMIT; i++) expect((await attempt(pc, 'nobody@test.local', 'wrong-password', guesser)).status).toBe(401);
    const unknown = await attempt(pc, 'nobody@test.local', 'wrong-password', guesser);
    const other = { 'X-Forwarded-For': '198.18.0.9' };
    for (let i = 0; i < ADDRESS_EMAIL_LIMIT; i++) expect((await attempt(pc, srv.context.adminEmail, 'wrong-password', other)).status).toBe(401);
    const known = await attempt(pc, srv.context.adminEmail, 'wrong-password', other);
    expect(unknown.status).toBe(429);
    expect(shape(known)).toEqual(shape(unknown));
  });
});

// ---------------------------------------------------------------------------------------------
// 5. The sign-in return path (the browser half, after a real sign-in, is in e2e/security.e2e.ts)

const NEXT_ATTEMPTS = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/./\\evil.example',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '%2F%2Fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'https://evil.example',
  'https:evil.example',
  'http:/evil.example',
  '//evil.example@localhost',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/login?next=//evil.example',
];

describe(`/login?next= never leads off the site (${ENGINE})`, () => {
  it.each(NEXT_ATTEMPTS)('signed in, /login?next=%j redirects to a path on this site', async (next) => {
    const r = await raw({ path: `/login?next=${encodeURIComponent(next)}`, headers: { Cookie: cookie } });
    expect(r.status, r.text.slice(0, 200)).toBeGreaterThanOrEqual(300);
    expect(r.status).toBeLessThan(400);
    const location = String(r.headers.location);
    expect(location, 'a protocol-relative Location is another site').not.toMatch(/^\s*[/\\]{2}/);
    expect(new URL(location, ctx.baseURL).origin).toBe(ctx.baseURL);
  });

  it.each(NEXT_ATTEMPTS)('signed out, /login?next=%j hands the form no foreign return path', async (next) => {
    const r = await raw({ path: `/login?next=${encodeURIComponent(next)}` });
    expect(r.status).toBe(200);
    // The form's return path travels in the page's flight data as "next":"…": a path on this site.
    const found = [...r.text.matchAll(/\\?"next\\?":\\?"(.*?)\\?"/g)].map((m) => m[1]);
    expect(found.length, 'the return path is in the page').toBeGreaterThan(0);
    for (const value of found) {
      expect(value, 'the return path handed to the form').toMatch(/^\/(?![/\\])/);
      expect(new URL(value, ctx.baseURL).origin).toBe(ctx.baseURL);
    }
  });

  it.each(['//evil.example/', '//evil.example/%2e%2e', '/\\evil.example/', '/%2F%2Fevil.example/', '/%5Cevil.example/', '/.//evil.example/', '/dashboard//evil.example/'])(
    'the path %j: any redirect stays on this site',
    async (p) => {
      let r = await raw({ path: p });
      for (let hop = 0; hop < 4 && r.status >= 300 && r.status < 400; hop++) {
        const location = String(r.headers.location);
        expect(location, `redirect of ${p}`).not.toMatch(/^\s*[/\\]{2}/);
        const next = new URL(location, ctx.baseURL);
        expect(next.origin, `redirect of ${p}`).toBe(ctx.baseURL);
        r = await raw({ path: next.pathname + next.search });
      }
      expect(r.status).toBeLessThan(500);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// 6. Malformed ids and query values

const BAD_IDS = [
  '%00',
  'a%00b',
  'ID%00',
  'ID%0a',
  'ID%20',
  '%20ID',
  'ID.json',
  'x'.repeat(5000),
  '%E0%A4%A',
  '%ZZ',
  '%',
  '%C0%AE%C0%AE',
  '..%2f..%2fpackage.json',
  '0x' + 'f'.repeat(22),
  '-1',
  '1e3',
  'null',
  'undefined',
  '%5Bobject%20Object%5D',
  '%F0%9F%92%A9'.repeat(8),
  'ID%3Bdrop%20table%20listings',
  "'%20OR%201%3D1%20--",
  '%7B%22%24ne%22%3Anull%7D',
];
const idOf = (slug: Slug, pattern: string) => pattern.replaceAll('ID', targets[slug]._id);

describe.each(KINDS)(`malformed ids on /api/$slug/{id} (${ENGINE})`, ({ slug }) => {
  it.each(BAD_IDS)('GET %s: 400 or 404 with a message', async (pattern) => {
    const r = await send({ path: `/api/${slug}/${idOf(slug, pattern)}` });
    expectRefused(r, [400, 404]);
  });

  it.each(BAD_IDS)('PUT and DELETE %s as the administrator: 400 or 404, nothing written', async (pattern) => {
    const p = `/api/${slug}/${idOf(slug, pattern)}`;
    await nothingWritten(async () => {
      const put = await sendForm('PUT', p, await listingForm(slug, { title: 'Should not land' }, { additionalImages: [await imageFile()] }), admin);
      expectRefused(put, [400, 404]);
      const del = await send({ method: 'DELETE', path: p, headers: admin });
      expectRefused(del, [400, 404]);
    });
  });
});

describe(`malformed ids on the pages (${ENGINE})`, () => {
  it.each(BAD_IDS)('/villas/%s, /plots/… and signed-in /admin/editvilla/…: 400 or 404, never a 500', async (pattern) => {
    for (const p of [`/villas/${idOf('villas', pattern)}`, `/plots/${idOf('plots', pattern)}`, `/homes/${idOf('homes', pattern)}`]) {
      const r = await raw({ path: p });
      expect([400, 404], `${p}: ${r.status}`).toContain(r.status);
    }
    const edit = await raw({ path: `/admin/editvilla/${idOf('villas', pattern)}`, headers: { Cookie: cookie } });
    expect([400, 404], `editvilla: ${edit.status}`).toContain(edit.status);
  });
});

describe(`an id of '..' (${ENGINE})`, () => {
  // '/api/villas/%2e%2e' is '/api/villas/..': Next resolves the dot segment before routing.
  it('/api/{kind}/%2e%2e never reaches the listing routes: a same-site redirect to a 404, nothing written', async () => {
    await nothingWritten(async () => {
      for (const { slug } of KINDS) {
        for (const method of ['GET', 'PUT', 'DELETE']) {
          const r = await send({ method, path: `/api/${slug}/%2e%2e`, headers: admin, body: method === 'PUT' ? Buffer.from('x') : undefined });
          expect([404, 405], `${method} ${slug}: ${r.status}`).toContain(r.status);
        }
      }
    });
  });
});

const BAD_QUERIES = [
  'q=%00',
  'q=villa%00',
  'type=%00',
  'status=Ready%00',
  'facing=East%00',
  `q=${'x'.repeat(101)}`,
  `type=${'x'.repeat(101)}`,
  'limit=%EF%BC%91',
  'limit=1e1',
  'limit=0x10',
  'limit=%2B5',
  'limit=5.0',
  'limit=99999999999999999999',
  'page=99999999999999999999',
  'page=100001',
  'page=-0',
  'minPrice=9007199254740992',
  'maxPrice=1%2C000',
  'bedrooms=1%0a2',
  'sort=__proto__',
  'sort=constructor',
  'sort=price-asc%00',
  'q=a&q=b',
];

const HARMLESS_QUERIES = [
  'q=%E0%A4%A',
  'q=%25',
  'q=%5C',
  'q=%27%20OR%20%271%27%3D%271',
  'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'q[]=x',
  'q[$ne]=x',
  '__proto__=x',
  '__proto__[limit]=1000',
  'constructor[prototype][limit]=1000',
  'minPrice=9007199254740991',
  'page=100000',
];

describe.each(KINDS)(`malformed query values on GET /api/$slug (${ENGINE})`, ({ slug }) => {
  it.each(BAD_QUERIES)('%s: 400 with a message', async (query) => {
    const r = await raw({ path: `/api/${slug}?${query}` });
    expectRefused(r, 400);
  });

  it.each(HARMLESS_QUERIES)('%s: answered as plain data (200), never a 500', async (query) => {
    const r = await raw({ path: `/api/${slug}?${query}` });
    expect(r.status, r.text.slice(0, 200)).toBe(200);
    expect(r.body).toMatchObject({ success: true, data: expect.any(Array) });
    expect(r.body!.pagination.limit).toBeLessThanOrEqual(100);
  });

  it('a 20 KB query string: 4xx, never a 500', async () => {
    const r = await raw({ path: `/api/${slug}?q=${'x'.repeat(20_000)}` });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });
});

describe(`malformed query values on the signed-in admin search (${ENGINE})`, () => {
  it.each(['q=%00', 'q=villa%00', `q=${'x'.repeat(101)}`, 'q=%E0%A4%A'])('/admin/search?%s: never a 500', async (query) => {
    const r = await raw({ path: `/admin/search?${query}`, headers: { Cookie: cookie } });
    expect(r.status, r.text.slice(0, 200)).toBeLessThan(500);
  });
});

// ---------------------------------------------------------------------------------------------
// 7. Oversize and malformed bodies

async function loginWith(body: Buffer | string, contentType = 'application/json'): Promise<Raw> {
  return raw({ method: 'POST', path: '/api/auth/login', headers: { 'Content-Type': contentType }, body: Buffer.from(body) });
}

describe(`malformed and oversize sign-in bodies (refused before any password is compared) (${ENGINE})`, () => {
  it.each([
    ['a 5 MB password', () => JSON.stringify({ email: 'admin@test.local', password: 'x'.repeat(5 * MiB) })],
    ['a 5 MB body of padding', () => JSON.stringify({ email: 'not-an-email', password: 'x', pad: 'x'.repeat(5 * MiB) })],
    // 200,000 bytes: over the 16 KB every body that is not an upload may have (lib/api/small-body.ts).
    ['100,000 nested lists', () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ])('%s: 413, no cookie', async (_label, make) => {
    const r = await loginWith(make());
    expectRefused(r, 413);
    expect(r.headers['set-cookie']).toBeUndefined();
    expect(String(r.headers['cache-control'])).toContain('no-store');
  });

  it.each([
    ['a 300-character e-mail', () => JSON.stringify({ email: `${'a'.repeat(290)}@test.local`, password: 'whatever1' })],
    ["e-mail { $ne: null }", () => JSON.stringify({ email: { $ne: null }, password: 'whatever1' })],
    ["e-mail { $gt: '' } and password { $gt: '' }", () => JSON.stringify({ email: { $gt: '' }, password: { $gt: '' } })],
    ['e-mail as a list', () => JSON.stringify({ email: ['admin@test.local'], password: 'whatever1' })],
    ["rememberMe: 'true' (a string)", () => JSON.stringify({ email: 'admin@test.local', password: 'whatever1', rememberMe: 'true' })],
    ['1,000 nested lists', () => `${'['.repeat(1_000)}${']'.repeat(1_000)}`],
    ['bytes that are not UTF-8', () => Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('@x.y","password":""}')])],
    ['an e-mail with a NUL', () => JSON.stringify({ email: 'admin\u0000@test.local', password: 'whatever1' })],
  ])('%s: 400, no cookie', async (_label, make) => {
    const r = await loginWith(make());
    expectRefused(r, 400);
    expect(r.headers['set-cookie']).toBeUndefined();
    expect(String(r.headers['cache-control'])).toContain('no-store');
  });

  it.each([
    ['application/x-www-form-urlencoded', 'email=admin%40test.local&password=whatever1'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nadmin@test.local\r\n--x--\r\n'],
    ['text/plain', 'admin@test.local whatever1'],
  ])('a %s body: 400, no cookie', async (type, body) => {
    const r = await loginWith(body, type);
    expectRefused(r, 400);
    expect(r.headers['set-cookie']).toBeUndefined();
  });
});

describe(`malformed listing bodies as the administrator: refused, nothing written (${ENGINE})`, () => {
  let image: Buffer;
  beforeAll(async () => {
    image = await photo(64, 48, 'jpeg');
  });
  const mainPart = (): Part => ({ name: 'mainImage', file: { name: 'main.jpg', type: 'image/jpeg', data: image } });
  const MP = `multipart/form-data; boundary=${BOUNDARY}`;

  it.each([
    ['no Content-Type', {}],
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['application/x-www-form-urlencoded', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['multipart/mixed', { 'Content-Type': `multipart/mixed; boundary=${BOUNDARY}` }],
    ['application/xml', { 'Content-Type': 'application/xml' }],
  ])('a valid multipart body sent as %s: 415', async (_label, headers: Record<string, string>) => {
    const body = multipart(BOUNDARY, [...(await fieldParts('villas')), mainPart()]);
    await postRefused('villas', headers, body, 415);
  });

  it('multipart/form-data without a boundary: 400', async () => {
    await postRefused('plots', { 'Content-Type': 'multipart/form-data' }, multipart(BOUNDARY, [...(await fieldParts('plots')), mainPart()]), 400);
  });

  it('a boundary that is not the one in the body: 400', async () => {
    await postRefused('homes', { 'Content-Type': 'multipart/form-data; boundary=not-the-boundary' }, multipart(BOUNDARY, [...(await fieldParts('homes')), mainPart()]), 400);
  });

  it('a body cut off in the middle of the image: 400', async () => {
    const full = multipart(BOUNDARY, [...(await fieldParts('villas')), mainPart()]);
    await postRefused('villas', { 'Content-Type': MP }, full.subarray(0, full.length - Math.floor(image.length / 2)), 400);
  });

  it('a body without its closing boundary: 400', async () => {
    await postRefused('plots', { 'Content-Type': MP }, multipart(BOUNDARY, [...(await fieldParts('plots')), mainPart()], { close: false }), 400);
  });

  it('an empty body: 400', async () => {
    await postRefused('homes', { 'Content-Type': MP }, Buffer.alloc(0), [400, 415]);
  });

  it('random bytes: 400', async () => {
    await postRefused('villas', { 'Content-Type': MP }, randomBytes(64 * 1024), 400);
  });

  it('a part header of 100 KB: 400 or 413', async () => {
    const body = multipart(BOUNDARY, [...(await fieldParts('plots')), { name: 'mainImage', file: { name: `${'n'.repeat(100 * 1024)}.jpg`, type: 'image/jpeg', data: image } }]);
    await postRefused('plots', { 'Content-Type': MP }, body, [400, 413]);
  });

  it('Content-Length claims 200 MB: 413 at once', async () => {
    const body = multipart(BOUNDARY, [...(await fieldParts('homes')), mainPart()]);
    await postRefused('homes', { 'Content-Type': MP, 'Content-Length': String(200 * MiB) }, body, 413);
  });

  it('a chunked body (no Content-Length) past 120 MB, in a field the server ignores: 413', async () => {
    const head = multipart(BOUNDARY, [...(await fieldParts('villas')), mainPart()], { close: false });
    const open = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="padding"; filename="pad.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const r = await nothingWritten(() => chunkedPost('/api/villas', { ...admin, 'Content-Type': MP }, Buffer.concat([head, open]), 125 * MiB, tail));
    expectRefused(r, 413);
  }, 180_000);

  it('a 200 KB description: 400 naming the description', async () => {
    const body = multipart(BOUNDARY, [...(await fieldParts('villas', { description: 'd'.repeat(200 * 1024) })), mainPart()]);
    const r = await postRefused('villas', { 'Content-Type': MP }, body, 400);
    expect(r.body!.errors).toHaveProperty('description');
  });

  it('501 fields: 413', async () => {
    const extra: Part[] = Array.from({ length: 501 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    await postRefused('plots', { 'Content-Type': MP }, multipart(BOUNDARY, [...(await fieldParts('plots')), mainPart(), ...extra]), 413);
  });

  it('1,001 parts: 413', async () => {
    const extra: Part[] = Array.from({ length: 1001 }, (_, i) => ({ name: 'junk', file: { name: `j${i}.bin`, data: Buffer.from('x') } }));
    await postRefused('homes', { 'Content-Type': MP }, multipart(BOUNDARY, [...(await fieldParts('homes')), mainPart(), ...extra]), 413);
  });

  it('two main images: 413', async () => {
    const body = multipart(BOUNDARY, [...(await fieldParts('villas')), mainPart(), { name: 'mainImage', file: { name: 'second.jpg', type: 'image/jpeg', data: image } }]);
    await postRefused('villas', { 'Content-Type': MP }, body, 413, /mainImage/);
  });

  it.each([
    ['title', 'a\u0000b'],
    ['location', 'Hosur\u0000'],
    ['description', 'Line\u0000two'],
    ['project', 'P\u0000'],
  ])('%s with a NUL character: 400 naming the field', async (field, value) => {
    for (const { slug } of KINDS) {
      const r = await nothingWritten(async () => c.create(slug, await listingForm(slug, { [field]: value })));
      expectRefused(r, 400);
      expect(r.body.errors).toHaveProperty(field);
    }
  });

  it.each([
    ['a title of 201 characters', { title: 't'.repeat(201) }, 'title'],
    ['a description of 10,001 characters', { description: 'd'.repeat(10_001) }, 'description'],
    ['features as a JSON list holding an object', { features: '["a",{"b":1}]' }, 'features'],
    ['features as a JSON list of numbers', { features: '[1,2]' }, 'features'],
    ['51 features', { features: JSON.stringify(Array.from({ length: 51 }, (_, i) => `f${i}`)) }, 'features'],
    ['a feature of 201 characters', { features: JSON.stringify(['f'.repeat(201)]) }, 'features'],
    ['a price of 10^25 rupees', { price: '1' + '0'.repeat(25) }, 'price'],
    ['an area of 10^400', { area: '1' + '0'.repeat(400) }, 'area'],
  ])('%s: 400 naming the field', async (_label, overrides: Record<string, string>, field) => {
    const r = await nothingWritten(async () => c.create('villas', await listingForm('villas', overrides)));
    expectRefused(r, 400);
    expect(r.body.errors).toHaveProperty(field);
  });

  it.each([
    ['cut off in the middle', (b: Buffer) => b.subarray(0, b.length - 200), MP],
    ['without a boundary', (b: Buffer) => b, 'multipart/form-data'],
    ['as JSON', () => Buffer.from('{"title":"x"}'), 'application/json'],
  ])('an update %s: refused, the listing unchanged', async (_label, cut, type) => {
    for (const { slug } of KINDS) {
      const body = cut(multipart(BOUNDARY, [...(await fieldParts(slug, { mainImagePath: targets[slug].mainImage, title: 'Changed' }))]));
      await postRefused(slug, { 'Content-Type': type }, body, [400, 415], undefined, 'PUT');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 8. Upload refusals (uploads.api.test.ts covers them on create; here: on update, more formats, names and paths)

function bmp(width = 4, height = 4): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const size = 54 + row * height;
  const b = Buffer.alloc(size);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(size, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(height, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(row * height, 34);
  return b;
}

const HTML = '<!doctype html><html><body><script>alert(1)</script><img src=x onerror=alert(1)></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

const MORE_NOT_IMAGES: [string, () => Promise<File>][] = [
  ['a TIFF', async () => fileOf(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#08f' } }).tiff().toBuffer(), 'scan.tiff', 'image/tiff')],
  ['a BMP', async () => fileOf(bmp(), 'paint.bmp', 'image/bmp')],
  ['a JPEG cut in half', async () => {
    const jpeg = await photo(400, 300, 'jpeg');
    return fileOf(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg', 'image/jpeg');
  }],
  ['a JPEG signature followed by HTML', async () => fileOf(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]), 'fake.jpg', 'image/jpeg')],
  ['a PNG signature followed by HTML', async () => fileOf(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(HTML)]), 'fake.png', 'image/png')],
  ['an SVG named with markup', async () => fileOf(Buffer.from(SVG), '<img src=x onerror=alert(1)>.svg', 'image/svg+xml')],
  ['an HTML file named with a path', async () => fileOf(Buffer.from(HTML), '../../../../tmp/evil-upload.html', 'text/html')],
];

describe(`more files that are not images: 415 naming the file, nothing written (${ENGINE})`, () => {
  it.each(MORE_NOT_IMAGES)('%s as the main image on create', async (_label, make) => {
    const file = await make();
    const r = await nothingWritten(async () => rawMultipart(ctx.baseURL, 'POST', '/api/villas', await listingForm('villas', {}, { mainImage: file }), admin));
    expectRefused(r, 415);
    // Named by its base name: the path a client puts in the file name is dropped.
    expect(r.body.message).toContain(path.posix.basename(file.name));
    expect(r.body.message).not.toContain('../');
    expect(r.headers.get('content-type')).toContain('application/json');
  });

  it.each(MORE_NOT_IMAGES)('%s as an additional image on create', async (_label, make) => {
    const file = await make();
    const r = await nothingWritten(async () => rawMultipart(ctx.baseURL, 'POST', '/api/plots', await listingForm('plots', {}, { additionalImages: [await imageFile(), file] }), admin));
    expectRefused(r, 415);
  });
});

const ON_UPDATE: [string, () => Promise<ListingFiles>, number[]][] = [
  ['an SVG with a script as the new main image', async () => ({ mainImage: fileOf(Buffer.from(SVG), 'drawing.svg', 'image/svg+xml') }), [415]],
  ['an HTML file named .jpg as an additional image', async () => ({ mainImage: await imageFile(), additionalImages: [fileOf(Buffer.from(HTML), 'photo.jpg', 'image/jpeg')] }), [415]],
  ['a PDF as the new main image', async () => ({ mainImage: fileOf(Buffer.from('%PDF-1.4\n%%EOF\n'), 'brochure.pdf', 'application/pdf') }), [415]],
  ['a GIF as an additional image', async () => ({ mainImage: await imageFile(), additionalImages: [fileOf(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).gif().toBuffer(), 'a.gif', 'image/gif')] }), [415]],
  ['an empty file as the new main image', async () => ({ mainImage: fileOf(Buffer.alloc(0), 'empty.jpg', 'image/jpeg') }), [415]],
  ['a TIFF as the new main image', async () => ({ mainImage: (await MORE_NOT_IMAGES[0][1]()) }), [415]],
  ['an 11 MB main image', async () => ({ mainImage: fileOf(await paddedJpeg(11 * MiB), 'huge.jpg', 'image/jpeg') }), [413]],
  ['an 11 MB additional image', async () => ({ mainImage: await imageFile(), additionalImages: [fileOf(await paddedJpeg(11 * MiB), 'huge-extra.jpg', 'image/jpeg')] }), [413]],
  ['a PNG claiming 30,000 × 30,000 pixels', async () => ({ mainImage: fileOf(pngClaiming(30_000, 30_000), 'bomb.png', 'image/png') }), [413, 415]],
  ['21 additional images', async () => ({ mainImage: await imageFile(), additionalImages: await Promise.all(Array.from({ length: 21 }, () => imageFile())) }), [413]],
];

describe(`upload refusals on update: the listing and its files unchanged (${ENGINE})`, () => {
  it.each(ON_UPDATE.map(([label, files, statuses], i) => [label, kindOf(i), files, statuses] as const))(
    '%s (on /api/%s)',
    async (_label, slug, files, statuses) => {
      const form = await listingForm(slug, { title: 'Should not stick', mainImagePath: targets[slug].mainImage }, await files());
      const r = await nothingWritten(() => rawMultipart(ctx.baseURL, 'PUT', `/api/${slug}/${targets[slug]._id}`, form, admin));
      expectRefused(r, statuses);
    },
  );

  it('two main images on update: 413', async () => {
    const form = await listingForm('homes', { title: 'Should not stick' }, { mainImage: await imageFile() });
    form.append('mainImage', await imageFile());
    const r = await nothingWritten(() => rawMultipart(ctx.baseURL, 'PUT', `/api/homes/${targets.homes._id}`, form, admin));
    expectRefused(r, 413, /mainImage/);
  });
});

/** Every file under the server's root (data, uploads, tmp) whose name contains `word`. */
const filesNamed = (word: string) => filesUnder(serverRoot).filter((f) => path.basename(f).includes(word));

describe(`file names and stored paths are never trusted (${ENGINE})`, () => {
  it('a real image named ../../../evil-name.jpg is stored under a server-made name only', async () => {
    const r = await c.create('villas', await listingForm('villas', {}, { mainImage: fileOf(await photo(), '../../../evil-name.jpg', 'image/jpeg'), additionalImages: [fileOf(await photo(), '..\\..\\evil-name2.jpg', 'image/jpeg')] }));
    expect(r.status, r.text).toBe(201);
    for (const p of [r.body.data.mainImage, ...r.body.data.additionalImages]) expect(p).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{24}\.webp$/);
    expect(filesNamed('evil-name')).toEqual([]);
    expect(fs.existsSync(path.join(serverRoot, '..', 'evil-name.jpg'))).toBe(false);
    expect((await c.remove('villas', r.body.data._id)).status).toBe(200);
  });

  it('a JPEG carrying a script in a comment and HTML after its end is re-encoded: the stored file holds neither', async () => {
    const jpeg = await photo(120, 90, 'jpeg');
    // A COM segment right after SOI, and HTML after EOI.
    const comment = Buffer.from('<script>alert(1)</script>');
    const com = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([(comment.length + 2) >> 8, (comment.length + 2) & 0xff]), comment]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2), Buffer.from(HTML)]);
    const r = await c.create('plots', await listingForm('plots', {}, { mainImage: fileOf(polyglot, 'polyglot.jpg', 'image/jpeg') }));
    expect(r.status, r.text).toBe(201);
    const res = await c.api(r.body.data.mainImage);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.includes('alert(1)')).toBe(false);
    expect((await c.remove('plots', r.body.data._id)).status).toBe(200);
  });

  const PATHS = [
    '/uploads/../../package.json',
    '/uploads/%2e%2e/%2e%2e/package.json',
    '/uploads/..%2f..%2fdata%2fsite.db',
    'uploads/../../../etc/passwd',
    'file:///etc/passwd',
    '/etc/passwd',
    'javascript:alert(1)',
    'http://evil.example/uploads/ab/../../package.json',
  ];

  it.each(PATHS)('mainImagePath %j: 400, nothing written or removed', async (p) => {
    const r = await nothingWritten(async () => c.update('villas', targets.villas._id, await listingForm('villas', { mainImagePath: p }, { mainImage: null })));
    expectRefused(r, 400);
  });

  it.each(PATHS)('additionalImagesPaths and removedAdditionalImages with %j: 400, nothing written or removed', async (p) => {
    for (const field of ['additionalImagesPaths', 'removedAdditionalImages']) {
      const r = await nothingWritten(async () =>
        c.update('plots', targets.plots._id, await listingForm('plots', { mainImagePath: targets.plots.mainImage, [field]: JSON.stringify([p]) }, { mainImage: null })),
      );
      expectRefused(r, 400);
    }
    expect(fs.existsSync(path.join(ctx.dataDir, 'site.db')) || ENGINE === 'postgres').toBe(true);
  });

  it("another listing's images in removedAdditionalImages or additionalImagesPaths: 400, and their files stay", async () => {
    const other = targets.homes;
    for (const field of ['removedAdditionalImages', 'additionalImagesPaths']) {
      for (const p of [other.mainImage, other.additionalImages[0]]) {
        const r = await nothingWritten(async () =>
          c.update('villas', targets.villas._id, await listingForm('villas', { mainImagePath: targets.villas.mainImage, [field]: JSON.stringify([p]) }, { mainImage: null })),
        );
        expectRefused(r, 400);
      }
    }
    expectOnDisk(ctx, [other.mainImage, ...other.additionalImages]);
  });
});

// ---------------------------------------------------------------------------------------------
// 9. Path traversal on /uploads (uploads.api.test.ts covers the first list)

const LEAKS = ['SQLite format 3', '"name": "hosur-properties"', 'root:x:0:0', 'AUTH_SECRET', ctx.authSecret];

async function finalAnswer(p: string, method = 'GET'): Promise<Raw> {
  let r = await raw({ method, path: p });
  for (let hop = 0; hop < 3 && r.status >= 300 && r.status < 400; hop++) {
    const location = new URL(String(r.headers.location), ctx.baseURL);
    expect(location.origin, `redirect of ${p}`).toBe(ctx.baseURL);
    r = await raw({ method, path: location.pathname + location.search });
  }
  return r;
}

describe(`GET /uploads/… cannot leave the uploads directory (${ENGINE})`, () => {
  const stored = () => targets.villas.mainImage as string;
  const shard = () => stored().split('/')[2];

  it.each([
    '/uploads/%252e%252e/%252e%252e/package.json',
    '/uploads/%25252e%25252e/package.json',
    '/uploads/%2E%2E/%2E%2E/package.json',
    '/uploads/%c0%ae%c0%ae/package.json',
    '/uploads/%e0%80%ae%e0%80%ae/package.json',
    '/uploads/%ef%bc%8e%ef%bc%8e/package.json',
    '/uploads/..%252fpackage.json',
    '/uploads/..%255cpackage.json',
    '/uploads/..;/package.json',
    '/uploads/..%00/package.json',
    '/uploads/../data/site.db',
    '/uploads/%2e%2e/data/site.db',
    '/uploads/%252e%252e/data/site.db',
    '/uploads/..%2fdata%2fsite.db',
    '/uploads/..%252fdata%252fsite.db',
    '/uploads/.%2e/.%2e/.%2e/etc/passwd',
    '/uploads/%2e%2e%5c%2e%2e%5cpackage.json',
    'STORED%00.png',
    'STORED/..%2f..%2f..%2fpackage.json',
    'STORED%2f..%2f..%2f..%2fpackage.json',
    '/uploads/SHARD/..%2f..%2f..%2fpackage.json',
    '/uploads/SHARD/%2e%2e/%2e%2e/data/site.db',
  ])('%s: 400 or 404, nothing leaked', async (pattern) => {
    const p = pattern.replace('STORED', stored()).replace('SHARD', shard());
    for (const method of ['GET', 'HEAD']) {
      const r = await finalAnswer(p, method);
      expect([400, 404], `${method} ${p}: ${r.status}`).toContain(r.status);
      for (const leak of LEAKS) expect(r.text).not.toContain(leak);
    }
  });

  it('control: the stored image itself is served', async () => {
    const r = await rawRequest(ctx.baseURL, { path: stored() });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s on a stored image and on a new name: refused, nothing written or removed', async (method) => {
    const before = await snapshot(ctx);
    const original = fs.readFileSync(path.join(ctx.uploadsDir, stored().slice('/uploads/'.length)));
    const fresh = `/uploads/${shard()}/${shard()}${'0'.repeat(22)}.webp`;
    for (const p of [stored(), fresh, '/uploads/../evil-write.txt']) {
      const r = await raw({ method, path: p, headers: { ...admin, 'Content-Type': 'image/webp' }, body: Buffer.from('not an image') });
      expect(r.status, `${method} ${p}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${method} ${p}`).toBeLessThan(500);
    }
    await expectNoNewFiles(ctx, before);
    expect(fs.readFileSync(path.join(ctx.uploadsDir, stored().slice('/uploads/'.length)))).toEqual(original);
    expect(filesNamed('evil-write')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// 10. Stored XSS in the server-rendered HTML (the browser checks are in e2e/security.e2e.ts)

const XSS = {
  script: '<script>alert(1)</script>',
  img: '<img src=x onerror=alert(1)>',
  attr: '"><script>alert(1)</script>',
  ldjson: '</script><script>alert(1)</script>',
  svg: '<svg/onload=alert(1)>',
  comment: '<!--<script>alert(1)</script>-->',
};

const decodeEntities = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function metaContent(html: string, key: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    const name = /\b(?:property|name)="([^"]*)"/.exec(tag)?.[1];
    if (name === key) return decodeEntities(/\bcontent="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  return undefined;
}

function expectNoRawPayload(html: string, where: string) {
  for (const [name, payload] of Object.entries(XSS)) expect(html.includes(payload), `${where}: the ${name} payload appears unescaped`).toBe(false);
  expect(html, `${where}: a javascript: link`).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
  // Real tags and their attributes (listing text sits in text and in quoted values, escaped):
  // React writes onerror/onload replay attributes of its own on images, but none may call alert.
  for (const tag of html.matchAll(/<([a-zA-Z][^\s/>]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g)) {
    for (const attr of tag[2].matchAll(/([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const [name, value = ''] = [attr[1].toLowerCase(), attr[2] ?? ''];
      if (name.startsWith('on')) expect(value, `${where}: <${tag[1]} ${name}=…>`).not.toContain('alert');
      if (tag[1].toLowerCase() === 'img' && name === 'src') expect(value, `${where}: an injected <img src=x>`).not.toMatch(/^["']?x["']?$/);
    }
  }
}

/** Polls a page until it shows `text` (list pages are cached and revalidated by the write). */
async function pageShowing(p: string, text: string, headers: Record<string, string> = {}): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const r = await raw({ path: p, headers });
    expect(r.status, p).toBe(200);
    if (r.text.includes(text) || Date.now() > deadline) {
      expect(r.text, `${p} shows the listing`).toContain(text);
      return r.text;
    }
    await new Promise((res) => setTimeout(res, 500));
  }
}

describe(`listing text is rendered as text in the server's HTML (${ENGINE})`, () => {
  const mark = marker('xss');
  const created: { slug: Slug; listing: Json }[] = [];
  const title = `${mark} ${XSS.img} ${XSS.attr}`;
  const location = `${XSS.ldjson} javascript:alert(1), Hosur`;
  const description = `${XSS.svg} ${XSS.comment} ${XSS.ldjson} & more`;

  beforeAll(async () => {
    for (const { slug } of KINDS) {
      const lists = JSON.stringify([XSS.img, XSS.ldjson]);
      const listing = await c.seed(slug, {
        title,
        location,
        description,
        project: 'javascript:alert(1)',
        features: lists,
        amenities: lists,
        ...(slug === 'villas' ? {} : { approvals: lists }),
      });
      created.push({ slug, listing });
    }
  });

  afterAll(async () => {
    for (const { slug, listing } of created) await c.remove(slug, listing._id);
  });

  it('the API answers the text exactly as stored, as JSON', async () => {
    for (const { slug, listing } of created) {
      const r = await c.getOne(slug, listing._id);
      expect(r.headers.get('content-type')).toContain('application/json');
      expect(r.body.data).toMatchObject({ title, location, description, project: 'javascript:alert(1)' });
    }
  });

  it('detail pages: escaped text, literal meta tags, JSON-LD that parses and holds the text as data', async () => {
    for (const { slug, listing } of created) {
      const html = (await raw({ path: `/${slug}/${listing._id}` })).text;
      expectNoRawPayload(html, `/${slug}/${listing._id}`);
      expect(metaContent(html, 'og:title')).toBe(title);
      expect(metaContent(html, 'twitter:title')).toBe(title);
      expect(metaContent(html, 'og:description')).toContain(location);
      expect(metaContent(html, 'description')).toBe(metaContent(html, 'og:description'));
      expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toContain(title);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(ld).toHaveLength(1);
      expect(ld[0]).not.toMatch(/[<>]/);
      const data = JSON.parse(ld[0]);
      expect(data.name).toBe(title);
      expect(data.description).toContain(XSS.svg);
      expect(data.about.address.streetAddress).toBe(location);
    }
  });

  it('list pages, the home page and the signed-in admin pages: escaped text only', async () => {
    const escapedMark = mark; // the marker has no characters that need escaping
    for (const { slug } of created) expectNoRawPayload(await pageShowing(`/${slug}`, escapedMark), `/${slug}`);
    expectNoRawPayload(await pageShowing('/', escapedMark), '/');
    const signedIn = { Cookie: cookie };
    for (const p of ['/admin/all-villas', '/admin/all-plots', '/admin/all-homes', `/admin/search?q=${mark}`, '/dashboard']) {
      expectNoRawPayload(await pageShowing(p, escapedMark, signedIn), p);
    }
    for (const { slug, listing } of created) {
      const edit = { villas: 'editvilla', plots: 'editPlot', homes: 'edit-homes' }[slug];
      expectNoRawPayload(await pageShowing(`/admin/${edit}/${listing._id}`, escapedMark, signedIn), `/admin/${edit}`);
    }
  });

  it('the sitemap is well-formed XML text', async () => {
    const r = await raw({ path: '/sitemap.xml' });
    expect(r.status).toBe(200);
    expect(r.text).not.toContain('<script');
    expect(r.text).not.toContain('<img');
  });
});
