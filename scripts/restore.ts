// `npm run restore -- file.tar.gz`: replaces the database and the uploads. Stop the site first.
import { restoreBackup } from '@/lib/backup';
import { closeDb } from '@/lib/db';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup.tar.gz>');
  process.exit(1);
}
const manifest = await restoreBackup(file);
console.log(`Restored ${manifest.listings} listings (${manifest.engine}, taken ${manifest.createdAt}) and the uploads.`);
await closeDb();
