import { type NextRequest, NextResponse } from 'next/server';

// The documented way a list address with a query reaches a cached page, as the site's proxy.ts
// does for filters: a rewrite to the page's own path (here the same page, so only the rewrite differs).
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.search = '';
  return NextResponse.rewrite(url);
}

export const config = { matcher: [{ source: '/large', has: [{ type: 'query', key: 'f' }] }] };
