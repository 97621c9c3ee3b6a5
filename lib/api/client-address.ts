import 'server-only';

/** Set by server.ts on every request, replacing any value a client sent (lib/net/client-ip.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The address sign-in throttling and the lead beacon limit count by: the socket's, or what a
 * reverse proxy in TRUSTED_PROXIES forwarded for, as server.ts worked it out. 'unknown' under
 * `next dev`, which does not run server.ts.
 */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}
