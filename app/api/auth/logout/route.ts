import { requireSameOrigin } from '@/lib/api/guard';
import { ok } from '@/lib/api/respond';
import { apiRoute } from '@/lib/api/route';
import { clearedCookie } from '@/lib/auth/cookie';
import { credentialOf, userForToken } from '@/lib/auth/session';
import { revokeSessions } from '@/lib/auth/users';

/** Ends the session everywhere: the token stops working even if it was copied. */
export const POST = apiRoute(async (request: Request) => {
  requireSameOrigin(request);
  const credential = credentialOf(request.headers);
  const user = credential ? await userForToken(credential.token) : null;
  if (user) await revokeSessions(user.id);
  return ok({ message: 'Logged out' }, 200, { 'Set-Cookie': clearedCookie() });
});
