import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Flushes a directory's entries (a new or renamed file's name) to disk; a no-op where that is unsupported. */
export async function syncDir(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EINVAL' && code !== 'EISDIR' && code !== 'EPERM' && code !== 'ENOTSUP') throw err;
  } finally {
    await handle?.close();
  }
}

/** Writes a file's bytes to disk (fsync) under a name that fails every stored-image pattern. */
export async function writeSynced(file: string, data: string | Uint8Array): Promise<void> {
  const handle = await fs.open(file, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Replaces `file` atomically and durably: written and flushed under a temporary name, renamed
 * over the old one, and the directory flushed. A crash leaves the old content or the new, whole.
 */
export async function replaceDurably(file: string, data: string | Uint8Array): Promise<void> {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeSynced(temp, data);
    await fs.rename(temp, file);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  }
  await syncDir(path.dirname(file));
}
