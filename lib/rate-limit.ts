import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { connectedRedis } from '@/lib/redis';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

// Kept on globalThis: Next bundles route handlers separately, each with its own copy of this module.
const store = globalThis as typeof globalThis & { __rateLimiters?: Map<string, RateLimiterAbstract> };

/*
 * A counter per key shared by every instance: with REDIS_URL they count in Redis
 * (rate-limiter-flexible), so a limit holds across instances. While Redis is unreachable each
 * instance counts in its own memory instead (the insurance limiter), so the limited route keeps
 * working and stays limited, per instance. Without REDIS_URL the count is in this process, as
 * for a single server. One limiter per keyPrefix and process.
 */
export async function sharedLimiter(options: LimiterOptions): Promise<RateLimiterAbstract> {
  const limiters = (store.__rateLimiters ??= new Map());
  const existing = limiters.get(options.keyPrefix);
  if (existing) return existing;
  const client = await connectedRedis();
  if (!limiters.has(options.keyPrefix)) {
    limiters.set(
      options.keyPrefix,
      client
        ? new RateLimiterRedis({
            ...options,
            storeClient: client,
            useRedisPackage: true,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options),
    );
  }
  return limiters.get(options.keyPrefix)!;
}

const secondsUntil = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Takes one point of `key`'s allowance: 0 if it may go on, else the seconds until it may (for Retry-After). */
export async function take(limiter: Promise<RateLimiterAbstract>, key: string): Promise<number> {
  try {
    await (await limiter).consume(key);
    return 0;
  } catch (err) {
    if (err instanceof RateLimiterRes) return secondsUntil(err);
    throw err;
  }
}
