import 'server-only';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { sharedLimiter } from '@/lib/rate-limit';

/*
 * Who may have a password compared, and how soon. Three counters, each counting the sign-ins
 * compared (or being compared) that did not succeed, across instances with REDIS_URL
 * (lib/rate-limit.ts):
 *
 *  - one address and one e-mail together: ADDRESS_EMAIL_LIMIT in WINDOW_SECONDS, then 429 until
 *    the window ends. This is what stops one client guessing one account's password.
 *  - one address, whatever the e-mail: ADDRESS_LIMIT in the same window, then 429. It stops one
 *    client trying many e-mails; it is higher, so a dealer who mistyped the address of their
 *    account still gets in from their own network.
 *  - one e-mail, from every address: never a refusal, only a wait before the comparison that grows
 *    slowly, EMAIL_DELAY_STEP_MS for each such failure past EMAIL_FREE_FAILURES in the last hour, up
 *    to EMAIL_DELAY_MAX_MS. Strangers who know the dealer's e-mail can make the dealer wait at most
 *    that long; they can never lock the dealer out, as a refusal per e-mail would let them do (five
 *    wrong passwords from anywhere, every 15 minutes). The wait slows a guesser who waits for each
 *    answer; one who sends many at once is held by the address limits above and by the few
 *    comparisons each instance runs at once (comparisonGate), not by the wait.
 *
 * A point is taken from each counter before the password is compared (an atomic consume, in
 * memory and in Redis alike), so sign-ins sent at once cannot all pass a check made before any of
 * them failed. The points are given back when the attempt turns out not to count: refused by one
 * of the address limits, or never compared (the instance was too busy). A success gives back its
 * points and clears its address and e-mail pair; the failures strangers caused stay counted.
 */
export const ADDRESS_EMAIL_LIMIT = 5;
export const ADDRESS_LIMIT = 10;
export const WINDOW_SECONDS = 15 * 60;
export const EMAIL_FREE_FAILURES = 10;
export const EMAIL_WINDOW_SECONDS = 60 * 60;
export const EMAIL_DELAY_STEP_MS = 100;
export const EMAIL_DELAY_MAX_MS = 10_000;

const pairs = () => sharedLimiter({ keyPrefix: 'hosur:signin:address-email', points: ADDRESS_EMAIL_LIMIT, duration: WINDOW_SECONDS });
const addresses = () => sharedLimiter({ keyPrefix: 'hosur:signin:address', points: ADDRESS_LIMIT, duration: WINDOW_SECONDS });
// Counts only: its limit is never reached.
const emails = () => sharedLimiter({ keyPrefix: 'hosur:signin:email', points: 1e9, duration: EMAIL_WINDOW_SECONDS });

/** The wait before comparing, given the e-mail's failures (from any address) before this attempt. */
export function emailDelayMs(failuresBefore: number): number {
  return Math.min(EMAIL_DELAY_MAX_MS, Math.max(0, failuresBefore - EMAIL_FREE_FAILURES + 1) * EMAIL_DELAY_STEP_MS);
}

/** How the attempt ended: it signed in, it was compared and failed, or it was never compared. */
export type Outcome = 'success' | 'failure' | 'not-compared';

export interface Admitted {
  admitted: true;
  /** How long to wait before comparing (the e-mail's slowly growing delay). */
  delayMs: number;
  /** Gives back what the outcome does not count; call it once, whatever happened. */
  settle: (outcome: Outcome) => Promise<void>;
}

export type Admission = { admitted: false; retryAfter: number } | Admitted;

/** Takes a point: the counter's state if within its limit, the refusal otherwise. */
async function take(limiter: RateLimiterAbstract, key: string): Promise<{ ok: boolean; res: RateLimiterRes }> {
  try {
    return { ok: true, res: await limiter.consume(key) };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { ok: false, res: err };
    throw err;
  }
}

/** A counter left a point too high is not worth failing a sign-in for; it runs out with its window. */
async function quietly(work: Promise<unknown>[]): Promise<void> {
  for (const result of await Promise.allSettled(work)) {
    if (result.status === 'rejected') console.error('Sign-in throttle: could not update a counter:', result.reason);
  }
}

/** Takes this attempt's points; see the scheme above. `email` is lower-case. */
export async function admitSignIn(address: string, email: string): Promise<Admission> {
  const [pairLimiter, addressLimiter, emailLimiter] = await Promise.all([pairs(), addresses(), emails()]);
  const pairKey = `${address} ${email}`;
  const [pair, addr] = await Promise.all([take(pairLimiter, pairKey), take(addressLimiter, address)]);
  if (!pair.ok || !addr.ok) {
    await quietly([pairLimiter.reward(pairKey, 1), addressLimiter.reward(address, 1)]);
    const refusal = [pair, addr].filter((t) => !t.ok).map((t) => t.res.msBeforeNext);
    return { admitted: false, retryAfter: Math.max(1, Math.ceil(Math.max(...refusal) / 1000)) };
  }
  const mail = await take(emailLimiter, email);
  return {
    admitted: true,
    delayMs: emailDelayMs(mail.res.consumedPoints - 1),
    async settle(outcome) {
      if (outcome === 'failure') return;
      await quietly([
        outcome === 'success' ? pairLimiter.delete(pairKey) : pairLimiter.reward(pairKey, 1),
        addressLimiter.reward(address, 1),
        emailLimiter.reward(email, 1),
      ]);
    },
  };
}
