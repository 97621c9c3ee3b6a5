// Fills the database with N generated listings for the benchmark; photos are made once and shared.
import { closeDb, db } from '@/lib/db';
import { createListing } from '@/lib/listings';
import { saveImage } from '@/lib/uploads/store';
import { KINDS, validateListing } from '@/models/kinds';
import { demoListings } from '../seed/data';
import { pinNear } from '../seed/pins';
import { demoPhoto } from '../seed/images';

const total = Number(process.argv[2] || 10_000);
await db();
const photos: Record<string, string[]> = {};
for (const theme of ['villa', 'plot', 'home'] as const) {
  photos[theme] = [];
  for (let n = 0; n < 4; n++) photos[theme].push((await saveImage(await demoPhoto(theme, n), `${theme}-${n}.jpg`)).path);
}
const places = ['Bagalur Road', 'Rayakottai Road', 'Mathigiri', 'Zuzuvadi', 'Alasanatham', 'Sipcot Phase 2', 'Bathalapalli', 'Dharga'];
for (let i = 0; i < total; i++) {
  const template = demoListings[i % demoListings.length];
  const kind = KINDS[template.kind];
  const fields = {
    ...template.fields,
    title: `${template.fields.title} #${i}`,
    location: `${places[i % places.length]}, Hosur`,
    price: String(1_500_000 + ((i * 7919) % 300) * 100_000),
    ...pinNear(`${places[i % places.length]}, Hosur`, i),
  };
  const checked = validateListing(kind, fields);
  if (!checked.ok) throw new Error(checked.message);
  const pics = photos[template.kind];
  await createListing(kind, checked.values, { mainImage: pics[i % 4], additionalImages: [pics[(i + 1) % 4], pics[(i + 2) % 4]] });
  if ((i + 1) % 2000 === 0) console.log(`  ${i + 1} listings`);
}
await closeDb();
