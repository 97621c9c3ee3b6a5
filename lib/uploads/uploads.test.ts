import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageRejected } from './errors';
import { allFilesOf, contentTypeOf, isCardPath, isStoredPath, normaliseStoredPath, toDiskPath, uploadsDir, variantPath } from './paths';
import { processImage } from './process';
import { deleteImages, listStoredImages, saveCard, saveImage } from './store';

let dir: string;
const previousDir = process.env.UPLOADS_DIR;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'uploads-test-'));
  process.env.UPLOADS_DIR = dir;
});

afterAll(async () => {
  if (previousDir === undefined) delete process.env.UPLOADS_DIR;
  else process.env.UPLOADS_DIR = previousDir;
  await rm(dir, { recursive: true, force: true });
});

const solid = (width: number, height: number, background = '#3a7') =>
  sharp({ create: { width, height, channels: 3, background } });

async function metaOf(publicPath: string) {
  const file = toDiskPath(publicPath);
  expect(file).not.toBeNull();
  return sharp(file!).metadata();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const chunk = Buffer.alloc(4 + typeAndData.length + 4);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), 4 + typeAndData.length);
  return chunk;
}

// A tiny PNG whose IHDR (with a valid CRC) claims the given size: a decompression bomb's header.
// A little IDAT and an IEND follow, since libspng calls a file that ends after IHDR a corrupt header.
function pngClaiming(width: number, height: number, { headerOnly = false } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const rest = headerOnly ? [] : [pngChunk('IDAT', deflateSync(Buffer.alloc(1024))), pngChunk('IEND', Buffer.alloc(0))];
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), ...rest]);
}

async function rejection(input: Buffer | string, name = 'upload.jpg'): Promise<ImageRejected> {
  const err = await processImage(input, name).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageRejected);
  return err as ImageRejected;
}

