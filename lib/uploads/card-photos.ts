import 'server-only';
import type { RawPhoto } from './process';

/*
 * A save's new main photo, already cropped to its share card, from the photo job to the card job
 * of the same save. Without it the card decoded the stored WebP again and cropped it: 58 ms of
 * CPU for a card against 25 ms from these pixels, whose crop adds 9 ms to the photo job (a
 * 2400 × 1800 phone photo). Five administrators saving at once wait for each other's image work
 * (npm run test:load, Server-Timing 'slot').
 *
 * Taken once, by the card; a save that fails before its card leaves its photo here until newer
 * ones push it out (a few, 2.3 MB each). On globalThis: Next may bundle the upload and card code
 * of one route handler apart.
 */
const MAX_KEPT = 6;
const store = globalThis as typeof globalThis & { __cardPhotos?: Map<string, RawPhoto> };
const kept = () => (store.__cardPhotos ??= new Map());

/** Keeps the cropped photo of the main image stored at `publicPath` for its card. */
export function keepCardPhoto(publicPath: string, photo: RawPhoto): void {
  const photos = kept();
  photos.set(publicPath, photo);
  for (const key of photos.keys()) {
    if (photos.size <= MAX_KEPT) break;
    photos.delete(key);
  }
}

/** The cropped photo kept for the main image at `publicPath`, once; undefined when there is none. */
export function takeCardPhoto(publicPath: string): RawPhoto | undefined {
  const photos = kept();
  const photo = photos.get(publicPath);
  photos.delete(publicPath);
  return photo;
}
