import { closeDb } from '@/lib/db';
import { seedDemoEnquiries } from '@/lib/enquiries/demo';
import { seedDemo } from './lib/seed-demo';

await seedDemo();
// `npm run seed` asks for demo data: enquiries too, into an empty inbox.
await seedDemoEnquiries();
await closeDb();
