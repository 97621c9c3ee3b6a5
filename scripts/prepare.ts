// Everything the site needs before it is built or served: schema, an administrator, demo data.
import { ensureAdmin } from '@/lib/bootstrap';
import { closeDb, db, engine } from '@/lib/db';
import { seedDemo } from './lib/seed-demo';

await db();
console.log(`Database ready (${engine()}).`);
await ensureAdmin();
if (process.env.SEED !== 'false') await seedDemo();
await closeDb();
