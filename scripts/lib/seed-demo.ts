import { countListings, createListing, updateListing } from '@/lib/listings';
import { deleteImages, saveImage } from '@/lib/uploads/store';
import { KIND_IDS, KINDS, validateListing } from '@/models/kinds';
import { demoListings } from '../seed/data';
import { demoPhoto } from '../seed/images';
import { demoLocalityNamesTa } from '../seed/locality-names';
import { setLocalityTamilName } from '@/lib/localities/queries';

/** Fills an empty database with the demo listings; leaves one with any listing alone. */
export async function seedDemo(log: (line: string) => void = console.log): Promise<number> {
  const counts = await Promise.all(KIND_IDS.map((k) => countListings(KINDS[k])));
  if (counts.some((n) => n > 0)) {
    log('The database already has listings; seeding skipped.');
    return 0;
  }
  let made = 0;
  for (const [index, demo] of demoListings.entries()) {
    const kind = KINDS[demo.kind];
    const checked = validateListing(kind, demo.fields);
    if (!checked.ok) throw new Error(`Demo listing ${index} (${demo.fields.title}): ${JSON.stringify(checked.errors)}`);
    const paths: string[] = [];
    try {
      for (let n = 0; n < demo.photos; n++) {
        const photo = await demoPhoto(demo.kind, index * 7 + n);
        paths.push((await saveImage(photo, `demo-${index}-${n}.jpg`)).path);
      }
      const images = { mainImage: paths[0], additionalImages: paths.slice(1) };
      if (demo.reducedFrom) {
        // Listed at the old price, then cut: the price history and 'Price reduced' come from the real write.
        const first = validateListing(kind, { ...demo.fields, price: demo.reducedFrom });
        if (!first.ok) throw new Error(`Demo listing ${index}: ${first.message}`);
        const created = await createListing(kind, first.values, images);
        await updateListing(kind, created._id, checked.values, images);
      } else {
        await createListing(kind, checked.values, images);
      }
    } catch (err) {
      await deleteImages(paths);
      throw err;
    }
    made++;
  }
  for (const [slug, nameTa] of Object.entries(demoLocalityNamesTa)) await setLocalityTamilName(slug, nameTa);
  log(`Seeded ${made} demo listings with photos.`);
  return made;
}
