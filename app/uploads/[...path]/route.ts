import fs from 'node:fs';
import { Readable } from 'node:stream';
import { contentTypeOf, mainPathOf, sourceFileOf, toDiskPath } from '@/lib/uploads/paths';
import { makeSizes } from '@/lib/uploads/sizes';

type Context = { params: Promise<{ path: string[] }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'X-Content-Type-Options': 'nosniff' } });

const sizeOf = (file: string) => fs.promises.stat(file).then((s) => s.size, () => null);

/**
 * Stored images and share cards: server-made names only, so the path pattern is the whole check.
 * A photo whose sizes are still to be made (lib/uploads/sizes.ts) has them made now; nginx sends
 * a request for a file it does not have here.
 */
export async function GET(_request: Request, { params }: Context) {
  const segments = (await params).path;
  const file = toDiskPath(segments);
  if (!file) return notFound();
  let size = await sizeOf(file);
  if (size === null) {
    const main = mainPathOf(segments);
    const source = main && sourceFileOf(main);
    if (!source || (await sizeOf(source)) === null) return notFound();
    await makeSizes(main, { now: true });
    size = await sizeOf(file);
    if (size === null) return notFound();
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
