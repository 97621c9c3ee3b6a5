import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { allFilesOf, normaliseStoredPath, publicPathOf, toDiskPath, uploadsDir, variantPath } from './paths';
import { processImage } from './process';

export type StoredImage = { path: string; width: number; height: number };

const SHARD = /^[0-9a-f]{2}$/;
const MAIN_FILE = /^([0-9a-f]{24})\.webp$/;

function diskPath(publicPath: string): string {
  const file = toDiskPath(publicPath);
  if (!file) throw new Error(`Refusing to write outside the uploads directory: ${publicPath}`);
  return file;
}

/** Processes an upload and stores it with its variants; returns the public path of the main image. */
export async function saveImage(input: Buffer | string, fileName: string): Promise<StoredImage> {
  const image = await processImage(input, fileName);
  const publicPath = publicPathOf(randomBytes(12).toString('hex'));

  // Variants first and the main image last, so a main image on disk always has its variants.
  const files = [
    ...image.variants.map((v) => ({ file: diskPath(variantPath(publicPath, v.width)), data: v.data })),
    { file: diskPath(publicPath), data: image.main },
  ];
  const written: string[] = [];
  try {
    await mkdir(path.dirname(files[0].file), { recursive: true });
    // Written under a temp name (never served: it fails the stored-path pattern) and renamed into place,
    // so a crash cannot leave a half-written file under a final name.
    const temps = files.map((f) => `${f.file}.${randomBytes(4).toString('hex')}.tmp`);
    for (const [i, f] of files.entries()) {
      written.push(temps[i]);
      await writeFile(temps[i], f.data, { flag: 'wx' });
    }
    for (const [i, f] of files.entries()) {
      written.push(f.file);
      await rename(temps[i], f.file);
    }
  } catch (err) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    throw err;
  }
  return { path: publicPath, width: image.width, height: image.height };
}

/** Removes images and their variants; files already gone and paths that aren't stored images are skipped. */
export async function deleteImages(paths: string[]): Promise<void> {
  const files = paths
    .map(normaliseStoredPath)
    .filter((p): p is string => p !== null)
    .flatMap(allFilesOf)
    .map((p) => toDiskPath(p))
    .filter((f): f is string => f !== null);
  await Promise.all(files.map((f) => rm(f, { force: true })));
}

/** Public paths of every main image on disk (no variants, no temp files), sorted. */
export async function listStoredImages(): Promise<string[]> {
  const root = uploadsDir();
  const shards = await readdir(root, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const found: string[] = [];
  for (const shard of shards) {
    if (!shard.isDirectory() || !SHARD.test(shard.name)) continue;
    for (const name of await readdir(path.join(root, shard.name))) {
      const id = MAIN_FILE.exec(name)?.[1];
      if (id?.startsWith(shard.name)) found.push(publicPathOf(id));
    }
  }
  return found.sort();
}
