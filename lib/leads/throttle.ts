import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { sharedLimiter } from '@/lib/rate-limit';

/**
 * Beacons per address and minute (LEAD_BEACONS_PER_MINUTE, 30 by default): far above what a
 * person browsing sends, low enough that inflating a listing's counts takes many addresses. The
 * address is the limiter's key in memory (or Redis, expiring with the minute) and nowhere else.
 */
const limiter = () => sharedLimiter({ keyPrefix: 'hosur:leads', points: env().LEAD_BEACONS_PER_MINUTE, duration: 60 });

/** Takes one beacon from the address's allowance: 0 if it may go on, else the seconds until it may. */
export async function takeBeacon(address: string): Promise<number> {
  try {
    await (await limiter()).consume(address);
    return 0;
  } catch (err) {
    if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    throw err;
  }
}
