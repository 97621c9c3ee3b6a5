// `npm run backup [-- file.tar.gz]`: database snapshot and uploads in one archive; then archives
// of `npm run backup` in the same folder older than BACKUP_RETENTION_DAYS (default 30) are removed,
// as the privacy policy promises.
import path from 'node:path';
import { createBackup } from '@/lib/backup';
import { backupRetentionDays, pruneBackups } from '@/lib/backup-retention';
import { closeDb } from '@/lib/db';

const file = process.argv[2] ?? `backups/backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
const manifest = await createBackup(file);
console.log(`Wrote ${file}: ${manifest.engine} database with ${manifest.listings} listings, and the uploads.`);
const days = backupRetentionDays();
for (const name of await pruneBackups(path.dirname(path.resolve(file)), days)) {
  console.log(`Removed ${name}: older than ${days} days (BACKUP_RETENTION_DAYS).`);
}
await closeDb();
