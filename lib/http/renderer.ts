import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { malformedPath } from './malformed-path';
import { isPublicPage, keepRefreshed, sendRendered } from './public-html';
import { closeDb } from '@/lib/db';
import { beforeDbClose } from '@/lib/shutdown';
import { RENDER_FIRST_HEADER } from './admission';
import { pageCacheEnabled, pageGeneration, pageKey, plainRequest, refreshPagesWith, wasDropped } from './page-cache';

/*
 * Pages are rendered in a second process.
 *
 * Node answers every request on one thread. A kept page (lib/http/page-cache.ts) costs that thread
 * a lookup; a page Next renders costs it about 20 ms. Under 200 readers with five administrators
 * saving, the renders (the pages each save changed, and the filter addresses no one had asked
 * for yet) took about 60 % of that thread while the second core was half idle, and readers waited
 * for them (npm run test:load, CPU profile of the writers phase: 1 % idle). So the server starts a
 * sibling `next start` on a loopback port (the renderer) and hands it the public pages it does
 * not keep: the renders run on the other core, and this process goes on answering kept pages.
 *
 * Freshness stays here: the renderer is asked with Next's on-demand revalidation header, so it
 * renders every page it is asked for from the database, never from a cache of its own that a write
 * here did not reach, and what it answers is kept here by the page cache like a page rendered here.
 *
 * Only a plain GET of a public page goes there (not the API, the admin area, sign-in, Next's own
 * files, nor the client router's payload requests, which this process's Next answers from its own
 * cache as before). Until the renderer answers its health check, after it fails, and where the
 * page cache is off (several instances with REDIS_URL, PAGE_CACHE=off), pages render here.
 */

/** Pages asked of the renderer and not answered yet (page-cache.ts reads it as busy). */
let inHand = 0;
/** Counts a request to the renderer in hand until `settled` runs (once). */
function track(): () => void {
  inHand++;
  let open = true;
  return () => {
    if (open) inHand--;
    open = false;
  };
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'upgrade']);
const TIMEOUT_MS = 60_000;

interface Renderer {
  port: number;
  agent: http.Agent;
  previewModeId: string;
}

const store = globalThis as typeof globalThis & { __renderer?: { ready: Renderer | null } };
const state = () => (store.__renderer ??= { ready: null });

/** True in the renderer process itself. */
export const isRenderer = () => Boolean(process.env.RENDERER_FOR);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

function previewModeId(): string | null {
  try {
    const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { preview?: { previewModeId?: string } }).preview?.previewModeId ?? null;
  } catch {
    return null;
  }
}

const wanted = () =>
  process.env.NODE_ENV === 'production' && !isRenderer() && process.env.RENDERER !== 'off' && pageCacheEnabled();

/** Starts the renderer (in the server process, after its own start-up work). */
export async function startRenderer(): Promise<void> {
  if (!wanted()) return;
  const id = previewModeId();
  if (!id) return;
  const port = await freePort();
  const bin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [bin, 'start', '-p', String(port), '-H', '127.0.0.1', '--keepAliveTimeout', '65000'], {
    cwd: process.cwd(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      RENDERER_FOR: String(process.pid),
      PORT: String(port),
      PAGE_CACHE: 'off',
      // Renders at a time; the rest wait in its queue, where pages readers are waiting for go first.
      MAX_CONCURRENT_REQUESTS: process.env.RENDERER_CONCURRENCY || '8',
    },
  });
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      state().ready = null;
      refreshPagesWith(null);
      resolve();
    }),
  );
  // On shutdown it ends before this process closes the database, so that the last connection to
  // close (which checkpoints SQLite's WAL and removes it) is this one.
  beforeDbClose(async () => {
    state().ready = null;
    refreshPagesWith(null);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  // Ready once it answers its health check.
  const deadline = Date.now() + 120_000;
  const poll = () => {
    if (child.exitCode !== null || Date.now() > deadline) return;
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
      res.resume();
      if (res.statusCode === 200) {
        state().ready = { port, agent, previewModeId: id };
        refreshPagesWith(refreshAside, () => inHand > 0);
      }
      else setTimeout(poll, 250).unref();
    });
    req.on('error', () => setTimeout(poll, 250).unref());
  };
  poll();
}

/**
 * In the renderer: ends with the server that started it (its IPC channel closes when that one
 * exits, even killed) or on a signal, closing its database connection first. It holds no work of
 * its own: a render cut short is rendered by the server instead.
 */
export function followParent(): void {
  if (!isRenderer()) return;
  let ending = false;
  const end = () => {
    if (ending) return;
    ending = true;
    closeDb().finally(() => process.exit(0));
  };
  process.on('disconnect', end);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, end);
  }
}

