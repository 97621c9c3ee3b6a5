import 'server-only';
import { findUserById } from './users';
import type { UserRow } from '@/lib/db/schema';
import { authSecret } from './secret';
import { SESSION_COOKIE, verifySession } from './token';

export type Credential = { token: string; via: 'cookie' | 'bearer' };

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** A bearer token wins over the cookie, so API clients are never mistaken for a browser session. */
export function credentialOf(headers: Headers): Credential | null {
  const auth = headers.get('authorization');
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = cookieValue(headers.get('cookie'), SESSION_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The signed-in user for a token: signature, expiry, issuer, audience and session version checked. */
export async function userForToken(token: string): Promise<UserRow | null> {
  const claims = await verifySession(token, authSecret());
  if (!claims) return null;
  const user = await findUserById(claims.sub);
  return user && user.sessionVersion === claims.sv ? user : null;
}
