/*
 * The site's HTTP server: Next.js's documented custom server (`next()` with `getRequestHandler`).
 * It owns the http.Server, which the client's address (lib/net/client-ip.mjs), compression (brotli;
 * Next's own is off), reads taking turns (lib/net/read-gate.mjs) and a bounded graceful stop
 * (lib/shutdown.mjs) need; docs/architecture.md, "The custom server", says why each is here.
 * Usage: node server.mjs [-p port] [-H host]. Plain JavaScript, with the files it imports: under a
 * loader's hooks (tsx) each `import()`, one a request, cost 144 µs of CPU, not 6 (docs/performance.md).
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import compression from 'compression';
import { clientIp, trustedProxies } from './lib/net/client-ip.mjs';
import { isGatedRead, readGate } from './lib/net/read-gate.mjs';
import { isShuttingDown, runShutdownHooks, shutdownTimeoutMs, startDraining } from './lib/shutdown.mjs';

// Read by lib/api/client-address.ts.
const CLIENT_ADDRESS_HEADER = 'x-client-address';

function option(flag, long) {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === flag || a === long);
  return i >= 0 ? args[i + 1] : undefined;
}

const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000);
// Like `next start`: every interface unless told otherwise.
const hostname = option('-H', '--hostname') ?? process.env.HOSTNAME;
// Longer than nginx's upstream keep-alive and a visitor's usual pause, so a connection a
// browser or nginx holds open is not closed under it.
const keepAliveMs = Number(process.env.KEEP_ALIVE_TIMEOUT_MS ?? 65_000);

// Who may say whom they forward for. TRUST_PROXY=true was the old spelling of nginx on this host.
if (process.env.TRUST_PROXY === 'true' && !process.env.TRUSTED_PROXIES) {
  console.warn('TRUST_PROXY=true is deprecated: set TRUSTED_PROXIES=127.0.0.1,::1 (taken as that now).');
  process.env.TRUSTED_PROXIES = '127.0.0.1,::1';
}
const trusted = trustedProxies(process.env.TRUSTED_PROXIES);

// Read by Next when it is imported.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');
const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const compressor = (quality) => compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } } });
const compress = compressor(1);
// Build files, which browsers keep for a year, at quality 5: a villa page's scripts and stylesheet
// 161 kB instead of 193 kB, for about 10 ms more CPU once per visitor (docs/performance.md).
const compressBuildFile = compressor(5);
const reads = readGate(Number(process.env.READ_CONCURRENCY) || 4);

let inFlight = 0;
const server = http.createServer((req, res) => {
  inFlight++;
  res.once('close', () => inFlight--);
  const { 'x-forwarded-for': forwardedFor, 'x-real-ip': realIp } = req.headers;
  req.headers[CLIENT_ADDRESS_HEADER] = clientIp(req.socket.remoteAddress, String(forwardedFor ?? ''), String(realIp ?? ''), trusted) || 'unknown';
  const serve = () => (req.url?.startsWith('/_next/static/') ? compressBuildFile : compress)(req, res, () => void handle(req, res));
  if (isGatedRead(req.method, req.url)) res.once('close', reads.enter(serve));
  else serve();
});
server.keepAliveTimeout = keepAliveMs;
server.headersTimeout = keepAliveMs + 1_000;

server.listen(port, hostname, () => console.log(`Listening on http://${hostname ?? 'localhost'}:${port}`));

/** Drains, closes what the app registered, and resolves with the exit code. */
async function stop(signal) {
  startDraining();
  const timeoutMs = shutdownTimeoutMs();
  console.log(`${signal}: shutting down; waiting up to ${timeoutMs / 1000} s for ${inFlight} request(s) in flight.`);
  const closed = new Promise((resolve) => server.close(() => resolve()));
  // close() ends the connections idle now; one busy now is ended once its answer is sent.
  const reaper = setInterval(() => server.closeIdleConnections(), 50);
  const finished = await Promise.race([closed.then(() => true), sleep(timeoutMs, false, { ref: false })]);
  clearInterval(reaper);
  if (!finished) {
    console.log(`${signal}: ${inFlight} request(s) still running after ${timeoutMs / 1000} s; closing their connections.`);
    server.closeAllConnections();
  }
  const errors = await runShutdownHooks(5_000);
  for (const err of errors) console.error(`${signal}: shutdown work failed:`, err);
  if (!errors.length) console.log(`${signal}: stopped cleanly.`);
  return errors.length ? 1 : 0;
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    // A second signal (a shell sends SIGINT to the whole group) changes nothing.
    if (isShuttingDown()) return;
    void stop(signal).then((code) => process.exit(code));
  });
}
