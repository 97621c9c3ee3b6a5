import fs from 'node:fs';
import type http from 'node:http';
import { securityHeaders } from '@/lib/security-headers';
import { contentTypeOf, toDiskPath } from '@/lib/uploads/paths';

/*
 * Stored photos (and listings' share cards), answered straight from Node's HTTP server, ahead of Next's router.
 *
 * Photos are about half of what a visitor's browser asks for. Through the route handler
 * (app/uploads/[...path]/route.ts) each one cost a Next.js request (routing, AbortSignal, web
 * streams) plus four thread-pool round trips (stat, open, read, close), each waiting its turn on
 * a busy event loop: under 200 readers a 30 KB photo took 0.9 s of server time while a cached page
 * took 1 ms (npm run test:load, server probe). Names are never reused, so a photo's bytes never
 * change: the most asked-for ones are kept in memory (bounded, least recently used first) and sent
 * in one write. An entry is re-read from disk after ENTRY_TTL_MS, and dropped at once when this
 * process removes the file (forgetUploads), so a deleted photo stops being served.
 * nginx serves these from disk itself (deploy/nginx.conf); this is for everything else.
 */

const MAX_BYTES = Number(process.env.UPLOADS_MEMORY_CACHE_MB || 64) * 1024 * 1024;
/** Only small files are kept (the variants and most main images); larger ones are read each time. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** Another server sharing the uploads folder may delete a file: a kept copy is re-read after this. */
const ENTRY_TTL_MS = 60_000;
// The same pattern as lib/uploads/paths.ts, without decoding: a '%' anywhere goes to Next (and its proxy).
const FILE = /^\/uploads\/([0-9a-f]{2})\/([0-9a-f]{24})(?:(?:-(?:800|400)w)?\.webp|\.jpg)$/;

interface Entry {
  body: Buffer;
  at: number;
}

interface Cache {
  entries: Map<string, Entry>;
  bytes: number;
}

// On globalThis: the route handlers that delete files are bundled apart from this module.
const store = globalThis as typeof globalThis & { __uploadsCache?: Cache };
const cache = (): Cache => (store.__uploadsCache ??= { entries: new Map(), bytes: 0 });

/** Drops kept copies of these public paths (call after removing their files). */
export function forgetUploads(publicPaths: readonly string[]): void {
  const c = cache();
  for (const p of publicPaths) {
    const e = c.entries.get(p);
    if (e) {
      c.entries.delete(p);
      c.bytes -= e.body.length;
    }
  }
}

function keep(publicPath: string, body: Buffer): void {
  if (body.length > MAX_ENTRY_BYTES) return;
  const c = cache();
  forgetUploads([publicPath]);
  c.entries.set(publicPath, { body, at: Date.now() });
  c.bytes += body.length;
  for (const [key, e] of c.entries) {
    if (c.bytes <= MAX_BYTES) break;
    c.entries.delete(key);
    c.bytes -= e.body.length;
  }
}

let fixedHeaders: Record<string, string> | undefined;
function headers(): Record<string, string> {
  if (!fixedHeaders) {
    // As next.config.ts sets them for every path.
    const production = process.env.NODE_ENV === 'production' && (process.env.SITE_URL ?? '').startsWith('https:');
    const tileUrl = process.env.NEXT_PUBLIC_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    fixedHeaders = Object.fromEntries(securityHeaders({ production, dev: false, tileUrl }).map((h) => [h.key, h.value]));
  }
  return fixedHeaders;
}

function send(req: http.IncomingMessage, res: http.ServerResponse, publicPath: string, body: Buffer): void {
  res.writeHead(200, {
    ...headers(),
    'Content-Type': contentTypeOf(publicPath),
    'Content-Length': String(body.length),
    // Names are never reused, so a stored image never changes.
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Answers a GET or HEAD of a stored photo and returns true; returns false for anything else
 * (Next handles it). A missing file gets the route handler's 404.
 */
export function serveUpload(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith('/uploads/')) return false;
  const q = req.url.indexOf('?');
  const publicPath = q === -1 ? req.url : req.url.slice(0, q);
  const m = FILE.exec(publicPath);
  if (!m || !m[2].startsWith(m[1])) return false;
  const file = toDiskPath(publicPath);
  if (!file) return false;

  const c = cache();
  const hit = c.entries.get(publicPath);
  if (hit && Date.now() - hit.at < ENTRY_TTL_MS) {
    // Most recently used last.
    c.entries.delete(publicPath);
    c.entries.set(publicPath, hit);
    send(req, res, publicPath, hit.body);
    return true;
  }
  fs.readFile(file, (err, body) => {
    if (err) {
      forgetUploads([publicPath]);
      res.writeHead(404, { ...headers(), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : 'Not found');
      return;
    }
    keep(publicPath, body);
    send(req, res, publicPath, body);
  });
  return true;
}
