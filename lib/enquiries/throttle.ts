import 'server-only';
import { addressKey } from '@/lib/net/address-key';
import { sharedLimiter, take } from '@/lib/rate-limit';
import { enquirySettings } from './settings';

/*
 * Requests one address (an IPv6 /64) may make in 10 minutes (ENQUIRIES_PER_ADDRESS, 5), and the
 * whole site in a minute (ENQUIRIES_SITE_PER_MINUTE, 30), in memory or (with REDIS_URL) in Redis
 * across instances. Only requests that passed validation count: a person correcting a field is not
 * held back, and what is refused stores nothing. An address's refused requests do not draw on the
 * site's allowance. The address is the limiter's key and is stored nowhere else.
 */
const TEN_MINUTES = 600;
let settings: ReturnType<typeof enquirySettings> | undefined;
const perAddress = () => sharedLimiter({ keyPrefix: 'hosur:enquiries', points: (settings ??= enquirySettings()).perAddress, duration: TEN_MINUTES });
const perSite = () => sharedLimiter({ keyPrefix: 'hosur:enquiries-site', points: (settings ??= enquirySettings()).perSiteMinute, duration: 60 });

/** 0 if this address may send one more request now, else the seconds until it may. */
export async function takeEnquiry(address: string): Promise<number> {
  const wait = await take(perAddress(), addressKey(address));
  return wait > 0 ? wait : take(perSite(), 'all');
}
