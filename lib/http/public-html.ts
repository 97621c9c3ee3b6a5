import type http from 'node:http';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { deferHydration } from './deferred-hydration';
import { type Encoding, negotiate } from './encoding';
import { keepAnswer, keepPage, pageGeneration } from './page-cache';
import { requotePayload } from './payload-quotes';
import { KIND_ORDER } from '@/models/kind-names';

/*
 * Public pages' HTML on its way out: rewritten by deferHydration and requotePayload, and compressed
 * once per version of a page instead of on every request.
 *
 * A cached page reaches `res.end` as the same string on every request, so its rewritten bytes, and
 * their brotli and gzip forms once a browser has asked for them, are kept (bounded, least recently
 * used first out): a cache hit costs a lookup, not a rewrite and a compression (Next's own middleware
 * compresses every answer again, about 1 to 2 ms of CPU for a 100 kB page). Streamed answers (a page
 * rendered on a miss) are gathered first. The admin area, sign-in, the rest of the API, Next's own
 * files and the photos are left alone.
 */

// The public listing reads of the API: GET /api/{kind} and /api/{kind}/{id}.
const LISTING_READ = new RegExp(`^/api/(?:${KIND_ORDER.map((k) => k.slug).join('|')})(?:/[^/?]+)?(?:\\?|$)`);
// Addresses that are not public pages: Next's own files, the API, photos, the admin area, sign-in.
const SKIPPED = /^\/(?:_next\/|api\/|uploads\/|dashboard(?:[/?]|$)|admin(?:[/?]|$)|login(?:[/?]|$))/;
export const isPublicPage = (url: string) => url.startsWith('/') && !SKIPPED.test(url);
const MAX_CACHED_BYTES = 48 * 1024 * 1024;
// Below this a compressed answer saves less than its cost (as Next's compression middleware holds).
const MIN_COMPRESS_BYTES = 1024;

interface Versions {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const pages = new Map<string, Versions>();
let cachedBytes = 0;

function account(html: string, bytes: number): void {
  cachedBytes += bytes;
  for (const [key, value] of pages) {
    if (cachedBytes <= MAX_CACHED_BYTES || key === html) break;
    pages.delete(key);
    cachedBytes -= key.length + value.identity.length + (value.br?.length ?? 0) + (value.gzip?.length ?? 0);
  }
}

function versionsOf(html: string): Versions {
  const hit = pages.get(html);
  if (hit) {
    // Most recently used last: a Map keeps insertion order.
    pages.delete(html);
    pages.set(html, hit);
    return hit;
  }
  const versions = { identity: Buffer.from(deferHydration(requotePayload(html))) };
  pages.set(html, versions);
  account(html, html.length + versions.identity.length);
  return versions;
}

// Brotli at quality 5: within a few per cent of its best size at a small fraction of the time.
const brotliOptions = (plain: Buffer) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } });
const compress = (plain: Buffer, encoding: 'br' | 'gzip') =>
  encoding === 'br' ? brotliCompressSync(plain, brotliOptions(plain)) : gzipSync(plain, { level: 6 });

/** The same, on libuv's thread pool instead of the thread that answers requests. */
const compressAside = (plain: Buffer, encoding: 'br' | 'gzip') =>
  new Promise<Buffer>((resolve, reject) => {
    const done = (error: Error | null, body: Buffer) => (error ? reject(error) : resolve(body));
    if (encoding === 'br') brotliCompress(plain, brotliOptions(plain), done);
    else gzip(plain, { level: 6 }, done);
  });

function encoded(html: string, versions: Versions, encoding: Encoding): Buffer {
  if (encoding === 'identity') return versions.identity;
  let body = versions[encoding];
  if (!body) {
    body = compress(versions.identity, encoding);
    versions[encoding] = body;
    // A page the LRU has let go may still be answered from the page cache (page-cache.ts).
    if (pages.get(html) === versions) account(html, body.length);
  }
  return body;
}

/** Each encoding of an answer not kept in `pages`, made the first time it is asked for. */
const encoderOf = (versions: Versions) => (e: Encoding) => (e === 'identity' ? versions.identity : (versions[e] ??= compress(versions.identity, e)));

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * Rewrites this response's body on its way out when it is a public page's HTML. The wrappers go on
 * when Next sets the HTML content type, that is after its compression middleware wrapped the
 * response: the page is rewritten first and then passes the middleware, which leaves an answer that
 * already has a Content-Encoding alone (wrapped earlier, these would see gzip). A public listing
 * read of the API (JSON) is compressed and offered to the page cache the same way, unchanged.
 */
