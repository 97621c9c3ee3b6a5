import 'server-only';
import { ImageRejected } from './errors';
import { ImageThreadFailed, inBackgroundProcess, onImageThread } from './image-thread';
import { inSlot } from './slots';
import { VARIANT_WIDTHS, type VariantWidth } from './paths';

export type ProcessedImage = {
  main: Buffer;
  width: number;
  height: number;
  variants: { width: VariantWidth; data: Buffer }[];
};

// About 50 megapixels: a 48 MP phone photo passes, a pixel flood is refused before it is decoded.
// sharp applies it to .metadata() as well, which is where a decompression bomb is caught.
const MAX_PIXELS = 50_000_000;
const MAX_WIDTH = 1800;
const MAX_HEIGHT = 1080;
const QUALITY = 80;
// WebP's encoder effort (0 to 6, sharp's default 4), for every size: 2 takes about half the CPU of
// 4 for about 5 % more bytes (a 2400 × 1800 phone photo: full size 77 against 144 ms, 28.8 against
// 27.5 kB; 800 px 27 against 50 ms). Five administrators saving photos at once wait for one
// another's encodes (npm run test:load); a phone pays about a kilobyte more for its 800 px photo.
const EFFORT = 2;

function isPixelLimit(err: unknown): boolean {
  return err instanceof Error && /pixel limit/i.test(err.message);
}

async function guard<T>(fileName: string, input: Buffer | string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ImageRejected || err instanceof ImageThreadFailed) throw err;
    if (isPixelLimit(err)) throw new ImageRejected(413, `${fileName} is too large in pixels (limit 50 megapixels).`);
    // A temp file that vanished is our fault, not the uploader's.
    if (typeof input === 'string' && err instanceof Error && /input file is missing/i.test(err.message)) throw err;
    throw new ImageRejected(415, `${fileName} is not a JPEG, PNG, WebP or AVIF image.`);
  }
}

/**
 * Checks the type by its bytes (JPEG, PNG, WebP, or AVIF among HEIF files), then re-encodes it
 * upright, without metadata, as WebP plus width variants, on the image thread (image-worker.mjs),
 * or with `background`, in the background image process at nice 19 (no slot: it takes idle CPU).
 */
export async function processImage(input: Buffer | string, fileName: string, { background = false } = {}): Promise<ProcessedImage> {
  if (background) return guardedProcess(input, fileName, true);
  return inSlot('photo', () => guardedProcess(input, fileName, false));
}

/** Only the check of processImage, for an upload whose sizes are made later (lib/uploads/sizes.ts). */
export async function checkImage(input: Buffer | string, fileName: string): Promise<void> {
  await inSlot('photo', () => guard(fileName, input, () => onImageThread('check', { input, maxPixels: MAX_PIXELS })));
}

async function guardedProcess(input: Buffer | string, fileName: string, background: boolean): Promise<ProcessedImage> {
  return guard(fileName, input, async () => {
    const args = { input, maxPixels: MAX_PIXELS, box: { width: MAX_WIDTH, height: MAX_HEIGHT }, quality: QUALITY, effort: EFFORT, widths: VARIANT_WIDTHS };
    type Done = { main: Buffer; width: number; height: number; variants: Buffer[] };
    const done = background ? await inBackgroundProcess<Done>('photo', args) : await onImageThread<Done>('photo', args);
    return { ...done, variants: done.variants.map((data, i) => ({ width: VARIANT_WIDTHS[i], data })) };
  });
}
