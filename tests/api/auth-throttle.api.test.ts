// Sign-in throttling (issue 3 'Who may write'): after 5 failures for one e-mail or IP within
// 15 minutes → 429 with Retry-After. Each describe has its own private server, so the counters
// start at zero and no other file is locked out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createClient } from './support/client';
import { type RunningServer, startServer } from './support/server';

const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

function privateServer() {
  const box: { srv?: RunningServer; c?: Client } = {};
  beforeAll(async () => {
    box.srv = await startServer(engine);
    box.c = createClient(box.srv.context);
  });
  afterAll(async () => {
    await box.srv?.stop();
  });
  return box as { srv: RunningServer; c: Client };
}

async function attempt(c: Client, email: string, password: string, headers: Record<string, string> = {}) {
  const res = await c.api('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  return { res, body: await res.json() };
}

function expectLocked(t: { res: Response; body: Record<string, unknown> }, why = '') {
  expect(t.res.status, why).toBe(429);
  expect(t.body).toEqual({ success: false, message: expect.any(String) });
  const retry = Number(t.res.headers.get('retry-after'));
  expect(Number.isInteger(retry), `Retry-After: ${t.res.headers.get('retry-after')}`).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(15 * 60);
  expect(t.res.headers.get('cache-control')).toContain('no-store');
}

describe(`5 failures for one e-mail (${engine})`, () => {
  const box = privateServer();

  it('the first 5 wrong passwords get 401, the 6th try 429 with Retry-After, even with the right password', async () => {
    const { c, srv } = box;
    const email = 'throttle-one@test.local';
    for (let i = 0; i < 5; i++) {
      const t = await attempt(c, email, `wrong-${i}-password`);
      expect(t.res.status, `failure ${i + 1}`).toBe(401);
      expect(t.body).toEqual({ success: false, message: 'Invalid email or password.' });
    }
    expectLocked(await attempt(c, email, 'wrong-6-password'));
    // The same IP is locked as well: another e-mail, and the administrator with the right password.
    expectLocked(await attempt(c, 'someone-else@test.local', 'whatever-password'));
    expectLocked(await attempt(c, srv.context.adminEmail, srv.context.adminPassword));
  });
});

// server.ts puts the socket's address in X-Client-Address, replacing whatever a client sent;
// Next keeps a client's own X-Forwarded-For, so without TRUST_PROXY it is not believed.
describe.each(['X-Forwarded-For', 'X-Client-Address'])(`the IP limit cannot be dodged with a made-up %s (${engine})`, (header) => {
  const box = privateServer();

  it('5 failures for 5 e-mails, each claiming another client address: the 6th try is 429', async () => {
    const { c } = box;
    for (let i = 0; i < 5; i++) {
      const t = await attempt(c, `spoof-${header}-${i}@test.local`, 'wrong-password', { [header]: `203.0.113.${i + 1}` });
      expect(t.res.status, `failure ${i + 1}`).toBe(401);
    }
    expectLocked(
      await attempt(c, `spoof-${header}-6@test.local`, 'wrong-password', { [header]: '203.0.113.99' }),
      `all 6 tries came from 127.0.0.1; a client-sent ${header} must not count as the client address`,
    );
  });
});
