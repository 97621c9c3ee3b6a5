// Wrong e-mail and wrong password: the same 401 in similar time (issue 3 'Endpoints').
// Private server: the sign-in throttle counts failures per IP, and every request here comes from
// 127.0.0.1, so this file keeps to 4 failures and shares its counters with no other file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createClient } from './support/client';
import { type RunningServer, startServer } from './support/server';

let srv: RunningServer;
let c: Client;

beforeAll(async () => {
  srv = await startServer(process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite');
  c = createClient(srv.context);
  await c.login(); // warms the route up, so the first timed try is not the slowest
});

afterAll(async () => {
  await srv?.stop();
});

const INVALID = { success: false, message: 'Invalid email or password.' };

async function attempt(email: string, password: string) {
  const started = performance.now();
  const res = await c.api('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  return { ms: performance.now() - started, res, body };
}

describe(`wrong credentials (${process.env.TEST_ENGINE})`, () => {
  it("wrong e-mail and wrong password: the same 401 'Invalid email or password.' in similar time", async () => {
    const unknownEmail: number[] = [];
    const wrongPassword: number[] = [];
    // Interleaved, so a slow moment of the machine does not land on one side only. 2 + 2 = 4 failures.
    for (let i = 0; i < 2; i++) {
      const a = await attempt(`nobody-${i}@test.local`, srv.context.adminPassword);
      const b = await attempt(srv.context.adminEmail, `${srv.context.adminPassword}-wrong`);
      for (const t of [a, b]) {
        expect(t.res.status).toBe(401);
        expect(t.body).toEqual(INVALID);
        expect(t.res.headers.get('cache-control')).toContain('no-store');
        expect(t.res.headers.getSetCookie()).toEqual([]);
      }
      unknownEmail.push(a.ms);
      wrongPassword.push(b.ms);
    }
    const fast = Math.min(...unknownEmail);
    const slow = Math.min(...wrongPassword);
    const ratio = Math.max(fast, slow) / Math.min(fast, slow);
    expect(ratio, `unknown e-mail ${unknownEmail.map(Math.round)} ms vs wrong password ${wrongPassword.map(Math.round)} ms`).toBeLessThan(3);
  });

  it('after 4 failures the right password still signs in', async () => {
    const t = await attempt(srv.context.adminEmail, srv.context.adminPassword);
    expect(t.res.status).toBe(200);
    expect(t.body.success).toBe(true);
  });
});
