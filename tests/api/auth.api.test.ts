// Sign-in, the session cookie, /api/auth/me and logout (issue 3 'Endpoints' and 'Who may write').
// Runs on a private server: logout revokes every session of the administrator, which would end
// the sessions of the other test files on the shared server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type Client, createClient, expectNoNewFiles, imageFile, listingForm, type Reply, snapshot } from './support/client';
import { type RunningServer, startServer } from './support/server';

let srv: RunningServer;
let c: Client;

beforeAll(async () => {
  srv = await startServer(process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite');
  c = createClient(srv.context);
});

afterAll(async () => {
  await srv?.stop();
});

async function login(body: unknown, raw = false, headers: Record<string, string> = {}): Promise<{ r: Reply; res: Response }> {
  const res = await c.api('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  const text = await res.clone().text();
  let json = {};
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`Expected JSON from /api/auth/login, got ${res.status}: ${text.slice(0, 200)}`);
  }
  return { r: { status: res.status, headers: res.headers, body: json, text }, res };
}

const admin = () => ({ email: srv.context.adminEmail, password: srv.context.adminPassword });

/** Attributes of a Set-Cookie header, lower-cased names. */
function cookieAttributes(setCookie: string) {
  const [pair, ...attrs] = setCookie.split(';').map((s) => s.trim());
  const map = new Map<string, string>();
  for (const a of attrs) {
    const [k, ...v] = a.split('=');
    map.set(k.toLowerCase(), v.join('='));
  }
  const eq = pair.indexOf('=');
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs: map };
}

