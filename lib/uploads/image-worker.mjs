// The image work of saves (photo checks and sizes, share cards), run on a thread of its own, or in
// a child process at the lowest CPU priority for the sizes made after a save's answer, by
// lib/uploads/image-thread.ts, which explains why. Plain JavaScript: Node loads it as it is, beside
// Next's bundles. The settings come with each job from process.ts and lib/share-card/render.ts.
import { readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';

// As a child process: nice 19 for every thread, set before sharp starts any, so that the sizes
// made in the background only take CPU the server's threads leave idle.
if (!parentPort) lowerPriority();
const { default: sharp } = await import('sharp');
sharp.concurrency(1);

function lowerPriority() {
  try {
    os.setPriority(0, 19);
    // Threads Node started before this line keep their priority: on Linux each is lowered by its id.
    for (const tid of readdirSync('/proc/self/task')) os.setPriority(Number(tid), 19);
  } catch {
    // Not Linux, or not allowed: the sizes are made at the server's priority.
  }
  // With the kernel's autogroups (on by default), a nice value only ranks threads within their
  // session: this process was started in a session of its own (image-thread.ts), and its session's
  // nice is what ranks it against the server, the database and everything else (man 7 sched).
  try {
    writeFileSync('/proc/self/autogroup', '19');
  } catch {
    // No autogroups (turned off, or not Linux): the threads' nice above ranks it already.
  }
}

// Judged by the bytes, never by the name or the declared content type. HEIF is only allowed as AVIF.
const isAllowed = (meta) => ['jpeg', 'png', 'webp'].includes(meta.format) || (meta.format === 'heif' && meta.compression === 'av1');

/**
 * Judges an upload by its bytes: an allowed type, within the pixel limit, and whole. The whole file
 * is decoded, but a JPEG or WebP at a fraction of its size (shrink-on-load), which reads every byte
 * and catches a truncated or corrupt file as the full decode would, for less than half its CPU (a
 * 2400 × 1800 JPEG of noise: 24 against 59 ms).
 */
async function check({ input, maxPixels }) {
  // failOn 'warning' makes a truncated or corrupt file an error instead of a grey-filled picture.
  const open = () => sharp(input, { limitInputPixels: maxPixels, failOn: 'warning' });
  if (typeof input !== 'string' && input.length === 0) throw new Error('empty');
  const meta = await open().metadata();
  if (!isAllowed(meta)) throw new Error(`format ${meta.format}`);
  await open().resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  return { format: meta.format };
}

/** Checks the type, then re-encodes upright, without metadata, as WebP in the full size and each width. */
async function photo({ input, maxPixels, box, quality, effort, widths }) {
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
  return { main: main.data, width: main.info.width, height: main.info.height, variants: variants.map((v) => v.data) };
}

/**
 * The bytes of the first of `files` on disk (the stored photo, then the upload its sizes are still
 * to be made from), else null. Read at once: libvips opens a file again as it decodes, so a path
 * checked and handed on could be the upload the sizes job removed meanwhile (CI, 6 December). The
 * list is tried twice because that job moves the stored photo into place before it removes the
 * upload: a photo missed between the two looks is found on the second pass.
 */
async function firstOnDisk(files) {
  for (const file of [...files, ...files]) {
    if (!file) continue;
    try {
      return await readFile(file);
    } catch (err) {
      if (err.code !== 'ENOENT') throw err;
    }
  }
  return null;
}

/**
 * A share card: the photo cropped to fill (or the background), the overlay drawn over it, as a
 * JPEG under maxBytes. The photo is an image's bytes or path, or { files }: the first on disk.
 */
async function card({ overlay, photo: source, background, width, height, qualities, softenedQuality, maxBytes }) {
  const photo = source && typeof source === 'object' && 'files' in source ? await firstOnDisk(source.files) : source;
  // An upload larger than the card is decoded at a fraction of its size (shrink-on-load).
  const open = () => (photo ? sharp(photo, { failOn: 'error' }).rotate().resize(width, height, { fit: 'cover' }) : sharp(Buffer.from(background)));
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

/**
 * A check of a tiny JPEG made here, at the server's start: libvips readies its JPEG loader, its
 * resize and its threads on first use, which cost the first saves after a start over a second
 * under load (npm run test:load, the 'photo' step of the writes that opened the phase).
 */
async function warm() {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a9' } }).jpeg().toBuffer();
  return check({ input: jpeg, maxPixels: 64 * 48 });
}

const jobs = { check, photo, card, warm };

// A worker thread's port, or a child process's IPC channel (advanced serialization: Buffers cross).
const send = parentPort ? (message) => parentPort.postMessage(message) : (message) => process.send(message);
(parentPort ?? process).on('message', async ({ id, op, args }) => {
  try {
    send({ id, result: await jobs[op](args) });
  } catch (err) {
    send({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
// The server went away: so does its background image process.
if (!parentPort) process.on('disconnect', () => process.exit(0));
