import 'server-only';
import { addressKey } from '@/lib/net/address-key';
import { sharedLimiter, take } from '@/lib/rate-limit';
import { leadSettings } from './settings';

/*
 * Two allowances a minute, both in memory or (with REDIS_URL) in Redis, expiring with the minute:
 * - per address (LEAD_BEACONS_PER_MINUTE, 30 by default): far above what a person browsing sends,
 *   low enough that inflating a listing's counts takes many addresses. An IPv6 address counts by
 *   its /64 (lib/net/address-key.ts). The address is the limiter's key and is stored nowhere else.
 * - for the whole site (LEAD_SITE_BEACONS_PER_MINUTE): many addresses together cannot write more
 *   than that many rows a minute.
 * An address's refused beacons do not draw on the site's allowance, so one address cannot use up
 * more of it than its own 30.
 */
let settings: ReturnType<typeof leadSettings> | undefined;
const perAddress = () => sharedLimiter({ keyPrefix: 'hosur:leads', points: (settings ??= leadSettings()).beaconsPerAddress, duration: 60 });
const perSite = () => sharedLimiter({ keyPrefix: 'hosur:leads-site', points: (settings ??= leadSettings()).beaconsPerSite, duration: 60 });
const SITE_KEY = 'all';


/** Takes one beacon from the address's allowance and the site's: 0 if it may go on, else the seconds until it may. */
export async function takeBeacon(address: string): Promise<number> {
  const wait = await take(perAddress(), addressKey(address));
  return wait > 0 ? wait : take(perSite(), SITE_KEY);
}