describe(`POST /api/auth/login (${process.env.TEST_ENGINE})`, () => {
  it("200 { success, message: 'Login successful', data: { accessToken, user } } with a browser-session cookie", async () => {
    const { r, res } = await login(admin());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      message: 'Login successful',
      data: {
        accessToken: expect.any(String),
        user: { _id: expect.any(String), name: 'Test Admin', email: 'admin@test.local' },
      },
    });
    expect(r.body.data.accessToken.split('.')).toHaveLength(3);
    expect(JSON.stringify(r.body)).not.toMatch(/password|hash/i);
    expect(res.headers.get('cache-control')).toContain('no-store');

    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    const { value, attrs } = cookieAttributes(cookies[0]);
    expect(value.length).toBeGreaterThan(20);
    expect(attrs.has('httponly')).toBe(true);
    expect(attrs.get('samesite')?.toLowerCase()).toBe('lax');
    expect(attrs.get('path')).toBe('/');
    expect(attrs.has('max-age')).toBe(false);
    expect(attrs.has('expires')).toBe(false);
  });

  it('with rememberMe: true the cookie lasts 30 days (Max-Age=2592000)', async () => {
    const { r, res } = await login({ ...admin(), rememberMe: true });
    expect(r.status).toBe(200);
    const { attrs } = cookieAttributes(res.headers.getSetCookie()[0]);
    expect(attrs.get('max-age')).toBe('2592000');
    expect(attrs.has('httponly')).toBe(true);
    expect(attrs.get('samesite')?.toLowerCase()).toBe('lax');
  });

  it('with rememberMe: false it is a browser-session cookie', async () => {
    const { r, res } = await login({ ...admin(), rememberMe: false });
    expect(r.status).toBe(200);
    const { attrs } = cookieAttributes(res.headers.getSetCookie()[0]);
    expect(attrs.has('max-age')).toBe(false);
    expect(attrs.has('expires')).toBe(false);
  });

  it('takes the e-mail in any letter case', async () => {
    const { r } = await login({ ...admin(), email: 'ADMIN@Test.Local' });
    expect(r.status).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"email": "admin@test.local", "password": ', true],
    ['an empty body', '', true],
    ['a JSON list', '["admin@test.local", "x"]', true],
    ['JSON null', 'null', true],
    ['no password', { email: 'admin@test.local' }, false],
    ['an empty password', { email: 'admin@test.local', password: '' }, false],
    ['no e-mail', { password: 'whatever1' }, false],
    ['a malformed e-mail', { email: 'not-an-email', password: 'whatever1' }, false],
    ['a password that is a number', { email: 'admin@test.local', password: 12345678 }, false],
  ])('400 for %s', async (_label, body, raw) => {
    const { r, res } = await login(body, raw as boolean);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message: expect.any(String) });
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe(`GET /api/auth/me (${process.env.TEST_ENGINE})`, () => {
  it('200 with the user for the bearer token and for the cookie', async () => {
    const session = await c.login({ fresh: true });
    for (const headers of [bearer(session.token), { Cookie: session.cookie }]) {
      const res = await c.api('/api/auth/me', { headers });
      const body = await res.json();
      expect(res.status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data.user ?? body.data).toEqual({ _id: session.user._id, name: 'Test Admin', email: 'admin@test.local' });
      expect(res.headers.get('cache-control')).toContain('no-store');
    }
  });

  it('401 without credentials', async () => {
    const res = await c.api('/api/auth/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

describe(`POST /api/auth/logout (${process.env.TEST_ENGINE})`, () => {
  it('clears the cookie and revokes the sessions: the old token gets 401 on /me and on a write', async () => {
    const first = await c.login({ fresh: true });
    const second = await c.login({ fresh: true, rememberMe: true });
    expect((await c.api('/api/auth/me', { headers: bearer(first.token) })).status).toBe(200);

    const res = await c.api('/api/auth/logout', { method: 'POST', headers: { ...c.cookieAuth(first.cookie), ...bearer(first.token) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const cleared = res.headers.getSetCookie();
    expect(cleared).toHaveLength(1);
    const { name, value, attrs } = cookieAttributes(cleared[0]);
    expect(name).toBe(first.cookie.split('=')[0]);
    expect(value).toBe('');
    const expired = attrs.get('max-age') === '0' || (attrs.has('expires') && Date.parse(attrs.get('expires')!) < Date.now());
    expect(expired, cleared[0]).toBe(true);

    // The token and the cookie replayed after logout, and the other session of the same user.
    for (const headers of [bearer(first.token), { Cookie: first.cookie }, bearer(second.token)]) {
      const me = await c.api('/api/auth/me', { headers });
      expect(me.status).toBe(401);
    }
    const total = await c.total('villas');
    const before = await snapshot(c.ctx);
    const write = await c.create('villas', await listingForm('villas', {}, { additionalImages: [await imageFile()] }), bearer(first.token));
    expect(write.status).toBe(401);
    expect(write.body).toEqual({ success: false, message: 'Authentication required.' });
    const cookieWrite = await c.create('villas', await listingForm('villas'), c.cookieAuth(first.cookie));
    expect(cookieWrite.status).toBe(401);
    await expectNoNewFiles(c.ctx, before);
    expect(await c.total('villas')).toBe(total);

    // Signing in again works.
    const again = await c.login({ fresh: true });
    expect((await c.api('/api/auth/me', { headers: bearer(again.token) })).status).toBe(200);
    const created = await c.create('villas', await listingForm('villas'), bearer(again.token));
    expect(created.status, created.text).toBe(201);
  });

  it('answers without credentials too, clearing the cookie (not a 500)', async () => {
    const res = await c.api('/api/auth/logout', { method: 'POST', headers: { Origin: c.ctx.baseURL } });
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

// Issue 11 item 7: a page on another site must not sign a visitor in (login CSRF) or out.
describe(`sign-in and sign-out check the Origin like every other write (${process.env.TEST_ENGINE})`, () => {
  const foreign: [string, () => Record<string, string>][] = [
    ['a foreign Origin', () => ({ Origin: 'https://evil.example' })],
    ['Origin: null (a sandboxed frame)', () => ({ Origin: 'null' })],
    ['another port', () => ({ Origin: `http://localhost:${Number(new URL(c.ctx.baseURL).port) + 1}` })],
    ['a foreign Origin with Host and X-Forwarded-Host set to match it', () => ({
      Origin: 'http://evil.example',
      Host: 'evil.example',
      'X-Forwarded-Host': 'evil.example',
    })],
    ['no Origin and Sec-Fetch-Site: cross-site', () => ({ 'Sec-Fetch-Site': 'cross-site' })],
  ];

  it.each(foreign)('sign-in with %s: 403 and no session, even with the right password', async (_label, headers) => {
    const { r, res } = await login(admin(), false, headers());
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ success: false, message: 'This request did not come from this site.' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(r.text).not.toMatch(/accessToken/);
  });

  it('sign-in from the site itself (its Origin, or Sec-Fetch-Site: same-origin) and from a client that sends no Origin works', async () => {
    const senders: Record<string, string>[] = [{ Origin: c.ctx.baseURL }, { 'Sec-Fetch-Site': 'same-origin' }, {}];
    for (const headers of senders) {
      const { r, res } = await login(admin(), false, headers);
      expect(r.status, JSON.stringify(headers)).toBe(200);
      expect(res.headers.getSetCookie()).toHaveLength(1);
    }
  });

  it.each(foreign)('sign-out with %s: 403 and the session keeps working', async (_label, headers) => {
    const session = await c.login({ fresh: true });
    const res = await c.api('/api/auth/logout', { method: 'POST', headers: { Cookie: session.cookie, ...headers() } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: 'This request did not come from this site.' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await c.api('/api/auth/me', { headers: bearer(session.token) })).status).toBe(200);
    expect((await c.api('/api/auth/me', { headers: { Cookie: session.cookie } })).status).toBe(200);
  });

  it('sign-out from the site itself still ends the session', async () => {
    const session = await c.login({ fresh: true });
    const res = await c.api('/api/auth/logout', { method: 'POST', headers: { Cookie: session.cookie, Origin: c.ctx.baseURL } });
    expect(res.status).toBe(200);
    expect((await c.api('/api/auth/me', { headers: bearer(session.token) })).status).toBe(401);
  });
});
