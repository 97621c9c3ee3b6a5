import type http from 'node:http';
import { negotiate } from './encoding';

/*
 * A public page's final bytes, answered before Next's router. A page Next serves from its own
 * cache still costs about 2 to 3 ms of CPU in its router and renderer (headers, the cache lookup,
 * streaming): on two cores, under 200 readers, that queue was most of a reader's wait
 * (`npm run test:load`). Here a page Next answered from its cache (x-nextjs-cache: HIT) is kept
 * as the rewritten, compressed bytes public-html.ts made, with its headers, and the next request
 * for the same address gets them at the cost of a lookup.
 *
 * Freshness: every write to a listing goes through revalidateListing (lib/cache.ts), which calls
 * forgetPages: all kept pages go (Next's own cache keeps what the write did not touch, so the next
 * request for those is one of its HITs), and an answer rendered before the write that ends after
 * it is not kept (the generation it started in has passed). A page is kept no longer than its
 * s-maxage. With REDIS_URL several instances share Next's cache and a write on one must show on
 * all, so this cache is off there. A request of the client router (RSC headers) or one carrying
 * an answer with a cookie never uses it.
 */

const MAX_BYTES = 32 * 1024 * 1024;
const MAX_AGE_MS = 3600_000;
// Headers the answer gets anew each time.
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface PageBytes {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}
type Encode = (encoding: 'br' | 'gzip' | 'identity') => Buffer;

interface Entry {
  headers: [string, number | string | string[]][];
  bytes: PageBytes;
  encode: Encode;
  size: number;
  expires: number;
}
interface State {
  generation: number;
  entries: Map<string, Entry>;
  bytes: number;
}

// On globalThis: revalidateListing runs in route handlers, which Next bundles apart from this module.
const store = globalThis as typeof globalThis & { __pageCache?: State };
const state = (): State => (store.__pageCache ??= { generation: 0, entries: new Map(), bytes: 0 });

const enabled = () => !process.env.REDIS_URL && process.env.PAGE_CACHE !== 'off';

/** Requests of the client router ask for the React payload, not the page, at the same address. */
const plainRequest = (req: http.IncomingMessage) =>
  !req.headers.rsc && !req.headers['next-router-state-tree'] && !req.headers['next-router-prefetch'] && !req.headers['next-router-segment-prefetch'] && !/[?&]_rsc=/.test(req.url ?? '');

/** Drops every kept page: called on every write. */
export function forgetPages(): void {
  const s = state();
  s.generation++;
  s.entries.clear();
  s.bytes = 0;
}

/** The generation a request starts in: its answer is kept only if no write happened meanwhile. */
export const pageGeneration = () => state().generation;

/** Keeps this answer when it is a page Next served from its cache, plain, for everyone. */
export function keepPage(req: http.IncomingMessage, res: http.ServerResponse, generation: number, bytes: PageBytes, encode: Encode): void {
  const s = state();
  if (!enabled() || req.method !== 'GET' || !req.url || res.statusCode !== 200 || generation !== s.generation || !plainRequest(req)) return;
  if (res.getHeader('x-nextjs-cache') !== 'HIT' || res.hasHeader('set-cookie')) return;
  const maxAge = /s-maxage=(\d+)/.exec(String(res.getHeader('cache-control') ?? ''));
  if (!maxAge) return;
  const headers = Object.entries(res.getHeaders()).filter(([name]) => !OWN_HEADERS.has(name)) as Entry['headers'];
  // Compressed forms come later, at most as large again as the page.
  const size = bytes.identity.length * 2 + req.url.length;
  const old = s.entries.get(req.url);
  if (old) s.bytes -= old.size;
  s.entries.delete(req.url);
  s.entries.set(req.url, { headers, bytes, encode, size, expires: Date.now() + Math.min(Number(maxAge[1]) * 1000, MAX_AGE_MS) });
  s.bytes += size;
  for (const [key, entry] of s.entries) {
    if (s.bytes <= MAX_BYTES) break;
    s.entries.delete(key);
    s.bytes -= entry.size;
  }
}

/** Answers a GET or HEAD of a kept page and returns true; false when there is none to give. */
export function servePage(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url || !enabled()) return false;
  const s = state();
  const entry = s.entries.get(req.url);
  if (!entry || !plainRequest(req)) return false;
  if (entry.expires < Date.now()) {
    s.entries.delete(req.url);
    s.bytes -= entry.size;
    return false;
  }
  const encoding = entry.bytes.identity.length < 1024 ? 'identity' : negotiate(req) ?? 'identity';
  const body = entry.encode(encoding);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  // The bytes depend on Accept-Encoding, whatever the request that filled the entry asked.
  const vary = String(res.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.setHeader('X-Page-Cache', 'hit');
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
