import { type NextRequest, NextResponse } from 'next/server';
import { SESSION_COOKIE, verifySession } from '@/lib/auth/token';

/**
 * An early redirect for signed-out visitors, nothing more: the admin layout, every admin page
 * and every write verify the session on the server themselves. /api and /uploads stay out of
 * the matcher (the proxy would cap request bodies at 10 MB).
 */
export async function proxy(request: NextRequest) {
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const secret = process.env.AUTH_SECRET ? new TextEncoder().encode(process.env.AUTH_SECRET) : null;
  // Without AUTH_SECRET in the environment the secret lives in the data directory; the server checks it.
  const valid = token ? (secret ? (await verifySession(token, secret)) !== null : true) : false;
  if (valid) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  const login = new URL('/login', process.env.SITE_URL || request.nextUrl.origin);
  login.searchParams.set('next', `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ['/dashboard/:path*', '/admin/:path*'],
};
