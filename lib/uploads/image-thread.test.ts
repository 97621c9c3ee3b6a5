import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { ImageRejected } from './errors';
import { ImageThreadFailed, imageThreadStarted, startImageThread, stopImageThread } from './image-thread';
import { processImage } from './process';

const jpeg = () => sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a6' } }).jpeg().toBuffer();

describe('the image thread', () => {
  it('answers with Buffers, the way sharp would', async () => {
    const image = await processImage(await jpeg(), 'photo.jpg');
    expect(Buffer.isBuffer(image.main)).toBe(true);
    expect(image.variants.map((v) => Buffer.isBuffer(v.data))).toEqual([true, true]);
    expect(await sharp(image.main).metadata()).toMatchObject({ format: 'webp', width: 1440, height: 1080 });
  });

  it('a job cut short by the thread stopping is the server’s failure, not a refused upload; the next job starts a new thread', async () => {
    const running = processImage(await jpeg(), 'photo.jpg');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await stopImageThread();
    const err = await running.then(
      () => null,
      (e: unknown) => e,
    );
    // Three WebP encodes of 4.3 megapixels take far longer than 5 ms.
    expect(err).toBeInstanceOf(ImageThreadFailed);
    expect(err).not.toBeInstanceOf(ImageRejected);
    const again = await processImage(await jpeg(), 'again.jpg');
    expect(again.width).toBe(1440);
  });

  it('starts when the server asks, before any job, and the first job runs on it', async () => {
    await stopImageThread();
    await vi.waitFor(() => expect(imageThreadStarted()).toBe(false));
    startImageThread();
    expect(imageThreadStarted()).toBe(true);
    const image = await processImage(await jpeg(), 'photo.jpg');
    expect(image.width).toBe(1440);
    expect(imageThreadStarted()).toBe(true);
  });

  it('is one thread for every copy of the module (Next bundles one with each route and the start-up hook)', async () => {
    startImageThread();
    vi.resetModules();
    const copy = await import('./image-thread');
    expect(copy.imageThreadStarted()).toBe(true);
    await copy.stopImageThread();
    await vi.waitFor(() => expect(imageThreadStarted()).toBe(false));
  });
});
