import 'server-only';
import { type Credential, credentialOf, userForToken } from '@/lib/auth/session';
import type { UserRow } from '@/lib/db/schema';
import { siteUrl } from '@/lib/env';
import { HttpError } from './respond';

export const AUTH_REQUIRED = 'Authentication required.';

/**
 * A browser sends its cookie with cross-site requests too, so a cookie-authenticated write must
 * come from the site's own origin (SITE_URL, never the Host header, which the client controls).
 */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === new URL(siteUrl()).origin;
  const site = request.headers.get('sec-fetch-site');
  return !site || site === 'same-origin' || site === 'none';
}

export const FOREIGN_ORIGIN = 'This request did not come from this site.';

/**
 * Sign-in and sign-out set or clear the session cookie, so a page on another site must not be
 * able to make a visitor's browser do either (login CSRF, forced sign-out). Clients that send no
 * Origin (curl, scripts) are not browsers and pass, as they do for every other write.
 */
export function requireSameOrigin(request: Request): void {
  if (!sameOrigin(request)) throw new HttpError(403, FOREIGN_ORIGIN);
}

/** Every write calls this first; the proxy is never what protects a route. */
export async function requireAdmin(request: Request): Promise<{ user: UserRow; credential: Credential }> {
  const credential = credentialOf(request.headers);
  const user = credential ? await userForToken(credential.token) : null;
  if (!credential || !user) throw new HttpError(401, AUTH_REQUIRED);
  if (credential.via === 'cookie' && request.method !== 'GET' && !sameOrigin(request)) {
    throw new HttpError(403, FOREIGN_ORIGIN);
  }
  return { user, credential };
}
