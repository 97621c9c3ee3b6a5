import type http from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LOADER, LOADER_PATH } from './deferred-hydration';
import { negotiate } from './encoding';

/*
 * The hydration loader's file (lib/http/deferred-hydration.ts), answered here before Next's
 * router: its name holds a hash of its code, so it is cached for a year and a new version gets a
 * new address. Its three encodings are made once.
 */
let bodies: { identity: Buffer; br: Buffer; gzip: Buffer } | undefined;

function bodiesOf() {
  if (!bodies) {
    const identity = Buffer.from(LOADER);
    bodies = { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
  }
  return bodies;
}

/** Answers a GET or HEAD of the loader and returns true; false for any other request. */
export function serveLoader(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(LOADER_PATH)) return false;
  const rest = req.url.slice(LOADER_PATH.length);
  if (rest && !rest.startsWith('?')) return false;
  const encoding = negotiate(req) ?? 'identity';
  const body = bodiesOf()[encoding];
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Content-Length': String(body.length),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    Vary: 'Accept-Encoding',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
