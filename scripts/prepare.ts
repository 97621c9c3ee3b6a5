// Everything the site needs before it is built or served: schema, an administrator, demo data
// (listings, and enquiries beside them), and a share card for every listing (those from before
// migration 0006 have none).
import { ensureAdmin } from '@/lib/bootstrap';
import { closeDb, db, engine } from '@/lib/db';
import { seedDemoEnquiries } from '@/lib/enquiries/demo';
import { fillShareCards } from '@/lib/listings/fill-share-cards';
import { seedDemo } from './lib/seed-demo';

await db();
console.log(`Database ready (${engine()}).`);
await ensureAdmin();
// Demo enquiries only beside demo listings seeded just now: a real inbox never gets made-up buyers.
if (process.env.SEED !== 'false' && (await seedDemo()) > 0) await seedDemoEnquiries();
const cards = await fillShareCards();
if (cards.made || cards.skipped) console.log(`Share cards: ${cards.made} made for listings without one, ${cards.skipped} skipped.`);
await closeDb();
