import type http from 'node:http';
import { deferHydration } from './deferred-hydration';

/*
 * Applies deferHydration to the HTML of public pages as Next.js sends it. A cached page reaches
 * `res.end` as the same string on every request, so its rewritten bytes are kept (bounded, least
 * recently used first out) and a cache hit costs a lookup, not a rewrite. Streamed answers (a page
 * rendered on a miss) are gathered and rewritten once. The admin area, sign-in, the API, Next's own
 * files and the photos are left alone.
 */

const SKIPPED = /^\/(?:_next\/|api\/|uploads\/|dashboard(?:[/?]|$)|admin(?:[/?]|$)|login(?:[/?]|$))/;
const MAX_CACHED_BYTES = 32 * 1024 * 1024;

const rewritten = new Map<string, Buffer>();
let cachedBytes = 0;

function rewrite(html: string): Buffer {
  const hit = rewritten.get(html);
  if (hit) {
    // Most recently used last: Map keeps insertion order.
    rewritten.delete(html);
    rewritten.set(html, hit);
    return hit;
  }
  const out = Buffer.from(deferHydration(html));
  rewritten.set(html, out);
  cachedBytes += out.length + html.length;
  for (const [key, value] of rewritten) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    rewritten.delete(key);
    cachedBytes -= value.length + key.length;
  }
  return out;
}

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * Rewrites this response's body on its way out when it is a public page's HTML. The wrappers go on
 * when Next sets the HTML content type, that is after its compression middleware wrapped the
 * response: the page is rewritten first, then compressed (wrapped earlier, they would see gzip).
 */
export function rewritePublicHtml(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.method !== 'GET' || SKIPPED.test(req.url ?? '/')) return;
  const setHeader = res.setHeader;
  let wrapped = false;
  res.setHeader = function (this: http.ServerResponse, name: string, value: number | string | readonly string[]) {
    if (!wrapped && name.toLowerCase() === 'content-type' && String(value).startsWith('text/html')) {
      wrapped = true;
      wrapBody(res);
    }
    return setHeader.call(this, name, value);
  };
}

function wrapBody(res: http.ServerResponse): void {
  const end = res.end;
  const chunks: Buffer[] = [];

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
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
    let body: Buffer;
    if (!chunks.length && typeof chunk === 'string') body = rewrite(chunk);
    else {
      if (chunk != null) chunks.push(toBuffer(chunk, encoding));
      body = Buffer.from(deferHydration(Buffer.concat(chunks).toString('utf8')));
    }
    if (!res.headersSent) res.setHeader('Content-Length', body.length);
    // Nothing gathered and nothing to send (an empty answer): end as it was.
    if (!body.length) return (end as (callback?: Callback) => http.ServerResponse).call(this, callback);
    return (end as (body: Buffer, callback?: Callback) => http.ServerResponse).call(this, body, callback);
  } as typeof res.end;
}
