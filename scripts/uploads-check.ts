// `npm run uploads:check [-- --remove-orphans]`: compares the uploads folder with the database.
import { closeDb } from '@/lib/db';
import { checkUploads } from '@/lib/uploads/check';

const remove = process.argv.includes('--remove-orphans');
const report = await checkUploads({ removeOrphans: remove });
console.log(`${report.stored} images on disk, ${report.referenced} referred to by listings.`);
console.log(`${report.orphans.length} orphan(s)${remove && report.orphans.length ? ' removed' : ''}:`);
for (const p of report.orphans) console.log(`  ${p}`);
console.log(`${report.missing.length} missing:`);
for (const p of report.missing) console.log(`  ${p}`);
await closeDb();
process.exit(report.missing.length > 0 || (!remove && report.orphans.length > 0) ? 1 : 0);
