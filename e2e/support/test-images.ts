import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Real JPEG files of distinct sizes in a temp folder. The stored copy keeps the width
 * (everything here fits inside 1800 × 1080), so a stored image tells which file it came from.
 */
export async function makeImages(widths: number[]): Promise<{ dir: string; files: string[]; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'admin-e2e-'));
  const files: string[] = [];
  for (const [i, width] of widths.entries()) {
    const height = Math.round((width * 3) / 4);
    const file = path.join(dir, `photo-${i + 1}-${width}.jpg`);
    const hue = (i * 67) % 255;
    const buffer = await sharp({ create: { width, height, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } })
      .jpeg({ quality: 80 })
      .toBuffer();
    await writeFile(file, buffer);
    files.push(file);
  }
  return { dir, files, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** The pixel width of an image the server stores, fetched over HTTP. */
export async function storedWidth(fetchBytes: (url: string) => Promise<Buffer>, url: string): Promise<number | undefined> {
  return (await sharp(await fetchBytes(url)).metadata()).width;
}
