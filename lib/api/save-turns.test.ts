import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAVE_REDIS, type TestRedis, testRedis } from '../../tests/api/support/redis';
import { saveTurns } from './save-turns';

const GAP = 120;

/** Asks for turns at once from each of `instances`, in turn; the ms each started after t0, in the order asked. */
async function startsOf(instances: ReturnType<typeof saveTurns>[], count: number): Promise<number[]> {
  const t0 = performance.now();
  const started: number[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const turn = await instances[i % instances.length](GAP);
      await turn();
      started[i] = performance.now() - t0;
    }),
  );
  return started;
}

/** The time between each start and the next. */
function gaps(starts: number[]): number[] {
  const sorted = [...starts].sort((a, b) => a - b);
  return sorted.slice(1).map((t, i) => t - sorted[i]);
}

describe('save turns', () => {
  it('starts saves one gap apart, in the order they asked, and one that comes a gap after the last at once', async () => {
    const turn = saveTurns(async () => null);
    const starts = await startsOf([turn], 3);
    expect(starts[0]).toBeLessThan(60);
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(GAP - 5);
    expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(GAP - 5);
    await new Promise((resolve) => setTimeout(resolve, GAP));
    const t1 = performance.now();
    await (await turn(GAP))();
    expect(performance.now() - t1).toBeLessThan(30);
  });

  it('lets a save do its checks while it waits: its turn comes a gap after the last, not after the checks', async () => {
    const turn = saveTurns(async () => null);
    await (await turn(GAP))();
    const t0 = performance.now();
    const mine = await turn(GAP);
    await new Promise((resolve) => setTimeout(resolve, GAP / 2)); // the checks
    await mine();
    const waited = performance.now() - t0;
    expect(waited).toBeGreaterThanOrEqual(GAP - 10);
    expect(waited).toBeLessThan(GAP + GAP / 2 - 10);
  });

  it('keeps each instance on its own pace without Redis: two instances start together', async () => {
    const starts = await startsOf([saveTurns(async () => null), saveTurns(async () => null)], 2);
    expect(Math.abs(starts[1] - starts[0])).toBeLessThan(60);
  });
});

describe.skipIf(!HAVE_REDIS)('save turns shared through Redis', () => {
  let redis: TestRedis;
  let clients: ReturnType<typeof createClient>[];

  beforeAll(async () => {
    redis = await testRedis();
    await redis.start();
    clients = [createClient({ url: redis.url, disableOfflineQueue: true, socket: { reconnectStrategy: false } }), createClient({ url: redis.url, disableOfflineQueue: true, socket: { reconnectStrategy: false } })];
    for (const c of clients) {
      c.on('error', () => {});
      await c.connect();
    }
  });
  afterAll(async () => {
    for (const c of clients) await c.disconnect().catch(() => {});
    await redis.kill();
  });

  it('keeps one pace for two instances: six saves, three on each, start one gap apart', async () => {
    const [a, b] = clients.map((c) => saveTurns(async () => c));
    const starts = await startsOf([a, b], 6);
    for (const gap of gaps(starts)) expect(gap).toBeGreaterThanOrEqual(GAP - 5);
    expect(Math.max(...starts)).toBeLessThan(5 * GAP + 150);
  });

  it("goes on at each instance's own pace while Redis is away", async () => {
    await redis.kill();
    const [a, b] = clients.map((c) => saveTurns(async () => c));
    const starts = await startsOf([a, b], 2);
    expect(Math.abs(starts[1] - starts[0])).toBeLessThan(60);
  });
});
