import 'server-only';

/** Set by server.mjs on every request, replacing any value a client sent (lib/net/client-ip.mjs). */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The address sign-in throttling and the lead beacon limit count by: the socket's, or what a
 * reverse proxy in TRUSTED_PROXIES forwarded for, as server.mjs worked it out. 'unknown' under
 * `next dev`, which does not run server.mjs.
 */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}
