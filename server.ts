/*
 * The site's HTTP server: Next.js's documented custom server (`next()` with `getRequestHandler`),
 * used instead of `next start` for two things only it can do, because it owns the http.Server:
 *
 *  - the client's address. Route handlers never see the socket, and Next keeps an
 *    X-Forwarded-For a client sent. So the client's address (the socket's, or what a proxy in
 *    TRUSTED_PROXIES forwarded for: lib/net/client-ip.ts) is put in CLIENT_ADDRESS_HEADER,
 *    replacing anything a client sent under that name (lib/api/client-address.ts reads it);
 *  - a bounded graceful stop. On SIGTERM or SIGINT: /api/health answers 503 (lib/shutdown.ts),
 *    no new connections are taken, idle keep-alive connections are closed, requests in flight get
 *    SHUTDOWN_TIMEOUT_MS, then the app's shutdown work runs (the database is closed) and the
 *    process exits 0;
 *  - compression. Next's own (gzip, zlib level 6) is off in next.config.ts, as its docs say for a
 *    custom server that compresses: brotli at quality 1 where the client takes it. A cached page
 *    costs Next little more than its bytes, and gzip 6 was most of that; on the 109 kB home page
 *    brotli 1 takes a quarter of its time for smaller output (20.3 against 21.3 kB). Behind nginx
 *    the app is asked for plain bytes and nginx compresses (deploy/nginx.conf);
 *  - reads take turns (lib/net/read-gate.ts): READ_CONCURRENCY (4) at once, writes never wait.
 *
 * Usage: node --import tsx/esm server.ts [-p port] [-H host]; `npm start` runs it after building.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import { clientIp, trustedProxies } from './lib/net/client-ip';
import { isGatedRead, readGate } from './lib/net/read-gate';
import { isShuttingDown, runShutdownHooks, shutdownTimeoutMs, startDraining } from './lib/shutdown';

// Read by lib/api/client-address.ts.
const CLIENT_ADDRESS_HEADER = 'x-client-address';

function option(flag: string, long: string): string | undefined {
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
(process.env as Record<string, string>).NODE_ENV ??= 'production';
const { default: next } = await import('next');
const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } });
// The middleware is typed for Express's request and response; it uses only node:http's.
type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

const reads = readGate(Number(process.env.READ_CONCURRENCY) || 4);

let inFlight = 0;
const server = http.createServer((req, res) => {
  inFlight++;
  res.once('close', () => inFlight--);
  const { 'x-forwarded-for': forwardedFor, 'x-real-ip': realIp } = req.headers;
  req.headers[CLIENT_ADDRESS_HEADER] = clientIp(req.socket.remoteAddress, String(forwardedFor ?? ''), String(realIp ?? ''), trusted) || 'unknown';
  const serve = () => (compress as unknown as Middleware)(req, res, () => void handle(req, res));
  if (isGatedRead(req.method, req.url)) res.once('close', reads.enter(serve));
  else serve();
});
server.keepAliveTimeout = keepAliveMs;
server.headersTimeout = keepAliveMs + 1_000;

server.listen(port, hostname, () => {
  console.log(`Listening on http://${hostname ?? 'localhost'}:${port}`);
});

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

async function stop(signal: string): Promise<number> {
  startDraining();
  const timeoutMs = shutdownTimeoutMs();
  console.log(`${signal}: shutting down; waiting up to ${timeoutMs / 1000} s for ${inFlight} request(s) in flight.`);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // close() ends the connections idle now; one busy now is ended once its answer is sent.
  const reaper = setInterval(() => server.closeIdleConnections(), 50);
  const finished = await Promise.race([closed.then(() => true), wait(timeoutMs).then(() => false)]);
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

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    // A second signal (a shell sends SIGINT to the whole group) changes nothing.
    if (isShuttingDown()) return;
    void stop(signal).then((code) => process.exit(code));
  });
}
