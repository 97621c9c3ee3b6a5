import 'server-only';

/** Set by server.ts on every request from the socket's address, replacing any value a client sent. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The address sign-in throttling and the lead beacon limit count by. Next keeps a client's own
 * X-Forwarded-For, so that header is only believed behind a reverse proxy we run
 * (TRUST_PROXY=true), whose entry is the last one. Otherwise the socket's address.
 */
export function clientAddress(request: Request): string {
  if (process.env.TRUST_PROXY === 'true') {
    const last = request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
    if (last) return last;
  }
  return request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}
