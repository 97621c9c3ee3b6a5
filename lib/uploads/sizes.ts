import 'server-only';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { backgroundWork } from '@/lib/background-work';
import { referencedAmong } from './journal';
import { isMainPath, publicPathOf, sourceFileOf, uploadsDir } from './paths';
import { processImage } from './process';
import { deleteImages, removeLeftTemps, writeSizes } from './store';

/*
 * A save through the API checks its photos and stores them as they came (store.ts, saveUpload),
 * then answers; their sizes are made afterwards, one at a time, in the background image process at
 * nice 19 (image-thread.ts). Made in the save, the sizes' CPU came out of the readers' share while
 * administrators saved, and no setting gave both fast saves and unhurt readers (docs/performance.md).
 *
 * Until its sizes exist a photo is served by making them at once (the uploads route, which nginx
 * falls back to for a missing file), so a visitor never sees a missing photo, only a slower first one.
 *
 * Who removes what: the uploads journal decides the files of a path no listing refers to, as for
 * every write (journal.ts). Sizes are made only for a path a listing refers to, and if none refers
 * to it once they are written (a delete or an edit meanwhile: paths are never reused, so that is
 * final), they are removed again; otherwise the upload is. Making them twice (two instances, or a
 * visitor and the background) writes the same bytes under the same names, each atomically.
 */

async function inUse(publicPath: string): Promise<boolean> {
  return (await referencedAmong([publicPath])).has(publicPath);
}

async function make(publicPath: string, background: boolean): Promise<void> {
  const source = sourceFileOf(publicPath);
  if (!source || !(await inUse(publicPath))) return;
  let input: Buffer;
  try {
    input = await readFile(source);
  } catch (err) {
    // Made meanwhile, or removed with its listing.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  await writeSizes(publicPath, await processImage(input, path.basename(source), { background }), { later: true });
  if (await inUse(publicPath)) await rm(source, { force: true });
  else await deleteImages([publicPath]);
}

const work = backgroundWork('Photo sizes', make);

/**
 * Makes a photo's sizes from its upload, if it still waits for them and a listing refers to it.
 * `now`: a visitor is waiting, so on the image thread at the server's priority, even if the
 * background process is already at it.
 */
export const makeSizes = (publicPath: string, opts: { now?: boolean } = {}) => work.run(publicPath, opts);

/** Queues photos whose sizes are still to be made, after the save that stored them committed. */
export const queueSizes = (paths: readonly string[]) => work.queue(paths.filter(isMainPath));

/** Photos queued or being made. */
export const sizesWaiting = () => work.waiting();

/** Resolves once every queued photo has its sizes (for tests and scripts). */
export const sizesSettled = () => work.settled();

/** Queues every upload still waiting for its sizes (at start-up: a stop or a crash left them; `startup` also clears what a killed write of them left). */
export async function resumeSizes({ startup = false } = {}): Promise<number> {
  const root = uploadsDir();
  const shards = await readdir(root, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const shard of shards) {
    if (!shard.isDirectory() || !/^[0-9a-f]{2}$/.test(shard.name)) continue;
    for (const name of await readdir(path.join(root, shard.name))) {
      const m = /^([0-9a-f]{24})\.upload$/.exec(name);
      if (m?.[1].startsWith(shard.name)) found.push(publicPathOf(m[1]));
    }
  }
  // At start-up no write of this server's is in flight; on a sweep one may be.
  if (startup) await Promise.all(found.map(removeLeftTemps));
  queueSizes(found);
  return found.length;
}
