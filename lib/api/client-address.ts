import 'server-only';

export const PEER_HEADER = 'x-peer-address';

/**
 * The address sign-in throttling counts by. `next start` keeps a client's own X-Forwarded-For,
 * so that header is only believed behind a reverse proxy we run (TRUST_PROXY=true), whose entry
 * is the last one. Otherwise the socket's address, recorded by instrumentation.ts in a header
 * that overwrites anything the client sent.
 */
export function clientAddress(request: Request): string {
  if (process.env.TRUST_PROXY === 'true') {
    const last = request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
    if (last) return last;
  }
  return request.headers.get(PEER_HEADER) || 'unknown';
}
