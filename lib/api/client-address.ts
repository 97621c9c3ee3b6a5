import 'server-only';

/**
 * The address sign-in throttling counts by. `next start` records the peer in x-forwarded-for;
 * the last entry is the one added by the nearest server (ours or a trusted reverse proxy),
 * while earlier entries are whatever the client claimed.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || request.headers.get('x-real-ip') || 'unknown';
}
