import { setTimeout as sleep } from 'node:timers/promises';
import { fail, HttpError, ok } from '@/lib/api/respond';
import { requireSameOrigin } from '@/lib/api/guard';
import { apiRoute } from '@/lib/api/route';
import { clientAddress } from '@/lib/api/client-address';
import { readSmallBody, withSmallBodies } from '@/lib/api/small-body';
import { sessionCookie } from '@/lib/auth/cookie';
import { authSecret } from '@/lib/auth/secret';
import { compareInTurn } from '@/lib/auth/signin-compare';
import { type Admitted, admitSignIn, type Outcome } from '@/lib/auth/throttle';
import { REMEMBER_SECONDS, SESSION_SECONDS, signSession } from '@/lib/auth/token';
import { findUserByEmail, publicUser } from '@/lib/auth/users';
import type { UserRow } from '@/lib/db/schema';
import { loginSchema } from '@/models/user';

const INVALID = 'Invalid email or password.';
const TOO_MANY = 'Too many failed sign-in attempts. Please try again later.';
const BUSY = 'The server is busy with other sign-ins. Please try again in a moment.';

async function readCredentials(request: Request) {
  const text = await readSmallBody(request);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Send e-mail and password as JSON.');
  }
  const parsed = loginSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

/** The user whose password this is; null if it is not; 'busy' if it could not be compared now. */
async function check(email: string, password: string, admission: Admitted): Promise<UserRow | null | 'busy'> {
  let outcome: Outcome = 'not-compared';
  try {
    if (admission.delayMs > 0) await sleep(admission.delayMs);
    const user = await findUserByEmail(email);
    const matches = await compareInTurn(password, user?.passwordHash);
    if (matches === 'busy') return 'busy';
    outcome = matches && user ? 'success' : 'failure';
    return matches && user ? user : null;
  } finally {
    await admission.settle(outcome);
  }
}

/** Counted before it is compared (lib/auth/throttle.ts), compared in turn (lib/auth/signin-compare.ts). */
export const POST = apiRoute(
  withSmallBodies(async (request: Request) => {
    requireSameOrigin(request);
    const { email, password, rememberMe } = await readCredentials(request);

    const admission = await admitSignIn(clientAddress(request), email);
    if (!admission.admitted) return fail(429, TOO_MANY, {}, { 'Retry-After': String(admission.retryAfter) });
    const user = await check(email, password, admission);
    if (user === 'busy') return fail(503, BUSY, {}, { 'Retry-After': '1' });
    if (!user) return fail(401, INVALID);

    const seconds = rememberMe ? REMEMBER_SECONDS : SESSION_SECONDS;
    const accessToken = await signSession({ sub: user.id, sv: user.sessionVersion }, seconds, authSecret());
    return ok(
      { message: 'Login successful', data: { accessToken, user: publicUser(user) } },
      200,
      { 'Set-Cookie': sessionCookie(accessToken, rememberMe) },
    );
  }),
);
