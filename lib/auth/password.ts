import 'server-only';
import bcrypt from 'bcrypt';
import { env } from '@/lib/env';
import { createPasswordThreads, PasswordThreadFailed } from './password-threads';

export const BCRYPT_COST = 12;

/**
 * Compared against when the e-mail is unknown, so both failures cost one bcrypt round. A constant,
 * not hashed at start-up: hashing it would hold the process for a quarter of a second.
 */
export const DUMMY_HASH = '$2b$12$m7FGacBoKzuDx98nHayonuKY0uQNyyqkYiOVXk2v9lHkkncvGIP8S';

/*
 * The native binding (bcrypt), never on the event loop. Its hashes are the format bcryptjs wrote
 * ($2a$/$2b$), so passwords stored before keep working, and bcryptjs reads what it writes.
 * Hashing (creating or resetting the administrator) is rare and runs on libuv's pool.
 */
export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

// One set of threads per process: Next bundles route handlers separately, each with its own copy of this module.
const store = globalThis as typeof globalThis & {
  __passwordThreads?: ReturnType<typeof createPasswordThreads>;
  __passwordThreadsFailed?: boolean;
  __signinComparing?: number;
};

async function compare(password: string, hash: string): Promise<boolean> {
  try {
    return await (store.__passwordThreads ??= createPasswordThreads(env().SIGNIN_CONCURRENCY)).compare(password, hash);
  } catch (err) {
    if (!(err instanceof PasswordThreadFailed)) throw err;
    // Fails safe: still off the event loop, on libuv's pool, at the usual priority.
    if (!store.__passwordThreadsFailed) console.error(`${err.message} Comparing on libuv's thread pool instead.`);
    store.__passwordThreadsFailed = true;
    return bcrypt.compare(password, hash);
  }
}

/**
 * Whether `password` matches `hash`. With SIGNIN_TRACE=true each comparison logs how many run in
 * this process at that moment, counted here around the comparison itself rather than by whatever
 * admits them, so tests can check the admission limit from the outside.
 */
export async function passwordMatches(password: string, hash: string): Promise<boolean> {
  if (!env().SIGNIN_TRACE) return compare(password, hash);
  const now = (store.__signinComparing = (store.__signinComparing ?? 0) + 1);
  console.log(`sign-in trace: comparing=${now}`);
  try {
    return await compare(password, hash);
  } finally {
    store.__signinComparing = (store.__signinComparing ?? 1) - 1;
  }
}
