import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { PublicUser } from '@/models/user';
import { userForToken } from './session';
import { SESSION_COOKIE } from './token';
import { publicUser } from './users';

/** The signed-in administrator of this request (server components), or null. */
export async function currentAdmin(): Promise<PublicUser | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const user = token ? await userForToken(token) : null;
  return user ? publicUser(user) : null;
}

/** For admin layouts and pages: the administrator, or a redirect to /login that returns here. */
export async function requireAdminPage(returnTo: string): Promise<PublicUser> {
  const user = await currentAdmin();
  if (!user) redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  return user;
}

/** Only same-site paths may follow sign-in, so /login?next= can never send anyone elsewhere. */
export function safeReturnPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const url = new URL(next, 'http://internal.invalid');
    if (url.origin !== 'http://internal.invalid') return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can normalise into a protocol-relative path: '/.//evil.example' becomes '//evil.example'.
    if (path.startsWith('//') || path.startsWith('/\\')) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