export function rewritePublicHtml(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.method !== 'GET') return;
  const url = req.url ?? '/';
  const apiRead = LISTING_READ.test(url);
  if (SKIPPED.test(url) && !apiRead) return;
  const generation = pageGeneration();
  let wrapped = false;
  const watch = (name: string, value: unknown) => {
    if (!wrapped && name.toLowerCase() === 'content-type' && String(value).startsWith(apiRead ? 'application/json' : 'text/html')) {
      wrapped = true;
      wrapBody(req, res, generation, apiRead ? 'json' : 'html');
    }
  };
  // Pages set their content type; route handlers' answers append theirs (Next's sendResponse).
  const setHeader = res.setHeader;
  res.setHeader = function (this: http.ServerResponse, name: string, value: number | string | readonly string[]) {
    watch(name, value);
    return setHeader.call(this, name, value);
  };
  const appendHeader = res.appendHeader;
  res.appendHeader = function (this: http.ServerResponse, name: string, value: string | readonly string[]) {
    watch(name, value);
    return appendHeader.call(this, name, value);
  };
}

function wrapBody(req: http.IncomingMessage, res: http.ServerResponse, generation: number, type: 'html' | 'json'): void {
  const end = res.end;
  const chunks: Buffer[] = [];
  // The body is gathered whole before it goes out, so headers go with it (route handlers' bodies
  // are piped by Next, which flushes the headers first: then no length or encoding could follow).
  res.flushHeaders = () => {};

  res.write = function (this: http.ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    chunks.push(toBuffer(chunk, encoding));
    const callback = rest.find((r): r is Callback => typeof r === 'function');
    if (callback) process.nextTick(callback);
    return true;
  } as typeof res.write;

  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    const callback = args.find((r): r is Callback => typeof r === 'function');
    const chunk = typeof args[0] === 'function' ? undefined : (args[0] as Chunk | null | undefined);
    const charset = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
    if (chunk != null && (chunks.length || typeof chunk !== 'string')) chunks.push(toBuffer(chunk, charset));
    const finish = (body?: Buffer) => (end as (body?: Buffer, callback?: Callback) => http.ServerResponse).call(this, body, callback);
    // An answer that comes encoded already (with `-H 127.0.0.1` Next carries a proxy rewrite out as a
    // second request to itself and passes that request's answer on, rewritten and compressed there)
    // goes out as it came.
    if (res.getHeader('Content-Encoding')) return finish(chunks.length ? Buffer.concat(chunks) : typeof chunk === 'string' ? Buffer.from(chunk) : undefined);
    const text = chunks.length ? Buffer.concat(chunks).toString('utf8') : typeof chunk === 'string' ? chunk : '';
    // Nothing to send (an empty answer): end as it was.
    if (!text) return finish();
    if (type === 'json') {
      // A listing read's JSON, as it came; its compressed forms are made as they are asked for.
      const versions: Versions = { identity: Buffer.from(text) };
      return finish(send(req, res, generation, versions, encoderOf(versions)));
    }
    const versions = versionsOf(text);
    return finish(send(req, res, generation, versions, (e) => encoded(text, versions, e)));
  } as typeof res.end;
}

/**
 * Answers with a page rendered by the renderer process (lib/http/renderer.ts), which rewrote it
 * already: compressed for this request on the thread pool (this thread answers every other
 * request meanwhile), with its headers set, and offered to the page cache.
 */
export async function sendRendered(req: http.IncomingMessage, res: http.ServerResponse, generation: number, identity: Buffer): Promise<void> {
  const versions: Versions = { identity };
  const encoding = identity.length < MIN_COMPRESS_BYTES ? 'identity' : negotiate(req) ?? 'identity';
  if (encoding !== 'identity') versions[encoding] = await compressAside(identity, encoding);
  res.end(send(req, res, generation, versions, encoderOf(versions)));
}

/**
 * Keeps a page the renderer rendered anew with no request waiting for it (a stale page refreshed
 * in the background: page-cache.ts), with its brotli form made on the thread pool, as browsers
 * ask for it.
 */
export async function keepRefreshed(url: string, status: number, headers: http.OutgoingHttpHeaders, generation: number, identity: Buffer): Promise<void> {
  const versions: Versions = { identity };
  if (identity.length >= MIN_COMPRESS_BYTES) versions.br = await compressAside(identity, 'br');
  keepAnswer(url, status, headers, generation, versions, encoderOf(versions));
}

/** The body for this request's encoding, with its headers set, offered to the page cache. */
function send(req: http.IncomingMessage, res: http.ServerResponse, generation: number, versions: Versions, encode: (encoding: Encoding) => Buffer): Buffer {
  if (res.headersSent) return versions.identity;
  const encoding = versions.identity.length < MIN_COMPRESS_BYTES ? 'identity' : negotiate(req) ?? 'identity';
  const body = encode(encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  keepPage(req, res, generation, versions, encode);
  return body;
}
