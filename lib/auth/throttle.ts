import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { connectedRedis } from '@/lib/redis';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

/*
 * Failed sign-ins per key (an e-mail, an address). With REDIS_URL every instance counts in Redis
 * (rate-limiter-flexible), so five failures lock the key on all of them. While Redis is
 * unreachable each instance counts in its own memory instead (the insurance limiter), so sign-in
 * keeps working and stays throttled, per instance. Without REDIS_URL the count is in this
 * process, as for a single server.
 *
 * A window opens with a key's first failure and lasts WINDOW_MS; the key is locked once
 * MAX_FAILURES failures fall in it, until it ends. A success clears the key.
 */
const options = { keyPrefix: 'hosur:signin', points: MAX_FAILURES, duration: WINDOW_MS / 1000 };
const store = globalThis as typeof globalThis & { __signInLimiter?: RateLimiterAbstract };

async function limiter(): Promise<RateLimiterAbstract> {
  if (store.__signInLimiter) return store.__signInLimiter;
  const client = await connectedRedis();
  store.__signInLimiter ??= client
    ? new RateLimiterRedis({
        ...options,
        storeClient: client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  return store.__signInLimiter;
}

/** Seconds to wait before another try, or 0 when none of the keys is locked. */
export async function retryAfter(keys: string[]): Promise<number> {
  let wait = 0;
  for (const key of keys) {
    const res = await (await limiter()).get(key);
    if (res && res.consumedPoints >= MAX_FAILURES) wait = Math.max(wait, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
  }
  return wait;
}

export async function recordFailure(keys: string[]): Promise<void> {
  const counter = await limiter();
  await Promise.all(keys.map((key) => counter.penalty(key, 1)));
}

export async function clearFailures(keys: string[]): Promise<void> {
  const counter = await limiter();
  await Promise.all(keys.map((key) => counter.delete(key)));
}
