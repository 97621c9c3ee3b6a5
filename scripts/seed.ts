import { closeDb } from '@/lib/db';
import { seedDemo } from './lib/seed-demo';

await seedDemo();
await closeDb();
