import { requireSameOrigin } from '@/lib/api/guard';
import { ok } from '@/lib/api/respond';
import { apiRoute } from '@/lib/api/route';
import { readSmallBody, withSmallBodies } from '@/lib/api/small-body';
import { clearedCookie } from '@/lib/auth/cookie';
import { credentialOf, userForToken } from '@/lib/auth/session';
import { revokeSessions } from '@/lib/auth/users';

/** Ends the session everywhere: the token stops working even if it was copied. */
export const POST = apiRoute(
  withSmallBodies(async (request: Request) => {
    requireSameOrigin(request);
    // Nothing is sent here; what a client sends anyway is read no further than the small-body limit.
    await readSmallBody(request);
    const credential = credentialOf(request.headers);
    const user = credential ? await userForToken(credential.token) : null;
    if (user) await revokeSessions(user.id);
    return ok({ message: 'Logged out' }, 200, { 'Set-Cookie': clearedCookie() });
  }),
);
