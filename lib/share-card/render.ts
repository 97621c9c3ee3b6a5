import 'server-only';
import { inBackgroundProcess, onImageThread } from '@/lib/uploads/image-thread';
import { inSlot } from '@/lib/uploads/slots';
import { brandBackground, CARD_HEIGHT, CARD_WIDTH } from './layout';

/** WhatsApp drops link previews larger than about 300 KB; this stays under it in either kind of KB. */
export const MAX_CARD_BYTES = 300_000;
// Tried in turn until the card fits. A photo's own detail is what costs bytes: most fit at the
// first, a noisy one needs a lower quality, and a softened photo always fits.
const QUALITIES = [82, 72, 62, 52];
const SOFTENED_QUALITY = 60;

/**
 * A card's photo: an image's bytes or file path; or `files`, a listing's stored photo and the
 * upload its sizes are made from (lib/uploads/sizes.ts), of which the first on disk is used
 * disk, used when the pixels are gone (lib/uploads/process.ts); null for the brand background.
 */
export type CardPhoto = Buffer | string | { files: (string | null)[] } | null;

const isFiles = (photo: NonNullable<CardPhoto>) => typeof photo === 'object' && 'files' in photo;

/**
 * The card as a JPEG of CARD_WIDTH × CARD_HEIGHT under MAX_CARD_BYTES: the photo cropped to fill
 * the card (the brand background without one), with the overlay drawn over it (on the image
 * thread, lib/uploads/image-worker.mjs). Runs in the sharp slot the uploads use, so cards never
 * starve readers.
 */
export function renderCard(overlay: string, photo: CardPhoto, { background = false } = {}): Promise<Buffer> {
  // In the background image process at nice 19 (a card drawn after its save's answer): no slot.
  const run = (args: Record<string, unknown>) => (background ? inBackgroundProcess<Buffer>('card', args) : inSlot('card', () => onImageThread<Buffer>('card', args)));
  return run({
    overlay,
    photo,
    // Files may all turn out to be gone: the thread falls back to this.
    background: photo === null || isFiles(photo) ? brandBackground() : null,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    // libjpeg-turbo, not mozjpeg: 52 against 94 ms a card for about a fifth more bytes, far
    // under the limit (a phone photo's card: 47 against 38 kB).
    qualities: QUALITIES,
    softenedQuality: SOFTENED_QUALITY,
    maxBytes: MAX_CARD_BYTES,
  });
}
