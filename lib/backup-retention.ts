import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { parseEnv } from '@/lib/env';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The names `npm run backup` gives its archives; nothing else in the folder is ever removed. */
const ARCHIVE = /^backup-[\w.-]+\.tar\.gz$/;

/**
 * Days a backup archive is kept (BACKUP_RETENTION_DAYS, default 30). The privacy policy states it:
 * an erased enquiry's data leaves the last backup that holds it this many days after the erasure.
 * Read at build for the policy's text, and by `npm run backup`, which prunes older archives.
 */
export function backupRetentionDays(source: Record<string, string | undefined> = process.env): number {
  const schema = z.object({ BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(30) });
  return parseEnv(schema, { BACKUP_RETENTION_DAYS: source.BACKUP_RETENTION_DAYS }).BACKUP_RETENTION_DAYS;
}

/** Removes the archives in `dir` last written more than `days` days before `now`; returns their names. */
export async function pruneBackups(dir: string, days: number, now = new Date()): Promise<string[]> {
  const cutoff = now.getTime() - days * DAY_MS;
  const removed: string[] = [];
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    if (!ARCHIVE.test(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file);
    if (!stat.isFile() || stat.mtimeMs >= cutoff) continue;
    await fs.rm(file, { force: true });
    removed.push(name);
  }
  return removed.sort();
}
