import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * Durable file writes, done synchronously on purpose. A write's files are a few small ones (a
 * photo's sizes, a share card, a journal entry of a few hundred bytes), each flushed in about a
 * millisecond. Done through the thread pool, every open, write, flush, rename and close was a
 * round trip back to the event loop, and under 200 readers each round trip waited a whole turn of
 * a busy loop (tens of ms): a listing save spent 1.5 of its 3 s there (`npm run test:load`,
 * Server-Timing 'files' and 'journal'). Done here they cost the loop a few ms per save instead.
 * Work no request waits for (a photo's sizes and a share card made after the save's answer) uses
 * the thread pool instead: flushing a few hundred kB while the disk is busy can hold the event
 * loop, and every reader on it, for far longer.
 */

/** Flushes a directory's entries (a new or renamed file's name) to disk; a no-op where that is unsupported. */
export function syncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EINVAL' && code !== 'EISDIR' && code !== 'EPERM' && code !== 'ENOTSUP') throw err;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Writes a file's bytes to disk (fsync) under a name that fails every stored-image pattern. */
export function writeSynced(file: string, data: string | Uint8Array): void {
  const fd = fs.openSync(file, 'wx');
  try {
    fs.writeFileSync(fd, data);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Replaces `file` atomically and durably: written and flushed under a temporary name, renamed
 * over the old one, and the directory flushed. A crash leaves the old content or the new, whole.
 */
export function replaceDurably(file: string, data: string | Uint8Array): void {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeSynced(temp, data);
    fs.renameSync(temp, file);
  } catch (err) {
    fs.rmSync(temp, { force: true });
    throw err;
  }
  syncDir(path.dirname(file));
}

/** writeSynced through the thread pool. */
export async function writeSyncedLater(file: string, data: Uint8Array): Promise<void> {
  const handle = await fs.promises.open(file, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** syncDir through the thread pool. */
export async function syncDirLater(dir: string): Promise<void> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(dir, 'r');
    await handle.sync();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EINVAL' && code !== 'EISDIR' && code !== 'EPERM' && code !== 'ENOTSUP') throw err;
  } finally {
    await handle?.close();
  }
}
