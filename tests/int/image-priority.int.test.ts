// With IMAGE_NICE set, image work yields the CPU to the event loop (lib/uploads/slots.ts): after a
// photo is processed in the sharp slot, every thread libvips works on runs at that nice value, and
// the server's own threads (the event loop first) keep their priority. Linux only: it names and
// renices threads. (The default, 0, leaves them all at the server's priority.)
import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

function threads(): { name: string; nice: number }[] {
  return fs.readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const name = fs.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      // Fields after the command: the 19th of stat (the 17th here) is the nice value.
      const nice = Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[16]);
      return [{ name, nice }];
    } catch {
      return [];
    }
  });
}

describe.runIf(process.platform === 'linux')('image threads', () => {
  afterAll(() => {
    delete process.env.IMAGE_NICE;
  });

  it('run at IMAGE_NICE=10 after a photo is processed; the event loop keeps its priority', async () => {
    // Read when the slots' module loads.
    process.env.IMAGE_NICE = '10';
    const { processImage } = await import('@/lib/uploads/process');
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a7' } }).jpeg().toBuffer();
    await processImage(photo, 'photo.jpg');
    await processImage(photo, 'again.jpg');
    const image = threads().filter((t) => t.name === 'libvips worker');
    expect(image.length).toBeGreaterThan(0);
    for (const t of image) expect(t.nice).toBe(10);
    expect(os.getPriority()).toBe(0);
    expect(threads().filter((t) => t.name !== 'libvips worker').every((t) => t.nice === 0)).toBe(true);
  });
});
