import { closeDb, db, engine } from '@/lib/db';

await db();
console.log(`Database is up to date (${engine()}).`);
await closeDb();
