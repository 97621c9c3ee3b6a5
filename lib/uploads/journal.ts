import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { db } from '@/lib/db';
import { timed } from '@/lib/server-timing';
import { instanceId } from '@/lib/instance';
import { replaceDurably, syncDir } from './durable';
import { isStoredPath, toDiskPath, uploadsDir } from './paths';

/*
 * Crash safety of the uploads folder: a write-ahead journal of image paths, decided by the database.
 *
 * A listing write stores image files and then commits a row that refers to them; an update or a
 * delete commits first and removes the images it no longer needs afterwards. A crash (SIGKILL,
 * power cut) between the two steps leaves files no listing refers to. Rules:
 *
 * Share cards (lib/share-card/) are journaled exactly like photos: a card is a stored file that a
 * listing row refers to (its share_card column), made before the commit, dropped by the next save.
 *
 *  1. Before an image file is written, its path is recorded in the write's journal entry
 *     (UPLOADS_DIR/.journal/<instance>/<random>.json, flushed to disk).
 *  2. Before a transaction that drops references to images commits, those paths are recorded too.
 *  3. When the write is over, successful or not, it is settled: the files of every recorded path
 *     that no listing refers to are removed (new images of a failed write, images an update
 *     replaced or a delete dropped), then the entry.
 *  4. An entry a crash left behind is settled in exactly the same way later: at start-up for the
 *     entries in this server's own folder, all of them at once, since none of its writes can be
 *     running before it serves; other folders' entries once untouched for STALE_AFTER_MS.
 *
 * The database decides every removal, so it is right at any point of a crash: before the commit
 * the new paths are unreferenced (removed) and the old ones still referenced (kept); after it, the
 * reverse. A recorded path that is unreferenced stays unreferenced: image paths are random and
 * never reused, and an update may only keep paths of the version it read (the version check turns
 * a race into a 409). Image files are flushed before the commit, so a referenced path's files are
 * whole even after a power cut.
 *
 * Why not simply remove, at start-up, every image no listing refers to? With PostgreSQL several
 * servers share the database and the uploads folder, and another server's write in flight has
 * files on disk and no row yet: it would lose them. An age limit avoids that but leaves the crash
 * debris for its whole length, and a server started against the wrong (say, an empty) database
 * would delete every photo. The journal removes only what the app itself recorded as in flight,
 * and a server tells its own dead writes from another's live ones by its instance name (lib/instance.ts).
 * A staging folder with a move after the commit needs the same bookkeeping (a crash between commit
 * and move leaves rows pointing at missing files until rolled forward) and shows missing images
 * meanwhile. `npm run uploads:check` still compares the whole folder with the database.
 */

export const JOURNAL_DIR = '.journal';
/** An entry untouched this long cannot belong to a running write: it lives from the end of the upload to the answer. */
export const STALE_AFTER_MS = 15 * 60_000;

const journalRoot = () => path.join(uploadsDir(), JOURNAL_DIR);
const ENTRY = /^[0-9a-f]{16}\.json$/;

/** The journal entry of one write. `record` before writing files or committing; `settle` when done. */
export class UploadJournal {
  #file: string | null = null;
  #paths = new Set<string>();

