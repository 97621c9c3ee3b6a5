// Who may write (issue 3 'Who may write'): every POST, PUT and DELETE needs the administrator's
// bearer token or session cookie; a cookie write must come from the site's own Origin; forged,
// expired and revoked-looking tokens and the x-middleware-subrequest trick get 401.
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Auth,
  bearer,
  client,
  expectNoNewFiles,
  expectOnDisk,
  imageFile,
  type Json,
  KINDS,
  listingForm,
  paddedJpeg,
  fileOf,
  rawMultipart,
  type Slug,
  snapshot,
} from './support/client';

const c = client();
const ctx = c.ctx;
const AUTH_REQUIRED = { success: false, message: 'Authentication required.' };

// ---------------------------------------------------------------------------------------------
// Tokens built by hand

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Json;

let token = '';
let cookie = '';
let claims: Json = {};

beforeAll(async () => {
  const session = await c.login();
  token = session.token;
  cookie = session.cookie;
  claims = decode(token.split('.')[1]);
});

const now = () => Math.floor(Date.now() / 1000);
const realKey = () => new TextEncoder().encode(ctx.authSecret);

async function signed(payload: Json, key: Uint8Array, alg = 'HS256', header: Json = {}) {
  return new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT', ...header }).sign(key);
}

/** A JWS with any header, HMAC-SHA256-signed with the real secret (algorithm-confusion shapes). */
async function hs256WithHeader(header: Json, payload: Json) {
  const { createHmac } = await import('node:crypto');
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', ctx.authSecret).update(input).digest('base64url')}`;
}

const FORGED: [string, () => Promise<string>][] = [
  ['an expired token (signed with the real secret)', () => signed({ ...claims, iat: now() - 7200, exp: now() - 3600 }, realKey())],
  ['a token signed with another secret', () => signed({ ...claims, exp: now() + 3600 }, randomBytes(48))],
  ['a token with alg: none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now() + 3600 })}.`],
  ['a token with alg: none and the real signature kept', async () => {
    const [, payload, signature] = token.split('.');
    return `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`;
  }],
  ['a token signed HS512 with the real secret', () => signed({ ...claims }, realKey(), 'HS512')],
  ['a token with an RS256 header, HMAC-signed with the secret', () => hs256WithHeader({ alg: 'RS256', typ: 'JWT' }, claims)],
  ['a token with a tampered payload (signature kept)', async () => {
    const [header, , signature] = token.split('.');
    return `${header}.${b64({ ...claims, exp: (claims.exp ?? now()) + 86400 * 365 })}.${signature}`;
  }],
  ['a token for another user id (signature kept)', async () => {
    const [header, , signature] = token.split('.');
    return `${header}.${b64({ ...claims, sub: 'f'.repeat(24) })}.${signature}`;
  }],
  ['a token with another issuer (real secret)', () => signed({ ...claims, iss: 'someone-else' }, realKey())],
  ['a token with another audience (real secret)', () => signed({ ...claims, aud: 'someone-else' }, realKey())],
  ['a token that is not a JWT', async () => 'not-a-token'],
  ['a truncated token', async () => token.slice(0, -5)],
];

describe(`signed-in writes (${process.env.TEST_ENGINE})`, () => {
  it('control: a copy of the real token re-signed HS256 with AUTH_SECRET is accepted (so the refusals below are about the flaw, not the key)', async () => {
    const copy = await signed({ ...claims }, realKey());
    const r = await c.call('/api/auth/me', { headers: bearer(copy) });
    expect(r.status, r.text).toBe(200);
  });

  it.each(KINDS)('$slug: Authorization: Bearer <accessToken> may create, update and delete', async ({ slug }) => {
    const created = await c.create(slug, await listingForm(slug), bearer(token));
    expect(created.status, created.text).toBe(201);
    const id = created.body.data._id;
    const updated = await c.update(slug, id, await listingForm(slug, { title: 'By bearer' }), bearer(token));
    expect(updated.status, updated.text).toBe(200);
    const removed = await c.remove(slug, id, bearer(token));
    expect(removed.status, removed.text).toBe(200);
  });

  it.each(KINDS)('$slug: the session cookie with the site Origin may create, update and delete', async ({ slug }) => {
    const auth = c.cookieAuth(cookie);
    const created = await c.create(slug, await listingForm(slug), auth);
    expect(created.status, created.text).toBe(201);
    const id = created.body.data._id;
    const updated = await c.update(slug, id, await listingForm(slug, { title: 'By cookie' }), auth);
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.data.title).toBe('By cookie');
    const removed = await c.remove(slug, id, auth);
    expect(removed.status, removed.text).toBe(200);
  });
});

/** A listing to aim PUT and DELETE at; checked unchanged afterwards. */
async function target(slug: Slug) {
  return c.seed(slug, {}, { additionalImages: [await imageFile()] });
}

