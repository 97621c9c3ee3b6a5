import 'server-only';
import { sharedLimiter } from '@/lib/rate-limit';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

/*
 * Failed sign-ins per key (an e-mail, an address), counted across instances with REDIS_URL
 * (lib/rate-limit.ts), so five failures lock the key on all of them.
 *
 * A window opens with a key's first failure and lasts WINDOW_MS; the key is locked once
 * MAX_FAILURES failures fall in it, until it ends. A success clears the key.
 */
const options = { keyPrefix: 'hosur:signin', points: MAX_FAILURES, duration: WINDOW_MS / 1000 };
const limiter = () => sharedLimiter(options);

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
