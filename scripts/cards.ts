// `npm run cards [-- --all]`: makes the share card of every listing that has none (listings from
// before migration 0006, or whose card failed); --all remakes every card, for instance after the
// dealer's name or phone number changed. `npm start` runs it in its prepare step; a deployment
// that runs `next start` directly runs it once after upgrading (deploy/README.md).
import { closeDb } from '@/lib/db';
import { fillShareCards } from '@/lib/listings/fill-share-cards';

const started = performance.now();
const report = await fillShareCards({ all: process.argv.includes('--all') });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Share cards: ${report.made} made, ${report.skipped} skipped, in ${seconds} s.`);
await closeDb();
process.exit(0);
