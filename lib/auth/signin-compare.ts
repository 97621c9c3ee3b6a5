import 'server-only';
import { env } from '@/lib/env';
import { BCRYPT_MAX_BYTES } from '@/models/user';
import { createGate, type Gate } from './comparison-gate';
import { DUMMY_HASH, passwordMatches } from './password';

// One gate per process: Next bundles route handlers separately, each with its own copy of this module.
const store = globalThis as typeof globalThis & { __signinGate?: Gate };

/**
 * SIGNIN_CONCURRENCY comparisons at once in this process, SIGNIN_QUEUE more waiting, the rest told
 * to come back. Each comparison is a quarter of a second of a core (password-threads.ts); a burst
 * let in without a bound would keep every sign-in waiting behind it, the dealer's too, for minutes.
 */
function comparisonGate(): Gate {
  return (store.__signinGate ??= createGate(env().SIGNIN_CONCURRENCY, env().SIGNIN_QUEUE));
}

/**
 * Whether the password is the one `hash` was made from, compared in turn; 'busy' at once, without
 * comparing, when the queue is full. No hash (an unknown e-mail) still costs one comparison, so
 * the answer's timing does not tell which e-mails have an account.
 */
export async function compareInTurn(password: string, hash: string | undefined): Promise<boolean | 'busy'> {
  const slot = comparisonGate().enter();
  if (!slot) return 'busy';
  const release = await slot;
  try {
    const matches = await passwordMatches(password, hash ?? DUMMY_HASH);
    // bcrypt reads 72 bytes; no stored password is longer, so a longer one must not match by its prefix.
    return matches && hash !== undefined && Buffer.byteLength(password, 'utf8') <= BCRYPT_MAX_BYTES;
  } finally {
    release();
  }
}
