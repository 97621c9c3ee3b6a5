import 'server-only';
import { connectedRedis, type RedisClient } from '@/lib/redis';

/*
 * Saves (creates, edits, deletes) start at least SAVE_GAP_MS (300 by default) apart across the
 * whole site, in the order they asked; one that comes later than that after the last start starts
 * at once, so one administrator never waits. A save reserves its turn as it arrives and checks
 * what it was sent while it waits (lib/api/listing-handlers.ts). Without a pace, administrators saving back to back
 * take whatever CPU they are given: a save without its image work costs about 50 ms, and five
 * writers made 392 saves in 30 s, whose bodies, rows and re-rendered lists slowed the readers 1.62
 * times; one every 500 ms kept them within 1.11 to 1.30 times (npm run test:load,
 * docs/performance.md).
 *
 * With REDIS_URL the start times are reserved in Redis, so several instances keep one pace and
 * writers that happen to reach the same instance do not queue there while another has turns to
 * spare. Without Redis, or while it is away, each instance keeps its own.
 */
const GAP_MS = Math.max(0, Number(process.env.SAVE_GAP_MS ?? 300) || 0);

const KEY = 'save-turns:last-start';

// The next start is one gap after the last reserved one, or now; Redis's clock, so instances'
// clocks need not agree. Returns how long the caller waits, in ms.
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local last = tonumber(redis.call('GET', KEYS[1]))
local start = now
if last and last + tonumber(ARGV[1]) > now then start = last + tonumber(ARGV[1]) end
redis.call('SET', KEYS[1], start, 'PX', start - now + 60000)
return start - now`;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One instance's turns: `redis` gives the shared store, or null to keep the pace here. */
export function saveTurns(redis: () => Promise<RedisClient | null>) {
  let lastStart = Number.NEGATIVE_INFINITY;

  function reserveHere(gapMs: number): number {
    const now = performance.now();
    lastStart = Math.max(now, lastStart + gapMs);
    return lastStart - now;
  }

  async function reserve(gapMs: number): Promise<number> {
    const client = await redis();
    if (!client?.isReady) return reserveHere(gapMs);
    try {
      return Number(await client.eval(RESERVE, { keys: [KEY], arguments: [String(gapMs)] }));
    } catch {
      // Redis went away in the call (its client logs the outage): pace on this instance meanwhile.
      return reserveHere(gapMs);
    }
  }

  /**
   * Reserves this save's turn and resolves at once with a function that waits until it comes, so
   * that a save can check what it was sent meanwhile.
   */
  return async function reserveTurn(gapMs = GAP_MS): Promise<() => Promise<void>> {
    const startAt = performance.now() + (await reserve(gapMs));
    return async () => {
      const wait = startAt - performance.now();
      if (wait > 0) await sleep(wait);
    };
  };
}

// On globalThis: Next bundles each route handler with its own copy of this module, and creates,
// edits and deletes must share one pace.
const store = globalThis as typeof globalThis & { __saveTurns?: ReturnType<typeof saveTurns> };

/** Reserves this save's turn on the site's pace (SAVE_GAP_MS); call what it resolves with to wait for it. */
export const reserveTurn = (gapMs?: number) => (store.__saveTurns ??= saveTurns(() => connectedRedis()))(gapMs);
