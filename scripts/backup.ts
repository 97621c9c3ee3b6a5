// `npm run backup [-- file.tar.gz]`: database snapshot and uploads in one archive.
import { createBackup } from '@/lib/backup';
import { closeDb } from '@/lib/db';

const file = process.argv[2] ?? `backups/backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
const manifest = await createBackup(file);
console.log(`Wrote ${file}: ${manifest.engine} database with ${manifest.listings} listings, and the uploads.`);
await closeDb();
