import fs from 'node:fs';
import { Readable } from 'node:stream';
import { contentTypeOf, toDiskPath } from '@/lib/uploads/paths';

type Context = { params: Promise<{ path: string[] }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'X-Content-Type-Options': 'nosniff' } });

/** Stored images and share cards: server-made names only, so the path pattern is the whole check. */
export async function GET(_request: Request, { params }: Context) {
  const file = toDiskPath((await params).path);
  if (!file) return notFound();
  let size: number;
  try {
    size = (await fs.promises.stat(file)).size;
  } catch {
    return notFound();
  }
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': contentTypeOf(file),
      'Content-Length': String(size),
      'X-Content-Type-Options': 'nosniff',
      // Names are never reused, so a stored image never changes.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
