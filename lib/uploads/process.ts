import 'server-only';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ImageRejected } from './errors';
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
// WebP's encoder effort (0 to 6, sharp's default 4). The full-size image, seen in the viewer and on
// wide screens, is encoded at 2: half the CPU of 4 for about 5 % more bytes (a 2400 × 1800 phone
// photo: 77 against 144 ms, 28.8 against 27.5 kB). The widths a phone loads keep the default.
const MAIN_EFFORT = 2;

function open(input: Buffer | string): Sharp {
  // failOn 'warning' makes a truncated or corrupt file an error instead of a grey-filled picture.
  return sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'warning' });
}

// Judged by the bytes, never by the name or the declared content type. HEIF is only allowed as AVIF.
function isAllowed(meta: Metadata): boolean {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return true;
  return meta.format === 'heif' && meta.compression === 'av1';
}

function isPixelLimit(err: unknown): boolean {
  return err instanceof Error && /pixel limit/i.test(err.message);
}

async function guard<T>(fileName: string, input: Buffer | string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ImageRejected) throw err;
    if (isPixelLimit(err)) throw new ImageRejected(413, `${fileName} is too large in pixels (limit 50 megapixels).`);
    // A temp file that vanished is our fault, not the uploader's.
    if (typeof input === 'string' && err instanceof Error && /input file is missing/i.test(err.message)) throw err;
    throw new ImageRejected(415, `${fileName} is not a JPEG, PNG, WebP or AVIF image.`);
  }
}

/** Checks the type by its bytes, then re-encodes upright, without metadata, as WebP plus width variants. */
export async function processImage(input: Buffer | string, fileName: string): Promise<ProcessedImage> {
  return inSlot('photo', () => guardedProcess(input, fileName));
}

async function guardedProcess(input: Buffer | string, fileName: string): Promise<ProcessedImage> {
  return guard(fileName, input, async () => {
    if (Buffer.isBuffer(input) && input.length === 0) throw new Error('empty');
    const meta = await open(input).metadata();
    if (!isAllowed(meta)) throw new Error(`format ${meta.format}`);

    // .rotate() with no angle applies the EXIF orientation; without withMetadata() sharp writes no EXIF, ICC or XMP.
    const encode = (box: { width: number; height: number }, effort?: number) =>
      open(input)
        .rotate()
        .resize({ ...box, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: QUALITY, ...(effort === undefined ? {} : { effort }) })
        .toBuffer({ resolveWithObject: true });

    const [main, ...variants] = await Promise.all([
      encode({ width: MAX_WIDTH, height: MAX_HEIGHT }, MAIN_EFFORT),
      // Variants share the main image's height cap so a tall panorama's variant is never bigger than the main.
      ...VARIANT_WIDTHS.map((width) => encode({ width, height: MAX_HEIGHT })),
    ]);
    return {
      main: main.data,
      width: main.info.width,
      height: main.info.height,
      variants: variants.map((v, i) => ({ width: VARIANT_WIDTHS[i], data: v.data })),
    };
  });
}