describe('saveImage', () => {
  it('stores a phone photo upright as WebP without EXIF or GPS', async () => {
    // Stored sideways (left half red) with orientation 6: displayed upright, red is on top.
    const left = await solid(200, 200, '#f00').png().toBuffer();
    const photo = await solid(400, 200, '#00f')
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 44/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 49/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // GPSInfo pointer tag, little-endian

    const saved = await saveImage(photo, 'IMG_0001.jpg');
    expect(saved.path).toMatch(/^\/uploads\/([0-9a-f]{2})\/\1[0-9a-f]{22}\.webp$/);
    expect(saved).toMatchObject({ width: 200, height: 400 });

    const meta = await metaOf(saved.path);
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();

    const { data, info } = await sharp(toDiskPath(saved.path)!).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [r1, , b1] = pixel(100, 50);
    const [r2, , b2] = pixel(100, 350);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });

  it('fits a large photo within 1800×1080 and writes 800 and 400 px variants', async () => {
    const big = await solid(4000, 3000).jpeg({ quality: 70 }).toBuffer();
    const saved = await saveImage(big, 'big.jpg');
    expect(saved).toMatchObject({ width: 1440, height: 1080 });
    expect(await metaOf(saved.path)).toMatchObject({ width: 1440, height: 1080 });
    expect(await metaOf(variantPath(saved.path, 800))).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(await metaOf(variantPath(saved.path, 400))).toMatchObject({ format: 'webp', width: 400, height: 300 });
  });

  it('never enlarges a small image', async () => {
    const saved = await saveImage(await solid(300, 200).png().toBuffer(), 'small.png');
    for (const p of allFilesOf(saved.path)) expect(await metaOf(p)).toMatchObject({ width: 300, height: 200 });
  });

  it('accepts PNG, WebP and AVIF, and a temp file path', async () => {
    const inputs = [
      await solid(640, 480).png().toBuffer(),
      await solid(640, 480).webp().toBuffer(),
      await solid(640, 480).avif().toBuffer(),
    ];
    for (const input of inputs) expect((await saveImage(input, 'x')).width).toBe(640);

    const file = path.join(dir, 'incoming.tmp');
    await writeFile(file, await solid(640, 480).jpeg().toBuffer());
    expect((await saveImage(file, 'from-disk.jpg')).width).toBe(640);
    await rm(file);
  });

  it('leaves no temp files behind', async () => {
    const names = (await readdir(dir, { recursive: true })).map(String);
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});

describe('processImage rejects what is not an allowed image', () => {
  it.each([
    ['an SVG with a script', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>')],
    ['a GIF', () => solid(20, 20).gif().toBuffer()],
    ['a text file named .jpg', () => Buffer.from('just some text, not a photo\n')],
    ['an empty file', () => Buffer.alloc(0)],
    ['an HTML page', () => Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')],
    ['a truncated JPEG', async () => (await solid(800, 600).jpeg().toBuffer()).subarray(0, 400)],
  ])('415 for %s', async (_label, make) => {
    const err = await rejection(await make(), 'photo.jpg');
    expect(err.status).toBe(415);
    expect(err.message).toBe('photo.jpg is not a JPEG, PNG, WebP or AVIF image.');
  });

  it('415 for an empty temp file', async () => {
    const file = path.join(dir, 'empty.tmp');
    await writeFile(file, '');
    expect((await rejection(file)).status).toBe(415);
    await rm(file);
  });

  it('413 for a PNG whose header claims 30000×30000 pixels', async () => {
    const err = await rejection(pngClaiming(30_000, 30_000), 'bomb.png');
    expect(err.status).toBe(413);
    expect(err.message).toBe('bomb.png is too large in pixels (limit 50 megapixels).');
  });

  it('415 for a PNG that ends after its header', async () => {
    expect((await rejection(pngClaiming(30_000, 30_000, { headerOnly: true }))).status).toBe(415);
  });

  it('413 for a real 7100×7100 image just over the limit', async () => {
    const flood = await solid(7100, 7100).png({ compressionLevel: 1 }).toBuffer();
    expect((await rejection(flood, 'flood.png')).status).toBe(413);
  });

  it('does not store anything it rejects', async () => {
    const before = await listStoredImages();
    await expect(saveImage(Buffer.from('nope'), 'nope.jpg')).rejects.toBeInstanceOf(ImageRejected);
    expect(await listStoredImages()).toEqual(before);
  });
});

describe('deleteImages and listStoredImages', () => {
  it('lists main images only and deletes an image with all its variants', async () => {
    const a = await saveImage(await solid(900, 600).jpeg().toBuffer(), 'a.jpg');
    const b = await saveImage(await solid(900, 600).jpeg().toBuffer(), 'b.jpg');
    const listed = await listStoredImages();
    expect(listed).toEqual(expect.arrayContaining([a.path, b.path]));
    expect(listed.every((p) => /^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{24}\.webp$/.test(p))).toBe(true);

    await deleteImages([a.path, '/uploads/00/000000000000000000000000.webp', '../../etc/passwd']);
    for (const p of allFilesOf(a.path)) await expect(stat(toDiskPath(p)!)).rejects.toMatchObject({ code: 'ENOENT' });
    for (const p of allFilesOf(b.path)) await expect(stat(toDiskPath(p)!)).resolves.toBeTruthy();
    expect(await listStoredImages()).not.toContain(a.path);

    await deleteImages([`http://api.example.com${b.path}`]);
    expect(await listStoredImages()).not.toContain(b.path);
  });

  it('stores a share card under a fresh .jpg name recorded first, lists it and deletes it', async () => {
    const recorded: string[] = [];
    const jpeg = await solid(1200, 630).jpeg().toBuffer();
    const card = await saveCard(jpeg, { record: async (paths) => void recorded.push(...paths) });
    expect(card).toMatch(/^\/uploads\/([0-9a-f]{2})\/\1[0-9a-f]{22}\.jpg$/);
    expect(recorded).toEqual([card]);
    expect(await saveCard(jpeg, { record: async () => {} })).not.toBe(card);
    expect(await metaOf(card)).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(await listStoredImages()).toContain(card);
    await deleteImages([card]);
    await expect(stat(toDiskPath(card)!)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await listStoredImages()).not.toContain(card);
  });
});

describe('toDiskPath and normaliseStoredPath', () => {
  const id = 'ab0123456789abcdef012345';
  const main = `/uploads/ab/${id}.webp`;

  it('maps stored paths and segment lists inside the uploads directory', () => {
    expect(toDiskPath(main)).toBe(path.join(uploadsDir(), 'ab', `${id}.webp`));
    expect(toDiskPath(`/uploads/ab/${id}-800w.webp`)).toBe(path.join(uploadsDir(), 'ab', `${id}-800w.webp`));
    expect(toDiskPath(['ab', `${id}-400w.webp`])).toBe(path.join(uploadsDir(), 'ab', `${id}-400w.webp`));
    expect(allFilesOf(main)).toEqual([main, `/uploads/ab/${id}-800w.webp`, `/uploads/ab/${id}-400w.webp`]);
  });

  it('knows a share card: one .jpg file, served as JPEG, tracked but never taken as a photo', () => {
    const card = `/uploads/ab/${id}.jpg`;
    expect(toDiskPath(card)).toBe(path.join(uploadsDir(), 'ab', `${id}.jpg`));
    expect(allFilesOf(card)).toEqual([card]);
    expect(isCardPath(card) && isStoredPath(card) && isStoredPath(main)).toBe(true);
    expect(isCardPath(main) || isCardPath(`/uploads/cd/${id}.jpg`) || isCardPath(`/uploads/ab/${id}-800w.jpg`)).toBe(false);
    expect([contentTypeOf(card), contentTypeOf(main)]).toEqual(['image/jpeg', 'image/webp']);
    expect(normaliseStoredPath(card)).toBeNull();
  });

  it.each([
    '/uploads/../etc/passwd',
    `/uploads/ab/../ab/${id}.webp`,
    '/uploads/%2e%2e%2fetc%2fpasswd',
    `/uploads/ab/%2e%2e%2f${id}.webp`,
    '/uploads/%252e%252e/etc/passwd',
    '/etc/passwd',
    `/uploads\\ab\\${id}.webp`,
    `/uploads/ab/${id}.webp\0`,
    `/uploads/cd/${id}.webp`,
    `/uploads/ab/${id}-300w.webp`,
    `/uploads/ab/${id}.webp.tmp`,
    `/uploads/ab/${id}.jpg.tmp`,
    `/uploads/ab/${id}-800w.jpg`,
    `/uploads/ab/${id}.jpeg`,
    `/uploads/cd/${id}.jpg`,
    `uploads/ab/${id}.webp`,
    '%',
  ])('toDiskPath rejects %j', (input) => {
    expect(toDiskPath(input)).toBeNull();
  });

  it.each([[['..', 'etc', 'passwd']], [['ab', '..', '..', 'x']], [['%2e%2e', `${id}.webp`]], [['ab', `..\\${id}.webp`]], [[]]])(
    'toDiskPath rejects segments %j',
    (segments) => {
      expect(toDiskPath(segments)).toBeNull();
    },
  );

  it.each([
    [`http://api.example.com${main}`, main],
    [`https://api.example.com:8443${main}?v=2`, main],
    [main, main],
    [`uploads/ab/${id}.webp`, main],
    [`  ${main}  `, main],
  ])('normaliseStoredPath(%j) is the /uploads/ part', (input, expected) => {
    expect(normaliseStoredPath(input)).toBe(expected);
  });

  it.each([
    '',
    '/uploads/',
    '/etc/passwd',
    '/uploads/../etc/passwd',
    `/uploads/ab/%2e%2e%2f${id}.webp`,
    `/uploads/%252e%252e/${id}.webp`,
    `/uploads\\ab\\${id}.webp`,
    `/uploads/ab/${id}-800w.webp`,
    `/uploads/ab/${id}.png`,
    'http://api.example.com/images/x.webp',
    'javascript:alert(1)',
  ])('normaliseStoredPath rejects %j', (input) => {
    expect(normaliseStoredPath(input)).toBeNull();
  });
});