/**
 * The path the renderer is asked for, or null for an address this process answers itself. Next
 * runs no proxy (proxy.ts) for an on-demand revalidation, so its work is done here: a list with
 * filters goes to the path of its canonical query's page (the page cache's key for it), and an
 * address whose path does not decode (the proxy's 400) stays here.
 */
function rendererPath(url: string): string | null {
  return malformedPath(url.split('?', 1)[0]) ? null : pageKey(url);
}

/**
 * Hands a plain GET of a public page to the renderer and returns true; false when it is not one or
 * there is no renderer (then this process renders it). `fallback` renders here when the renderer
 * fails before answering.
 */
export function renderAside(req: http.IncomingMessage, res: http.ServerResponse, fallback: () => void): boolean {
  const renderer = state().ready;
  const url = req.url ?? '';
  if (!renderer || req.method !== 'GET' || !isPublicPage(url) || !plainRequest(req)) return false;
  const target = rendererPath(url);
  if (!target) return false;
  const generation = pageGeneration();
  const started = performance.now();
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name) && !name.startsWith('x-prerender-revalidate') && name !== RENDER_FIRST_HEADER) headers[name] = value;
  }
  // A page a write dropped is rendered before new addresses: readers are waiting for it.
  if (wasDropped(url)) headers[RENDER_FIRST_HEADER] = '1';
  headers['accept-encoding'] = 'identity';
  headers['x-prerender-revalidate'] = renderer.previewModeId;
  const settled = track();
  const upstream = http.request({ host: '127.0.0.1', port: renderer.port, path: target, method: 'GET', headers, agent: renderer.agent, timeout: TIMEOUT_MS }, (answer) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('error', () => {
      settled();
      res.destroy();
    });
    answer.on('end', () => {
      settled();
      if (res.destroyed) return;
      res.statusCode = answer.statusCode ?? 502;
      for (const [name, value] of Object.entries(answerHeaders(answer))) res.setHeader(name, value!);
      // Which process rendered the page, and how long it took there and on the way (not kept with the page).
      res.setHeader('Server-Timing', `renderer;dur=${(performance.now() - started).toFixed(1)}`);
      const body = Buffer.concat(chunks);
      const type = String(answer.headers['content-type'] ?? '');
      if (type.startsWith('text/html') && body.length) sendRendered(req, res, generation, body).catch(() => res.destroy());
      else {
        res.setHeader('Content-Length', body.length);
        res.end(body);
      }
    });
  });
  let answered = false;
  upstream.on('response', () => (answered = true));
  upstream.on('timeout', () => upstream.destroy(new Error('renderer timeout')));
  upstream.on('error', () => {
    settled();
    if (answered || res.headersSent) return void res.destroy();
    // Rendered here this once; the renderer is asked again once it answers its health check.
    fallback();
  });
  upstream.end();
  return true;
}

/** The renderer's answer's headers as this process sends them: a render after a write is a MISS here. */
function answerHeaders(answer: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (HOP_BY_HOP.has(name) || value === undefined) continue;
    headers[name] = name === 'x-nextjs-cache' && value === 'REVALIDATED' ? 'MISS' : value;
  }
  return headers;
}

/**
 * Renders a stale page (its page-cache key) anew with no request waiting for it, and keeps the
 * answer (page-cache.ts, refreshPagesWith). It waits in the renderer's queue behind the pages
 * readers are waiting for.
 */
function refreshAside(key: string, done: () => void): boolean {
  const renderer = state().ready;
  const target = renderer && isPublicPage(key) ? rendererPath(key) : null;
  if (!renderer || !target) return false;
  const generation = pageGeneration();
  const headers = { host: `127.0.0.1:${renderer.port}`, 'accept-encoding': 'identity', 'x-prerender-revalidate': renderer.previewModeId };
  const settled = track();
  const finish = () => {
    settled();
    done();
  };
  const upstream = http.request({ host: '127.0.0.1', port: renderer.port, path: target, method: 'GET', headers, agent: renderer.agent, timeout: TIMEOUT_MS }, (answer) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('error', finish);
    answer.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!String(answer.headers['content-type'] ?? '').startsWith('text/html') || !body.length) return finish();
      keepRefreshed(key, answer.statusCode ?? 502, answerHeaders(answer), generation, body).finally(finish);
    });
  });
  upstream.on('timeout', () => upstream.destroy(new Error('renderer timeout')));
  upstream.on('error', finish);
  upstream.end();
  return true;
}