async function expectUnchanged(slug: Slug, listing: Json) {
  const r = await c.getOne(slug, listing._id);
  expect(r.status).toBe(200);
  expect(r.body.data).toEqual(listing);
  expectOnDisk(ctx, [listing.mainImage, ...listing.additionalImages]);
}

/** POST, PUT and DELETE with the given headers; each must be refused and write nothing. */
async function everyWriteRefused(slug: Slug, headers: Auth, status: number, body: Json = AUTH_REQUIRED) {
  const listing = await target(slug);
  const total = await c.total(slug);
  const before = await snapshot(ctx);

  const post = await c.create(slug, await listingForm(slug, {}, { additionalImages: [await imageFile()] }), headers);
  expect(post.status, `POST: ${post.text}`).toBe(status);
  expect(post.body, 'POST').toMatchObject(body);

  const put = await c.update(slug, listing._id, await listingForm(slug, { title: 'Hijacked' }), headers);
  expect(put.status, `PUT: ${put.text}`).toBe(status);
  expect(put.body, 'PUT').toMatchObject(body);

  const del = await c.remove(slug, listing._id, headers);
  expect(del.status, `DELETE: ${del.text}`).toBe(status);
  expect(del.body, 'DELETE').toMatchObject(body);

  await expectNoNewFiles(ctx, before);
  expect(await c.total(slug)).toBe(total);
  await expectUnchanged(slug, listing);
  return { post, put, del };
}

describe.each(KINDS)(`who may write to /api/$slug (${process.env.TEST_ENGINE})`, ({ slug }) => {
  it("without credentials: 401 { success: false, message: 'Authentication required.' } and nothing written", async () => {
    const { post, put, del } = await everyWriteRefused(slug, {}, 401);
    for (const r of [post, put, del]) expect(r.body).toEqual(AUTH_REQUIRED);
  });

  it.each([
    ['x-middleware-subrequest: middleware ×5', { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' }],
    ['x-middleware-subrequest: proxy', { 'x-middleware-subrequest': 'proxy' }],
    ['x-middleware-subrequest: src/middleware ×5', { 'x-middleware-subrequest': 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware' }],
    ['Authorization: Bearer (empty)', { Authorization: 'Bearer ' }],
    ['Authorization: Basic admin:password', { Authorization: `Basic ${Buffer.from('admin@test.local:x').toString('base64')}` }],
    ['a forged session cookie with the site Origin', { Cookie: 'session=forged', Origin: 'ORIGIN' }],
  ])('%s: still 401 and nothing written', async (_label, headers: Record<string, string>) => {
    const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === 'ORIGIN' ? ctx.baseURL : v]));
    await everyWriteRefused(slug, h, 401);
  });

  it.each(FORGED)('%s: 401 and nothing written', async (_label, make) => {
    await everyWriteRefused(slug, bearer(await make()), 401);
  });

  it.each([
    ['https://evil.example'],
    ['null'],
    ['http://localhost:1'],
    ['http://127.0.0.1'],
  ])('the session cookie with Origin %s: 403 and nothing written', async (origin) => {
    await everyWriteRefused(slug, c.cookieAuth(cookie, origin), 403, { success: false, message: expect.any(String) });
  });

  it('the session cookie from a cross-site fetch without Origin (Sec-Fetch-Site: cross-site): 403', async () => {
    await everyWriteRefused(slug, { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' }, 403, { success: false });
  });
});

describe(`forged tokens on GET /api/auth/me (${process.env.TEST_ENGINE})`, () => {
  it.each(FORGED)('%s: 401', async (_label, make) => {
    const forged = await make();
    const r = await c.call('/api/auth/me', { headers: bearer(forged) });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false });
    const viaCookie = await c.call('/api/auth/me', { headers: { Cookie: `${cookie.split('=')[0]}=${forged}` } });
    expect(viaCookie.status).toBe(401);
  });

  it('x-middleware-subrequest does not sign anyone in', async () => {
    const r = await c.call('/api/auth/me', { headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' } });
    expect(r.status).toBe(401);
  });
});

describe(`an unauthenticated upload is refused before its body is read (${process.env.TEST_ENGINE})`, () => {
  it('an 11 MB file without credentials: 401, not 413, and no file written', async () => {
    const total = await c.total('villas');
    const before = await snapshot(ctx);
    const form = await listingForm('villas', {}, { mainImage: fileOf(await paddedJpeg(11 * 1024 * 1024), 'big.jpg', 'image/jpeg') });
    // The server may refuse without reading the body; then the client can see the connection reset
    // before the 401 (status 0 here). What must hold either way: nothing is written. (Whether the 401
    // reaches the client is the connection-handling question the uploads file asks of the 413s.)
    const r = await rawMultipart(ctx.baseURL, 'POST', '/api/villas', form, {}, true);
    if (r.status !== 0) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual(AUTH_REQUIRED);
    }
    await expectNoNewFiles(ctx, before);
    expect(await c.total('villas')).toBe(total);
  });
});
