// Node-only start-up work, imported by instrumentation.ts on the Node runtime only.
import http from 'node:http';
import { PEER_HEADER } from '@/lib/api/client-address';
import { ensureAdmin } from '@/lib/bootstrap';
import { db } from '@/lib/db';

/**
 * Route handlers never see the socket, and `next start` passes on a client's own
 * X-Forwarded-For. Stamp the real peer address on every request, replacing any value a
 * client sent under the same name, so sign-in throttling can count by it.
 */
function recordPeerAddresses() {
  const proto = http.Server.prototype as { emit: (event: string, ...args: unknown[]) => boolean; __peerStamped?: boolean };
  if (proto.__peerStamped) return;
  proto.__peerStamped = true;
  const emit = proto.emit;
  proto.emit = function (this: unknown, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? 'unknown';
    }
    return emit.call(this, event, ...args);
  };
}

export async function start() {
  recordPeerAddresses();
  // The schema is migrated and a first administrator exists even when `next start` runs alone.
  await db();
  await ensureAdmin();
}
