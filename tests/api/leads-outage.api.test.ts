// Redis going away under a running server, as the lead beacon limit and the page cache see it:
// beacons and pages keep being answered, and the log says so in one line per Redis client when
// it is lost and one when it is back, with the count of calls that failed in between, instead of
// several stack traces a second. (The minute between "still unreachable" lines is proven with a
// clock in lib/outage-log.test.ts and on PostgreSQL in tests/int/leads-outage.int.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createClient, marker } from './support/client';
import { HAVE_REDIS, type TestRedis, testRedis } from './support/redis';
import { type RunningServer, startServer } from './support/server';

const ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.skipIf(!HAVE_REDIS)(`a Redis outage, logged once (${ENGINE})`, () => {
  let store: TestRedis;
  let srv: RunningServer;
  let c: Client;

  beforeAll(async () => {
    store = await testRedis();
    await store.start();
    srv = await startServer(ENGINE, { REDIS_URL: store.url });
    c = createClient(srv.context);
    await waitFor(() => srv.output().includes('Shared cache: using Redis'), 20_000, 'the shared cache to use Redis');
  });
  afterAll(async () => {
    await srv?.stop();
    await store?.kill();
  });

  it('keeps answering, says once that each Redis client lost it and once that it is back, with the failed calls counted', async () => {
    const listing = await c.seed('villas', { title: `${marker('lo')} outage villa` });
    const beacon = () =>
      c.api('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'User-Agent': BROWSER },
        body: JSON.stringify({ kind: 'villas', id: listing._id, action: 'view' }),
      });
    expect((await beacon()).status).toBe(204);
    expect((await c.api('/villas')).status).toBe(200);

    const mark = srv.output().length;
    const lostAt = Date.now();
    await store.kill();
    // Twelve seconds without Redis, with visitors: beacons (limited per instance meanwhile) and page reads.
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const [b, page] = await Promise.all([beacon(), c.api(i % 2 ? '/villas' : `/villas/${listing._id}`)]);
      statuses.push(b.status, page.status);
      await sleep(500);
    }
    expect(new Set(statuses)).toEqual(new Set([204, 200]));
    const during = srv.output().slice(mark);
    const outageSeconds = (Date.now() - lostAt) / 1000;

    await store.start();
    await waitFor(() => /Redis \(rate limits\): reachable again/.test(srv.output().slice(mark)), 20_000, 'the rate limits to find Redis again');
    await waitFor(() => /Shared cache \(Redis\): reachable again/.test(srv.output().slice(mark)), 20_000, 'the shared cache to find Redis again');
    // Visitors after the return; the library's connections come back on their own schedule, unused until then.
    for (let i = 0; i < 10; i++) {
      expect((await c.api('/villas')).status).toBe(200);
      await sleep(300);
    }
    expect((await beacon()).status).toBe(204);
    const after = srv.output().slice(mark + during.length);

    const ours = (text: string) => text.split('\n').filter((l) => /^(Redis \(rate limits\)|Shared cache \(Redis\)):/.test(l));
    const lost = ours(during);
    expect(lost, during).toHaveLength(2);
    expect(lost).toContainEqual(
      expect.stringMatching(/^Redis \(rate limits\): unreachable \(.+\); each instance counts failed sign-ins and lead beacons on its own until it returns\.$/),
    );
    expect(lost).toContainEqual(
      expect.stringMatching(/^Shared cache \(Redis\): unreachable \(.+\); pages are rendered and served by this instance alone until it returns \(redis:\/\/127\.0\.0\.1:\d+\)\.$/),
    );
    const back = ours(after);
    expect(back).toHaveLength(2);
    for (const name of ['Redis \\(rate limits\\)', 'Shared cache \\(Redis\\)']) {
      const line = back.find((l) => new RegExp(`^${name}: reachable again after \\d+ s; \\d+ calls failed in between\\.$`).test(l));
      expect(line, `${name} in ${JSON.stringify(back)}`).toBeDefined();
      expect(Number(/; (\d+) calls failed/.exec(line!)![1])).toBeGreaterThanOrEqual(5);
    }

    // What the cache library writes itself: each of its four connections logs the loss and each
    // try to reconnect, after 2, 4, 8, 16 s … (before: every 2 s); never one per request.
    const libraryEntries = (text: string) => text.split('\n').filter((l) => /^(Redis client error|Subscriber client error|RedisStringsHandler|Failed to)/.test(l)).length;
    const tries = Math.floor(Math.log2(1 + outageSeconds / 2)) + 1;
    expect(libraryEntries(during), `${outageSeconds} s:\n${during}`).toBeLessThanOrEqual(4 * (1 + tries) + 2);
    expect(libraryEntries(after), after).toBeLessThanOrEqual(4);
  });
});
