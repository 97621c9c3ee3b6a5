import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { timed } from '@/lib/server-timing';
import { syncDir, syncDirLater, writeSynced, writeSyncedLater } from './durable';
import { removeImageFiles } from './journal';
import { allFilesOf, isCardPath, normaliseStoredPath, publicPathOf, sourceFileOf, toDiskPath, uploadsDir, variantPath } from './paths';
import { checkImage, type ProcessedImage, processImage } from './process';

export type StoredImage = { path: string; width: number; height: number };

const SHARD = /^[0-9a-f]{2}$/;
const MAIN_FILE = /^([0-9a-f]{24})\.(webp|jpg|upload)$/;

function diskPath(publicPath: string): string {
  const file = toDiskPath(publicPath);
  if (!file) throw new Error(`Refusing to write outside the uploads directory: ${publicPath}`);
  return file;
}

/** Where a write records the paths of images before their files are written (lib/uploads/journal.ts). */
export interface PathRecorder {
  record(paths: readonly string[]): Promise<void>;
}

/**
 * Processes an upload and stores it with its variants; returns the public path of the main image.
 * With a journal, the path is recorded there before any file is written (or the caller records
 * `publicPath` itself), so a crash at any point leaves nothing that recovery cannot find. The
 * files are on disk (fsync) when this returns. For scripts and tests; a save through the API
 * stores the upload and has the sizes made after its answer (saveUpload, sizes.ts).
 */
export async function saveImage(
  input: Buffer | string,
  fileName: string,
  opts: { journal?: PathRecorder; publicPath?: string } = {},
): Promise<StoredImage> {
  const publicPath = opts.publicPath ?? newImagePath();
  const image = await processImage(input, fileName);
  await opts.journal?.record([publicPath]);
  await writeSizes(publicPath, image);
  return { path: publicPath, width: image.width, height: image.height };
}

/**
 * Writes a photo's sizes durably: variants first and the main image last, so a main image on disk
 * always has its variants. `later`: after the save's answer, through the thread pool (durable.ts).
 */
export function writeSizes(publicPath: string, image: ProcessedImage, { later = false } = {}): Promise<void> {
  const files = [
    ...image.variants.map((v) => ({ file: diskPath(variantPath(publicPath, v.width)), data: v.data })),
    { file: diskPath(publicPath), data: image.main },
  ];
  return later ? writeFilesWith(THREAD_POOL, files) : writeFiles(files);
}

/**
 * Checks an upload by its bytes and stores it as it came, unseen by visitors, for its sizes to be
 * made after the save's answer (lib/uploads/sizes.ts); recorded in the journal first, like
 * saveImage. A file refused by the check is refused here, with the same status and message.
 */
export async function saveUpload(input: Buffer | string, fileName: string, opts: { journal?: PathRecorder; publicPath?: string } = {}): Promise<string> {
  const publicPath = opts.publicPath ?? newImagePath();
  await checkImage(input, fileName);
  await opts.journal?.record([publicPath]);
  const data = typeof input === 'string' ? await readFile(input) : input;
  await writeFiles([{ file: sourceFileOf(publicPath)!, data }]);
  return publicPath;
}

/** Stores a share card (lib/share-card/) under a fresh name, recorded in the journal first; returns its public path. */
export async function saveCard(jpeg: Buffer, journal: PathRecorder): Promise<string> {
  const publicPath = newCardPath();
  await journal.record([publicPath]);
  await writeCard(publicPath, jpeg);
  return publicPath;
}

/** Writes a share card durably under a name given before (a card drawn after its save's answer), through the thread pool. */
export function writeCard(publicPath: string, jpeg: Buffer): Promise<void> {
  return writeFilesWith(THREAD_POOL, [{ file: diskPath(publicPath), data: jpeg }]);
}

/**
 * Writes files of one shard folder durably: each under a temp name (never served: it fails the
 * stored-path pattern), flushed, and renamed into place in order, the last one last, so a crash
 * cannot leave a half-written file under a final name. On failure nothing written is left.
 * Synchronous, as durable.ts explains.
 */
function writeFiles(files: { file: string; data: Buffer }[]): Promise<void> {
  return timed('files', () => writeFilesWith(ON_THE_LOOP, files));
}

/** The file operations a write uses: on the event loop (a save's, durable.ts says why) or through the thread pool. */
type FileOps = {
  mkdir(dir: string): unknown;
  write(file: string, data: Buffer): unknown;
  rename(from: string, to: string): unknown;
  syncDir(dir: string): unknown;
  rm(file: string): unknown;
};

const ON_THE_LOOP: FileOps = {
  mkdir: (dir) => mkdirSync(dir, { recursive: true }),
  write: writeSynced,
  rename: renameSync,
  syncDir,
  rm: (file) => rmSync(file, { force: true }),
};

const THREAD_POOL: FileOps = {
  mkdir: (dir) => mkdir(dir, { recursive: true }),
  write: writeSyncedLater,
  rename,
  syncDir: syncDirLater,
  rm: (file) => rm(file, { force: true }),
};

// Awaiting what ON_THE_LOOP returns costs a microtask, not a turn of the event loop.
async function writeFilesWith(ops: FileOps, files: { file: string; data: Buffer }[]): Promise<void> {
  const written: string[] = [];
  try {
    const dir = path.dirname(files[0].file);
    if (await ops.mkdir(dir)) await ops.syncDir(path.dirname(dir));
    const temps = files.map((f) => `${f.file}.${randomBytes(4).toString('hex')}.tmp`);
    for (const [i, f] of files.entries()) {
      written.push(temps[i]);
      await ops.write(temps[i], f.data);
    }
    written.push(...files.map((f) => f.file));
    for (const [i, f] of files.entries()) await ops.rename(temps[i], f.file);
    // The new names reach the disk before any database row can refer to them.
    await ops.syncDir(dir);
  } catch (err) {
    for (const f of written) await ops.rm(f);
    throw err;
  }
}

/**
 * Removes the temp files a write of this image's or card's files left when its process was
 * killed between writing them and renaming them into place (work done after a save's answer is
 * in no journal); for a photo or card about to be made again, so nothing of its own is in flight.
 */
export async function removeLeftTemps(publicPath: string): Promise<void> {
  removeImageFiles(publicPath, (name) => name.endsWith('.tmp'));
}

/** A fresh, never-used public path for an image (random: names are never reused). */
export function newImagePath(): string {
  return publicPathOf(randomBytes(12).toString('hex'));
}

/** A fresh public path for a share card: random too, so a changed card never reuses an address a cache holds. */
export function newCardPath(): string {
  return publicPathOf(randomBytes(12).toString('hex'), 'jpg');
}

/**
 * Removes images with their variants and any upload still waiting for them, and share cards;
 * files already gone and paths that are neither are skipped.
 */
export async function deleteImages(paths: string[]): Promise<void> {
  const stored = paths.map((p) => (isCardPath(p) ? p : normaliseStoredPath(p))).filter((p): p is string => p !== null);
  const files = [...stored.flatMap(allFilesOf).map((p) => toDiskPath(p)), ...stored.map(sourceFileOf)].filter((f): f is string => f !== null);
  await Promise.all(files.map((f) => rm(f, { force: true })));
}

/**
 * Public paths of every main image and share card on disk (no variants, no temp files), sorted; a
 * photo whose sizes are still to be made counts by its upload.
 */
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
      const m = MAIN_FILE.exec(name);
      if (m?.[1].startsWith(shard.name)) found.push(publicPathOf(m[1], m[2] === 'jpg' ? 'jpg' : 'webp'));
    }
  }
  return [...new Set(found)].sort();
}
