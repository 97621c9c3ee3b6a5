import fs from 'node:fs';
import { Readable } from 'node:stream';
import { makePlannedCard } from '@/lib/listings/cards-later';
import { contentTypeOf, isCardPath, mainPathOf, sourceFileOf, toDiskPath } from '@/lib/uploads/paths';
import { makeSizes } from '@/lib/uploads/sizes';

type Context = { params: Promise<{ path: string[] }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'X-Content-Type-Options': 'nosniff' } });

const sizeOf = (file: string) => fs.promises.stat(file).then((s) => s.size, () => null);

/** A photo's sizes, or a share card, that a save left to be made after its answer. */
async function makeNow(segments: string[]): Promise<void> {
  const card = `/uploads/${segments.join('/')}`;
  if (isCardPath(card)) return makePlannedCard(card, { now: true });
  const main = mainPathOf(segments);
  const source = main && sourceFileOf(main);
  if (source && (await sizeOf(source)) !== null) await makeSizes(main, { now: true });
}

/**
 * Stored images and share cards: server-made names only, so the path pattern is the whole check.
 * A photo whose sizes, or a share card, a save left to be made (lib/uploads/sizes.ts,
 * lib/listings/cards-later.ts) is made now; nginx sends
 * a request for a file it does not have here.
 */
export async function GET(_request: Request, { params }: Context) {
  const segments = (await params).path;
  const file = toDiskPath(segments);
  if (!file) return notFound();
  let size = await sizeOf(file);
  if (size === null) {
    // A photo that cannot be made now (its image thread failed) is tried again on the next request.
    await makeNow(segments).catch((err: unknown) => console.error(`Uploads: could not make ${segments.join('/')} on request.`, err));
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
