// Preloaded into each server by `npm run test:load` (node --import, before server.mjs): what the
// server itself sees while under load, written to LOAD_PROBE_FILE as JSON lines.
//  - {"r":[end ms, class, server ms, status, x-nextjs-cache]} for every request: time from its
//    arrival (Node's http.server.request.start diagnostics channel) to the response's 'close', so
//    the client's latency minus this is time spent before the server read the request (nginx,
//    the accept queue, socket buffers, a busy event loop). x-nextjs-cache (HIT, STALE, MISS, or
//    empty for what is not an ISR page) says whether Next rendered the page for this request.
//  - {"s":…} once a second: event-loop delay (perf_hooks.monitorEventLoopDelay, p50/p99/max ms),
//    the latency of a tiny fs.stat (libuv thread-pool queueing: image reads, fsync, sharp and
//    zlib share those threads), requests in flight and open connections.
// Times are Date.now()-based so the harness can cut them into its phases. It only listens on a
// public diagnostics channel and reads the answer's headers; it changes nothing in the server.
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const out = process.env.LOAD_PROBE_FILE;
// Worker threads (the image thread, lib/uploads/image-thread.ts) and the background image process
// inherit node's arguments and so load this too: their event loops are not the server's (the
// process's, at nice 19, waits for seconds while readers keep the cores busy, by design).
const isServer = isMainThread && !process.argv[1]?.endsWith('image-worker.mjs');
if (out && !globalThis.__loadProbe && isServer) {
  globalThis.__loadProbe = true;
  const classify = (method, url) => {
    if (method !== 'GET' && method !== 'HEAD') return `${method} api`;
    const [p, q] = url.split('?');
    if (p.startsWith('/uploads/')) return 'image';
    if (q && q.includes('maxPrice=')) return 'rare filter';
    if (p.startsWith('/api/')) return 'api';
    if (p === '/') return 'home';
    if (/^\/(villas|plots|homes)$/.test(p)) return q ? 'filtered' : 'list';
    if (/^\/(villas|plots|homes)\/f\//.test(p)) return 'filtered';
    if (/^\/(villas|plots|homes)\/[^/]+$/.test(p)) return 'detail';
    if (p.startsWith('/_next/')) return 'asset';
    return 'other';
  };
  let lines = [];
  let inFlight = 0;
  let connections = 0;
  // Published by Node just before the server emits 'request', so it sees every request on arrival.
  const seenSockets = new WeakSet();
  diagnostics.subscribe('http.server.request.start', ({ request: req, response: res, socket }) => {
    if (!seenSockets.has(socket)) {
      seenSockets.add(socket);
      connections++;
      socket.once('close', () => connections--);
    }
    const t = performance.now();
    const cls = classify(req.method, req.url || '/');
    inFlight++;
    res.once('close', () => {
      inFlight--;
      const source = String(res.getHeader('x-nextjs-cache') ?? '');
      lines.push(JSON.stringify({ r: [Date.now(), res.statusCode === 404 ? '404' : cls, Math.round((performance.now() - t) * 10) / 10, res.statusCode, source] }));
    });
  });

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let pool = [];
  const statProbe = () => {
    const t = performance.now();
    fs.stat(fileURLToPath(import.meta.url), () => {
      pool.push(performance.now() - t);
      setTimeout(statProbe, 50).unref();
    });
  };
  statProbe();
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  setInterval(() => {
    const sorted = pool.sort((a, b) => a - b);
    const at = (p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 10) / 10 : 0);
    lines.push(
      JSON.stringify({
        s: {
          t: Date.now(),
          // The monotonic clock a CPU profile's timestamps count in (µs), to cut a profile into phases.
          hr: Number(process.hrtime.bigint() / 1000n),
          loopP50: ms(loop.percentile(50)),
          loopP99: ms(loop.percentile(99)),
          loopMax: ms(loop.max),
          poolP50: at(0.5),
          poolMax: at(1),
          poolSamples: sorted.length,
          inFlight,
          connections,
        },
      }),
    );
    loop.reset();
    pool = [];
    if (lines.length) {
      fs.appendFileSync(out, lines.join('\n') + '\n');
      lines = [];
    }
  }, 1000).unref();
}
