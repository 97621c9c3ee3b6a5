import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupRetentionDays, pruneBackups } from './backup-retention';

const DAY_MS = 24 * 60 * 60 * 1000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder with files written `ageDays` days before `now`. */
function folder(now: Date, files: Record<string, number>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'));
  dirs.push(dir);
  for (const [name, ageDays] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, name);
    const when = new Date(now.getTime() - ageDays * DAY_MS);
    fs.utimesSync(file, when, when);
  }
  return dir;
}

describe('backup retention', () => {
  const now = new Date('2026-11-29T06:00:00Z');

  it('removes archives older than the retention and keeps the rest', async () => {
    const dir = folder(now, {
      'backup-2026-09-01T00-00-00-000Z.tar.gz': 89,
      'backup-2026-10-29T00-00-00-000Z.tar.gz': 30.5,
      'backup-2026-10-31T00-00-00-000Z.tar.gz': 29.5,
      'backup-2026-11-28T00-00-00-000Z.tar.gz': 1,
    });
    expect(await pruneBackups(dir, 30, now)).toEqual(['backup-2026-09-01T00-00-00-000Z.tar.gz', 'backup-2026-10-29T00-00-00-000Z.tar.gz']);
    expect(fs.readdirSync(dir).sort()).toEqual(['backup-2026-10-31T00-00-00-000Z.tar.gz', 'backup-2026-11-28T00-00-00-000Z.tar.gz']);
  });

  it('never touches files that are not its own archives, however old', async () => {
    const dir = folder(now, { 'site.db': 400, 'notes.txt': 400, 'backup-old.zip': 400, 'mine.tar.gz': 400 });
    expect(await pruneBackups(dir, 30, now)).toEqual([]);
    expect(fs.readdirSync(dir)).toHaveLength(4);
  });

  it('treats a folder that does not exist as empty', async () => {
    expect(await pruneBackups(path.join(os.tmpdir(), 'no-such-backups-folder'), 30, now)).toEqual([]);
  });

  it('reads BACKUP_RETENTION_DAYS, 30 by default, and names a bad value', () => {
    expect(backupRetentionDays({})).toBe(30);
    expect(backupRetentionDays({ BACKUP_RETENTION_DAYS: '' })).toBe(30);
    expect(backupRetentionDays({ BACKUP_RETENTION_DAYS: '7' })).toBe(7);
    expect(() => backupRetentionDays({ BACKUP_RETENTION_DAYS: '0' })).toThrow(/BACKUP_RETENTION_DAYS/);
    expect(() => backupRetentionDays({ BACKUP_RETENTION_DAYS: 'a month' })).toThrow(/BACKUP_RETENTION_DAYS/);
  });
});
