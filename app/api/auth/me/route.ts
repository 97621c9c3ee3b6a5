import { AUTH_REQUIRED } from '@/lib/api/guard';
import { fail, ok } from '@/lib/api/respond';
import { apiRoute } from '@/lib/api/route';
import { credentialOf, userForToken } from '@/lib/auth/session';
import { publicUser } from '@/lib/auth/users';

export const GET = apiRoute(async (request: Request) => {
  const credential = credentialOf(request.headers);
  const user = credential ? await userForToken(credential.token) : null;
  return user ? ok({ data: publicUser(user) }) : fail(401, AUTH_REQUIRED);
});
