// Node-only start-up work, imported by instrumentation.ts on the Node runtime only.
import http from 'node:http';
import { PEER_HEADER } from '@/lib/api/client-address';
import { ensureAdmin } from '@/lib/bootstrap';
import { db } from '@/lib/db';
import { admit } from '@/lib/http/admission';
import { serveLoader } from '@/lib/http/loader-file';
import { followLeader, servePage } from '@/lib/http/page-cache';
import { rewritePublicHtml } from '@/lib/http/public-html';
import { followParent, isRenderer, renderAside, startRenderer } from '@/lib/http/renderer';
import { serveUpload } from '@/lib/http/uploads-fast-path';
import { claimServerInstance } from '@/lib/instance';
import { redisClient } from '@/lib/redis';
import { installGracefulShutdown, watchRequest, watchServer } from '@/lib/shutdown';
import { recoverUploads } from '@/lib/uploads/recover';

/**
 * Route handlers never see the socket, and `next start` passes on a client's own
 * X-Forwarded-For. Stamp the real peer address on every request, replacing any value a
 * client sent under the same name, so sign-in throttling can count by it. The same hook notes
 * the HTTP server and the requests in flight, for the graceful shutdown (lib/shutdown.ts).
 */
function watchHttp() {
  const proto = http.Server.prototype as { emit: (event: string, ...args: unknown[]) => boolean; __peerStamped?: boolean };
  if (proto.__peerStamped) return;
  proto.__peerStamped = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'connection') watchServer(this);
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      const res = args[1] as http.ServerResponse;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? 'unknown';
      watchRequest(this, res);
      // The renderer only renders: a write there would not reach its server's page cache.
      if (isRenderer() && req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('The renderer only renders pages.');
        return true;
      }
      // Every read takes its turn in one fair queue (lib/http/admission.ts); then stored photos, the
      // hydration loader and kept pages are answered ahead of Next's router (lib/http/).
      const toNext = () => {
        // Public pages hydrate after their photo is painted (lib/http/deferred-hydration.ts).
        rewritePublicHtml(req, res);
        emit.call(this, event, ...args);
      };
      admit(req, res, () => {
        if (serveUpload(req, res) || serveLoader(req, res) || servePage(req, res)) return;
        // Another request for this address is in Next: wait for its answer (lib/http/page-cache.ts).
        const render = () => renderAside(req, res, toNext) || toNext();
        const retry = (lead: boolean): void => {
          if (!servePage(req, res) && !(lead && followLeader(req, res, retry))) render();
        };
        if (followLeader(req, res, retry)) return false;
        render();
      });
      return true;
    }
    return emit.call(this, event, ...args);
  };
}

const SWEEP_EVERY_MS = 5 * 60_000;

export async function start() {
  watchHttp();
  // The renderer process (lib/http/renderer.ts) only renders pages: the server that started it
  // did the start-up work below and answers everything else.
  if (isRenderer()) {
    followParent();
    return;
  }
  // The schema is migrated and a first administrator exists even when `next start` runs alone.
  await db();
  await ensureAdmin();
  // With REDIS_URL: connect now, so the first sign-ins already count across instances.
  redisClient();
  // Before the first request: clear what writes interrupted by a crash of this server left in
  // the uploads folder (lib/uploads/journal.ts), then sweep now and then for other instances'.
  claimServerInstance();
  try {
    const recovered = await recoverUploads({ startup: true });
    if (recovered.entries || recovered.tempFolders) {
      console.log(
        `Uploads: settled ${recovered.entries} interrupted write(s), removed ${recovered.removed.length} unused image(s) and ${recovered.tempFolders} temp folder(s).`,
      );
    }
  } catch (err) {
    // Serving goes on; /api/health reports an uploads folder it cannot write to.
    console.error('Uploads recovery failed:', err);
  }
  setInterval(() => {
    recoverUploads({ startup: false }).catch((err: unknown) => console.error('Uploads sweep failed:', err));
  }, SWEEP_EVERY_MS).unref();
  if (process.env.NODE_ENV === 'production') installGracefulShutdown();
  await startRenderer();
}
