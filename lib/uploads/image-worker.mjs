// The image work of saves (photo sizes, share cards), run on a thread of its own by
// lib/uploads/image-thread.ts, which explains why. Plain JavaScript: Node loads it as it is, beside
// Next's bundles. The settings come with each job from process.ts and lib/share-card/render.ts.
import { existsSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';

sharp.concurrency(1);

/*
 * A save's new main photo, cropped to its share card by the photo job, kept here for the card job
 * of the same save, by the photo's public path. Here rather than sent to the server's thread and
 * back: the pixels are 2.3 MB, and each crossing is a copy on both threads (2.6 ms of CPU over
 * both, against 0.06 ms for a message without them). Without them the card decodes
 * the stored WebP again (58 against 25 ms). Taken once; a save that fails before its card leaves
 * its pixels until newer ones push them out.
 */
const MAX_KEPT = 6;
const kept = new Map();

function keep(key, pixels) {
  kept.set(key, pixels);
  for (const old of kept.keys()) {
    if (kept.size <= MAX_KEPT) break;
    kept.delete(old);
  }
}

function take(key) {
  const pixels = kept.get(key);
  kept.delete(key);
  return pixels;
}

// Judged by the bytes, never by the name or the declared content type. HEIF is only allowed as AVIF.
const isAllowed = (meta) => ['jpeg', 'png', 'webp'].includes(meta.format) || (meta.format === 'heif' && meta.compression === 'av1');

/** Checks the type, then re-encodes upright, without metadata, as WebP in the full size and each width. */
async function photo({ input, maxPixels, box, quality, effort, widths, card }) {
  // failOn 'warning' makes a truncated or corrupt file an error instead of a grey-filled picture.
  const open = () => sharp(input, { limitInputPixels: maxPixels, failOn: 'warning' });
  if (typeof input !== 'string' && input.length === 0) throw new Error('empty');
  const meta = await open().metadata();
  if (!isAllowed(meta)) throw new Error(`format ${meta.format}`);
  // Decoded once: upright (.rotate() with no angle applies the EXIF orientation) and at the full
  // size's box, as 8-bit pixels; the full size and each width are encoded from those. A JPEG decoded
  // anew for each size cost a third more CPU (2400 × 1800 phone photo: 116 against 88 ms for the
  // three sizes). Without withMetadata() sharp writes no EXIF, ICC or XMP.
  const { data, info } = await open().rotate().resize({ ...box, fit: 'inside', withoutEnlargement: true }).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const encode = (image) => image.webp({ quality, effort }).toBuffer({ resolveWithObject: true });
  // One after another: a job takes one thread (sharp.concurrency(1) below), so an image slot is at
  // most one core. Encoded at once, a job took three, and five saves starting together took both
  // cores from the server's event loop for a few seconds (npm run test:load, readers with writers:
  // 100 to 190 answers over 1 s in the phase's first seconds).
  const main = await encode(pixels());
  const variants = [];
  // Variants share the main image's height cap so a tall panorama's variant is never bigger than the main.
  for (const width of widths) variants.push(await encode(pixels().resize({ width, height: box.height, fit: 'inside', withoutEnlargement: true })));
  // The share card's photo, cropped to fill it, from the same pixels (kept above).
  if (card) {
    const cropped = await pixels().resize(card.width, card.height, { fit: 'cover' }).raw().toBuffer({ resolveWithObject: true });
    keep(card.key, { data: cropped.data, width: cropped.info.width, height: cropped.info.height, channels: cropped.info.channels });
  }
  return { main: main.data, width: main.info.width, height: main.info.height, variants: variants.map((v) => v.data) };
}

/** The pixels a photo job kept under `kept`, else the stored file when it is on disk, else null. */
const keptOrFile = ({ kept: key, file }) => take(key) ?? (file && existsSync(file) ? file : null);

/**
 * A share card: the photo cropped to fill (or the background), the overlay drawn over it, as a
 * JPEG under maxBytes. The photo is a stored image's bytes or path, or { kept, file }: the pixels a
 * photo job kept for the card, or that photo's stored file when they are gone.
 */
async function card({ overlay, photo: source, background, width, height, qualities, softenedQuality, maxBytes }) {
  const photo = source && typeof source === 'object' && 'kept' in source ? keptOrFile(source) : source;
  const open = () => {
    if (!photo) return sharp(Buffer.from(background));
    if (photo.channels) return sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: photo.channels } });
    return sharp(photo, { failOn: 'error' }).rotate().resize(width, height, { fit: 'cover' });
  };
  for (const soften of [false, true]) {
    // sharp composites after its other steps, so a softening blur never touches the text.
    let base = open();
    if (soften) base = base.blur(1.5);
    const drawn = base.composite([{ input: Buffer.from(overlay), top: 0, left: 0 }]).removeAlpha();
    const [first, ...rest] = soften ? [softenedQuality] : qualities;
    // Most cards fit at the first quality: drawn and encoded in one go. Only a card over the limit
    // is drawn once more, to raw pixels, for the lower qualities.
    const jpeg = await drawn.clone().jpeg({ quality: first }).toBuffer();
    if (jpeg.length <= maxBytes) return jpeg;
    if (rest.length === 0) continue;
    const { data, info } = await drawn.raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    for (const quality of rest) {
      const smaller = await sharp(data, raw).jpeg({ quality }).toBuffer();
      if (smaller.length <= maxBytes) return smaller;
    }
  }
  throw new Error(`A share card stayed over ${maxBytes} bytes`);
}

const jobs = { photo, card };

parentPort.on('message', async ({ id, op, args }) => {
  try {
    parentPort.postMessage({ id, result: await jobs[op](args) });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
