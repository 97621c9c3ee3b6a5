// Everything the site needs before it is built or served: schema, an administrator, demo data,
// and a share card for every listing (those from before migration 0006 have none).
import { ensureAdmin } from '@/lib/bootstrap';
import { closeDb, db, engine } from '@/lib/db';
import { fillShareCards } from '@/lib/listings/fill-share-cards';
import { seedDemo } from './lib/seed-demo';

await db();
console.log(`Database ready (${engine()}).`);
await ensureAdmin();
if (process.env.SEED !== 'false') await seedDemo();
const cards = await fillShareCards();
if (cards.made || cards.skipped) console.log(`Share cards: ${cards.made} made for listings without one, ${cards.skipped} skipped.`);
await closeDb();
