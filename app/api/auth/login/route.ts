import bcrypt from 'bcryptjs';
import { fail, HttpError, ok } from '@/lib/api/respond';
import { requireSameOrigin } from '@/lib/api/guard';
import { apiRoute } from '@/lib/api/route';
import { clientAddress } from '@/lib/api/client-address';
import { sessionCookie } from '@/lib/auth/cookie';
import { authSecret } from '@/lib/auth/secret';
import { clearFailures, recordFailure, retryAfter } from '@/lib/auth/throttle';
import { REMEMBER_SECONDS, SESSION_SECONDS, signSession } from '@/lib/auth/token';
import { findUserByEmail, publicUser } from '@/lib/auth/users';
import { BCRYPT_MAX_BYTES, loginSchema } from '@/models/user';

const INVALID = 'Invalid email or password.';
// Compared against when the e-mail is unknown, so both failures cost one bcrypt round.
const DUMMY_HASH = bcrypt.hashSync('no user has this password', 12);

export const POST = apiRoute(async (request: Request) => {
  requireSameOrigin(request);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new HttpError(400, 'Send e-mail and password as JSON.');
  }
  const parsed = loginSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '));
  const { email, password, rememberMe } = parsed.data;

  const keys = [`email:${email}`, `ip:${clientAddress(request)}`];
  const wait = await retryAfter(keys);
  if (wait > 0) {
    return fail(429, 'Too many failed sign-in attempts. Please try again later.', {}, { 'Retry-After': String(wait) });
  }

  const user = await findUserByEmail(email);
  // bcrypt reads 72 bytes; no stored password is longer, so a longer one must not match by its prefix.
  const tooLong = Buffer.byteLength(password, 'utf8') > BCRYPT_MAX_BYTES;
  const matches = (await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH)) && !tooLong;
  if (!user || !matches) {
    await recordFailure(keys);
    return fail(401, INVALID);
  }
  await clearFailures(keys);
  const seconds = rememberMe ? REMEMBER_SECONDS : SESSION_SECONDS;
  const accessToken = await signSession({ sub: user.id, sv: user.sessionVersion }, seconds, authSecret());
  return ok(
    { message: 'Login successful', data: { accessToken, user: publicUser(user) } },
    200,
    { 'Set-Cookie': sessionCookie(accessToken, rememberMe) },
  );
});
