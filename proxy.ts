import { type NextRequest, NextResponse } from 'next/server';
import { SESSION_COOKIE, verifySession } from '@/lib/auth/token';
import { malformedPath } from '@/lib/http/malformed-path';
import { filteredListPath } from '@/lib/listings/filter-segment';

/**
 * An early redirect for signed-out visitors, nothing more: the admin layout, every admin page
 * and every write verify the session on the server themselves. /api and /uploads stay out of
 * the matcher (the proxy would cap request bodies at 10 MB), except for paths with a '%' in them.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (malformedPath(pathname)) {
    const message = 'The address is not valid.';
    return pathname.startsWith('/api/')
      ? NextResponse.json({ success: false, message }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
      : new NextResponse(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  const list = filteredListPath(pathname, request.nextUrl.searchParams);
  if (list) return listRewrite(request, list);
  if (!/^\/(?:dashboard|admin)(?:\/|$)/.test(pathname)) return NextResponse.next();

  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const secret = process.env.AUTH_SECRET ? new TextEncoder().encode(process.env.AUTH_SECRET) : null;
  // Without AUTH_SECRET in the environment the secret lives in the data directory; the server checks it.
  const valid = token ? (secret ? (await verifySession(token, secret)) !== null : true) : false;
  if (valid) return NextResponse.next();
  const login = new URL('/login', process.env.SITE_URL || request.nextUrl.origin);
  login.searchParams.set('next', `${pathname}${search}`);
  return NextResponse.redirect(login);
}

/**
 * A list with filters, sort, a page number or the map view ('/villas?bedrooms=3&page=2') is served by the cached
 * page of its canonical query (lib/listings/filter-segment.ts); unknown and invalid values are
 * dropped, and with nothing left the plain list page answers. Tamil lists ('/ta/villas?…') alike.
 */
function listRewrite(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = '';
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: [
    '/dashboard/:path*',
    '/admin/:path*',
    '/(.*%.*)',
    // Only list addresses with a query key the lists know (URL_KEYS; Next reads this config
    // statically, so they are spelled out), in English and in Tamil (/ta): the plain list pages
    // never run the proxy.
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'q' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'bedrooms' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'type' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'status' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'facing' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'minPrice' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'maxPrice' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'minArea' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'maxArea' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'areaUnit' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'approved' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'rera' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'featured' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'sort' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'page' }] },
    { source: '/:lang(ta)?/:kind(villas|plots|homes)', has: [{ type: 'query', key: 'view' }] },
  ],
};