  get paths(): string[] {
    return [...this.#paths];
  }

  /** Adds paths to the entry and flushes it to disk before returning. */
  async record(paths: readonly string[]): Promise<void> {
    // Anything that is not a stored image's (or card's) path names no file of ours and is left out.
    const fresh = paths.filter((p) => isStoredPath(p) && !this.#paths.has(p));
    if (fresh.length === 0) return;
    for (const p of fresh) this.#paths.add(p);
    const dir = path.join(journalRoot(), instanceId());
    const file = (this.#file ??= path.join(dir, `${randomBytes(8).toString('hex')}.json`));
    const content = JSON.stringify({ pid: process.pid, at: new Date().toISOString(), paths: [...this.#paths] });
    await timed('journal', async () => writeEntry(dir, file, content));
  }

  /**
   * Removes the files of recorded paths no listing refers to, then the entry. If the database
   * cannot be asked, nothing is removed and the entry stays for recovery (the error is thrown).
   */
  async settle(): Promise<void> {
    const file = this.#file;
    if (!file) return;
    await timed('settle', () => settleEntry(file, [...this.#paths]));
    this.#file = null;
    this.#paths.clear();
  }
}

/** Synchronous, like the files it guards (durable.ts). */
function writeEntry(dir: string, file: string, content: string): void {
  try {
    replaceDurably(file, content);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    // The first entry of this instance (or a sweep removed its empty folder meanwhile).
    mkdirSync(dir, { recursive: true });
    syncDir(path.dirname(dir));
    replaceDurably(file, content);
  }
}

/** Runs `work` with the caller's journal, or with one of its own that is settled afterwards. */
export async function withJournal<T>(given: UploadJournal | undefined, work: (journal: UploadJournal) => Promise<T>): Promise<T> {
  if (given) return work(given);
  const own = new UploadJournal();
  try {
    return await work(own);
  } finally {
    await own.settle().catch(logSettleError);
  }
}

export function logSettleError(err: unknown): void {
  console.error('Uploads journal: could not settle a write now; it is settled again at the next start-up or sweep.', err);
}

const settling = globalThis as typeof globalThis & { __settlesWaiting?: number };

/**
 * Settles a committed write's entry after its answer, then runs `after` (the body's temp files):
 * the files of the photos and card it replaced go moments later, off the save's time; a crash
 * meanwhile leaves them to recovery, as for any entry. A failed write is settled before its
 * answer, so it never leaves a file behind.
 */
export function settleLater(journal: UploadJournal, after: () => Promise<void>): void {
  settling.__settlesWaiting = (settling.__settlesWaiting ?? 0) + 1;
  void journal
    .settle()
    .catch(logSettleError)
    .then(after)
    .catch((err: unknown) => console.error('Uploads journal: could not clean up after a write.', err))
    .finally(() => (settling.__settlesWaiting! -= 1));
}

/** Committed writes whose entries are still to be settled. */
export const settlesWaiting = () => settling.__settlesWaiting ?? 0;

/** Of the given image and card paths, those some listing refers to. */
export async function referencedAmong(paths: readonly string[]): Promise<Set<string>> {
  const wanted = new Set(paths);
  const found = new Set<string>();
  const handle = await db();
  const list = [...wanted];
  for (let i = 0; i < list.length; i += 50) {
    const chunk = list.slice(i, i + 50);
    // LIKE only narrows the rows (paths hold no quote, % or _); the lists are then read exactly.
    const rows = await handle
      .selectFrom('listings')
      .select(['mainImage', 'additionalImages', 'shareCard'])
      .where((eb) =>
        eb.or([eb('mainImage', 'in', chunk), eb('shareCard', 'in', chunk), ...chunk.map((p) => eb('additionalImages', 'like', `%${p}%`))]),
      )
      .execute();
    for (const row of rows) {
      for (const p of [row.mainImage, row.shareCard, ...(JSON.parse(row.additionalImages) as string[])]) if (p && wanted.has(p)) found.add(p);
    }
  }
  return found;
}

/**
 * Removes every file of a stored image or card: the file, its width variants and any half-written
 * temp file; with `only`, just the names it picks (the temp files a killed write left, store.ts).
 */
export function removeImageFiles(publicPath: string, only: (name: string) => boolean = () => true): number {
  const file = toDiskPath(publicPath);
  if (!file) return 0;
  const dir = path.dirname(file);
  const stem = path.basename(file).replace(/\.(?:webp|jpg)$/, '');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    names = [];
  }
  const mine = names.filter((n) => n.startsWith(stem) && only(n));
  for (const n of mine) rmSync(path.join(dir, n), { force: true });
  return mine.length;
}

// Synchronous file work (durable.ts): the database decides, then a few small removals.
async function settleEntry(file: string, paths: string[]): Promise<string[]> {
  const valid = paths.filter(isStoredPath);
  const referenced = await referencedAmong(valid);
  const unreferenced = valid.filter((p) => !referenced.has(p));
  for (const p of unreferenced) removeImageFiles(p);
  rmSync(file, { force: true });
  return unreferenced;
}

export interface RecoveryReport {
  /** Entries of crashed or failed writes that were settled. */
  entries: number;
  /** Images removed because no listing refers to them. */
  removed: string[];
}

/**
 * Settles journal entries left behind. `startup`: this server is starting and serves nothing yet,
 * so every entry in its own folder is a dead write's; without it (a periodic sweep) and in other
 * servers' folders, only entries untouched for STALE_AFTER_MS are.
 */
export async function recoverJournal({ startup }: { startup: boolean }): Promise<RecoveryReport> {
  const report: RecoveryReport = { entries: 0, removed: [] };
  const root = journalRoot();
  const own = instanceId();
  const folders = await fs.readdir(root, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const now = Date.now();
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const dir = path.join(root, folder.name);
    const all = startup && folder.name === own;
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      if (!all && now - stat.mtimeMs < STALE_AFTER_MS) continue;
      if (!ENTRY.test(name)) {
        // A half-written entry (its write had not begun storing files) or something foreign.
        if (name.endsWith('.tmp')) await fs.rm(file, { force: true });
        continue;
      }
      let paths: string[] = [];
      try {
        const parsed = JSON.parse(await fs.readFile(file, 'utf8')) as { paths?: unknown };
        if (Array.isArray(parsed.paths)) paths = parsed.paths.filter((p): p is string => typeof p === 'string');
      } catch {
        console.warn(`Uploads journal: ${file} is unreadable; removed.`);
      }
      report.removed.push(...(await settleEntry(file, paths)));
      report.entries++;
    }
    // Folders of other instances (scripts, servers since moved) go once empty and stale.
    if (folder.name !== own) {
      const stat = await fs.stat(dir).catch(() => null);
      if (stat && now - stat.mtimeMs >= STALE_AFTER_MS) await fs.rmdir(dir).catch(() => {});
    }
  }
  return report;
}
