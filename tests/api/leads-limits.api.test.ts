// The lead beacon limits as an attacker meets them: a flood from 1,000 addresses stops at the
// site-wide ceiling with every accepted beacon counted once, and the per-address limit counts an
// IPv6 /64 as one address and an IPv4-mapped address as its IPv4 address. Each test runs on a
// private server behind a trusted proxy (this test), whose X-Forwarded-For names each request's address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createClient, type Json, marker } from './support/client';
import { type RunningServer, startServer } from './support/server';

const ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const MARK = marker('ll');
// The test connects from loopback, the proxy the deployment trusts (older builds read TRUST_PROXY).
const BEHIND_PROXY = { TRUST_PROXY: 'true', TRUSTED_PROXIES: '127.0.0.1,::1' };

function beacon(c: Client, id: string, from: string) {
  return c.api('/api/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER, 'X-Forwarded-For': from },
    body: JSON.stringify({ kind: 'villas', id, action: 'view' }),
  });
}

/** The listing's views in the administrator's CSV export. */
async function views(c: Client, id: string): Promise<number> {
  const { cookie } = await c.login();
  const res = await c.api('/api/leads/export?days=7', { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  const lines = (await res.text()).split('\r\n');
  const header = lines[0].replace(/^\uFEFF/, '').split(',');
  const row = lines.find((l) => l.startsWith(`${id},`))?.split(',');
  return row ? Number(row[header.indexOf('Views')]) : 0;
}

/** Runs `work` for 0..n-1, `width` at a time; the results in order. */
async function pool<T>(n: number, width: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await work(i);
      }
    }),
  );
  return out;
}

describe(`the site-wide beacon ceiling (${ENGINE})`, () => {
  const CEILING = 200;
  let srv: RunningServer;
  let c: Client;
  beforeAll(async () => {
    srv = await startServer(ENGINE, { ...BEHIND_PROXY, LEAD_SITE_BEACONS_PER_MINUTE: String(CEILING) });
    c = createClient(srv.context);
  });
  afterAll(async () => {
    await srv?.stop();
  });

  it('stops a flood from 1,000 addresses at the ceiling, and counts every accepted beacon once', async () => {
    const listing = await c.seed('villas', { title: `${MARK} flooded villa` });
    const started = Date.now();
    // 1,000 addresses, one beacon each: no address comes near its own limit of 30.
    const results = await pool(1_000, 20, async (i) => {
      const res = await beacon(c, listing._id, `10.77.${i >> 8}.${i & 255}`);
      const body = res.status === 204 ? '' : await res.text();
      return { status: res.status, retry: res.headers.get('retry-after'), body };
    });
    const elapsed = Date.now() - started;
    const accepted = results.filter((r) => r.status === 204).length;
    const refused = results.filter((r) => r.status === 429);
    expect(accepted + refused.length, JSON.stringify(results.find((r) => r.status !== 204 && r.status !== 429))).toBe(1_000);
    // One minute's allowance: exact when the flood took less than the minute the window lasts.
    expect(elapsed, 'the flood must fit in one window of the limit').toBeLessThan(60_000);
    expect(accepted).toBe(CEILING);
    for (const r of refused) {
      expect(Number(r.retry)).toBeGreaterThan(0);
      expect(Number(r.retry)).toBeLessThanOrEqual(60);
      expect((JSON.parse(r.body) as Json).message).toMatch(/Too many requests/);
    }
    // A visitor from yet another address is refused too while the minute lasts.
    expect((await beacon(c, listing._id, '192.0.2.200')).status).toBe(429);
    expect(await views(c, listing._id)).toBe(accepted);
  });
});

describe(`the per-address beacon limit counts an IPv6 /64 as one address (${ENGINE})`, () => {
  let srv: RunningServer;
  let c: Client;
  beforeAll(async () => {
    srv = await startServer(ENGINE, BEHIND_PROXY);
    c = createClient(srv.context);
  });
  afterAll(async () => {
    await srv?.stop();
  });

  it('takes 30 beacons a minute from one /64, whatever its addresses, and more from another /64', async () => {
    const listing = await c.seed('villas', { title: `${MARK} ipv6 villa` });
    for (let i = 1; i <= 30; i++) {
      expect((await beacon(c, listing._id, `2001:db8:a:b::${i.toString(16)}`)).status, `beacon ${i}`).toBe(204);
    }
    const res = await beacon(c, listing._id, '2001:db8:a:b:ffff:ffff:ffff:fffe');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await beacon(c, listing._id, '2001:db8:a:c::1')).status).toBe(204);
    expect(await views(c, listing._id)).toBe(31);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const listing = await c.seed('villas', { title: `${MARK} mapped villa` });
    for (let i = 0; i < 30; i++) {
      const from = i % 2 ? '198.51.100.7' : '::ffff:198.51.100.7';
      expect((await beacon(c, listing._id, from)).status, `beacon ${i + 1} from ${from}`).toBe(204);
    }
    expect((await beacon(c, listing._id, '::ffff:198.51.100.7')).status).toBe(429);
    expect((await beacon(c, listing._id, '198.51.100.7')).status).toBe(429);
    expect(await views(c, listing._id)).toBe(30);
  });
});
