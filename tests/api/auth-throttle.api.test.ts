// Sign-in throttling (lib/auth/throttle.ts): within 15 minutes, 5 failures for one e-mail from one
// address, or 10 from one address whatever the e-mails, and that address gets 429 with Retry-After.
// Failures for an e-mail from elsewhere never refuse it (tests/api/signin-attack.api.test.ts).
// Each describe has its own private server, so the counters start at zero and no other file is
// locked out. Another client is another loopback address (127.0.0.x), a socket of its own.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createClient } from './support/client';
import { type RunningServer, startServer } from './support/server';

const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

function privateServer(env: Record<string, string> = {}) {
  const box: { srv?: RunningServer; c?: Client } = {};
  beforeAll(async () => {
    box.srv = await startServer(engine, env);
    box.c = createClient(box.srv.context);
  });
  afterAll(async () => {
    await box.srv?.stop();
  });
  return box as { srv: RunningServer; c: Client };
}

interface Try {
  res: { status: number; headers: Headers };
  body: Record<string, unknown>;
}

async function attempt(c: Client, email: string, password: string, headers: Record<string, string> = {}): Promise<Try> {
  const res = await c.api('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  return { res, body: await res.json() };
}

/** A sign-in from another loopback address than the tests' usual 127.0.0.1. */
function attemptFrom(from: string, c: Client, email: string, password: string, headers: Record<string, string> = {}): Promise<Try> {
  const url = new URL(c.ctx.baseURL);
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: url.port, method: 'POST', path: '/api/auth/login', agent: false, localAddress: from, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          resolve({ res: { status: res.statusCode ?? 0, headers }, body: JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function expectLocked(t: Try, why = '') {
  expect(t.res.status, why).toBe(429);
  expect(t.body).toEqual({ success: false, message: expect.any(String) });
  const retry = Number(t.res.headers.get('retry-after'));
  expect(Number.isInteger(retry), `Retry-After: ${t.res.headers.get('retry-after')}`).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(15 * 60);
  expect(t.res.headers.get('cache-control')).toContain('no-store');
}

const INVALID = { success: false, message: 'Invalid email or password.' };

describe(`5 failures for one e-mail from one address (${engine})`, () => {
  const box = privateServer();

  it('the first 5 wrong passwords get 401, the 6th try from that address 429 with Retry-After, even with the right password', async () => {
    const { c, srv } = box;
    const email = srv.context.adminEmail;
    for (let i = 0; i < 5; i++) {
      const t = await attempt(c, email, `wrong-${i}-password`);
      expect(t.res.status, `failure ${i + 1}`).toBe(401);
      expect(t.body).toEqual(INVALID);
    }
    expectLocked(await attempt(c, email, 'wrong-6-password'));
    expectLocked(await attempt(c, email, srv.context.adminPassword), 'the right password from the same address');
    // Another e-mail from this address is still compared: the address's own limit is higher.
    expect((await attempt(c, 'someone-else@test.local', 'whatever-password')).body).toEqual(INVALID);
    // And the administrator, from another address, signs in.
    const elsewhere = await attemptFrom('127.0.0.2', c, email, srv.context.adminPassword);
    expect(elsewhere.res.status, JSON.stringify(elsewhere.body)).toBe(200);
  });

  it('a success clears its address and e-mail: five more tries before the next 429', async () => {
    const { c, srv } = box;
    const from = '127.0.0.3';
    const email = srv.context.adminEmail;
    for (let i = 0; i < 4; i++) expect((await attemptFrom(from, c, email, `wrong-${i}`)).res.status).toBe(401);
    expect((await attemptFrom(from, c, email, srv.context.adminPassword)).res.status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attemptFrom(from, c, email, `again-wrong-${i}`)).res.status, `failure ${i + 1} after the success`).toBe(401);
    expectLocked(await attemptFrom(from, c, email, srv.context.adminPassword));
  });
});

describe(`10 failures from one address, for as many e-mails (${engine})`, () => {
  const box = privateServer();

  it('the 11th try from that address is 429 for any e-mail, the administrator’s included', async () => {
    const { c, srv } = box;
    for (let i = 0; i < 10; i++) {
      const t = await attempt(c, `sprayed-${i}@test.local`, 'wrong-password');
      expect(t.res.status, `failure ${i + 1}`).toBe(401);
    }
    expectLocked(await attempt(c, 'sprayed-11@test.local', 'wrong-password'));
    expectLocked(await attempt(c, srv.context.adminEmail, srv.context.adminPassword));
  });
});

// server.mjs puts the socket's address in X-Client-Address, replacing whatever a client sent;
// Next keeps a client's own X-Forwarded-For, so without TRUST_PROXY it is not believed.
describe.each(['X-Forwarded-For', 'X-Client-Address'])(`the address limit cannot be dodged with a made-up %s (${engine})`, (header) => {
  const box = privateServer();

  it('10 failures for 10 e-mails, each claiming another client address: the 11th try is 429', async () => {
    const { c } = box;
    for (let i = 0; i < 10; i++) {
      const t = await attempt(c, `spoof-${header}-${i}@test.local`, 'wrong-password', { [header]: `203.0.113.${i + 1}` });
      expect(t.res.status, `failure ${i + 1}`).toBe(401);
    }
    expectLocked(
      await attempt(c, `spoof-${header}-11@test.local`, 'wrong-password', { [header]: '203.0.113.99' }),
      `all 11 tries came from 127.0.0.1; a client-sent ${header} must not count as the client address`,
    );
  });
});

// Behind nginx the deployment trusts exactly 127.0.0.1 and ::1 (TRUSTED_PROXIES). A client that
// reaches the port itself, from any other address, is its socket's address, whatever it writes in
// X-Forwarded-For. (TRUST_PROXY=true is set too: builds before TRUSTED_PROXIES believed any peer.)
describe(`trusted proxies only: X-Forwarded-For from another peer is not believed (${engine})`, () => {
  const box = privateServer({ TRUSTED_PROXIES: '127.0.0.1,::1', TRUST_PROXY: 'true' });

  it('10 failures from 127.0.0.9, each with a made-up X-Forwarded-For: the 11th try is 429', async () => {
    const { c } = box;
    for (let i = 0; i < 10; i++) {
      const t = await attemptFrom('127.0.0.9', c, `forged-${i}@test.local`, 'wrong-password', { 'X-Forwarded-For': `203.0.113.${i + 1}` });
      expect(t.res.status, `failure ${i + 1}`).toBe(401);
    }
    expectLocked(
      await attemptFrom('127.0.0.9', c, 'forged-11@test.local', 'wrong-password', { 'X-Forwarded-For': '203.0.113.99' }),
      '127.0.0.9 is not a trusted proxy: its X-Forwarded-For must not name the client',
    );
  });

  it('from the trusted proxy, X-Forwarded-For names the client: another client is not refused', async () => {
    const { c } = box;
    for (let i = 0; i < 10; i++) {
      const t = await attempt(c, `proxied-${i}@test.local`, 'wrong-password', { 'X-Forwarded-For': '198.51.100.7' });
      expect(t.res.status, `failure ${i + 1}`).toBe(401);
    }
    expectLocked(await attempt(c, 'proxied-11@test.local', 'wrong-password', { 'X-Forwarded-For': '198.51.100.7' }));
    expect((await attempt(c, 'proxied-12@test.local', 'wrong-password', { 'X-Forwarded-For': '198.51.100.8' })).res.status).toBe(401);
  });
});
