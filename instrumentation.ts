// Runs once when the server starts, before it takes requests.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await recordPeerAddresses();
  // The schema is migrated and a first administrator exists even when `next start` runs alone.
  const { db } = await import('@/lib/db');
  const { ensureAdmin } = await import('@/lib/bootstrap');
  await db();
  await ensureAdmin();
}

/**
 * Route handlers never see the socket, and `next start` passes on a client's own
 * X-Forwarded-For. Stamp the real peer address on every request, replacing any value a
 * client sent under the same name, so sign-in throttling can count by it.
 */
async function recordPeerAddresses() {
  const http = await import('node:http');
  const { PEER_HEADER } = await import('@/lib/api/client-address');
  const proto = http.Server.prototype as { emit: (event: string, ...args: unknown[]) => boolean; __peerStamped?: boolean };
  if (proto.__peerStamped) return;
  proto.__peerStamped = true;
  const emit = proto.emit;
  proto.emit = function (this: unknown, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as import('node:http').IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? 'unknown';
    }
    return emit.call(this, event, ...args);
  };
}
