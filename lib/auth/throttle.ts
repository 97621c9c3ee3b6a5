import 'server-only';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

// Kept in memory: one process serves one site here. Several instances behind a load balancer
// would each count separately (at most MAX_FAILURES per instance).
const failures = new Map<string, number[]>();

function recent(key: string, now: number): number[] {
  const times = (failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  if (times.length) failures.set(key, times);
  else failures.delete(key);
  return times;
}

/** Seconds to wait before another try, or 0 when none of the keys is locked. */
export function retryAfter(keys: string[], now = Date.now()): number {
  let wait = 0;
  for (const key of keys) {
    const times = recent(key, now);
    if (times.length >= MAX_FAILURES) wait = Math.max(wait, Math.ceil((times[0] + WINDOW_MS - now) / 1000));
  }
  return wait;
}

export function recordFailure(keys: string[], now = Date.now()): void {
  for (const key of keys) failures.set(key, [...recent(key, now), now]);
}

export function clearFailures(keys: string[]): void {
  for (const key of keys) failures.delete(key);
}
