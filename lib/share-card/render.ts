import 'server-only';
import sharp from 'sharp';
import { inSlot } from '@/lib/uploads/slots';
import { brandBackground, CARD_HEIGHT, CARD_WIDTH } from './layout';

/** WhatsApp drops link previews larger than about 300 KB; this stays under it in either kind of KB. */
export const MAX_CARD_BYTES = 300_000;
// Tried in turn until the card fits. A photo's own detail is what costs bytes: most fit at the
// first, a noisy one needs a lower quality, and a softened photo always fits.
const QUALITIES = [82, 72, 62, 52];
const SOFTENED_QUALITY = 60;

/**
 * The card as a JPEG of CARD_WIDTH × CARD_HEIGHT under MAX_CARD_BYTES: the photo (a stored image's
 * bytes or file path; null for the brand background) cropped to fill the card, with the overlay
 * drawn over it. Runs in the sharp slot the uploads use, so cards never starve readers.
 */
export function renderCard(overlay: string, photo: Buffer | string | null): Promise<Buffer> {
  return inSlot('card', async () => {
    for (const soften of [false, true]) {
      // sharp composites after its other steps, so a softening blur never touches the text.
      let base = photo
        ? sharp(photo, { failOn: 'error' }).rotate().resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' })
        : sharp(Buffer.from(brandBackground()));
      if (soften) base = base.blur(1.5);
      const drawn = base.composite([{ input: Buffer.from(overlay), top: 0, left: 0 }]).removeAlpha();
      const [first, ...rest] = soften ? [SOFTENED_QUALITY] : QUALITIES;
      // Most cards fit at the first quality: drawn and encoded in one go (one trip through the
      // thread pool, which under load costs a turn of a busy event loop). Only a card over the
      // limit is drawn once more, to raw pixels, for the lower qualities.
      // libjpeg-turbo, not mozjpeg: 52 against 94 ms a card for about a fifth more bytes, far
      // under the limit (a phone photo's card: 47 against 38 kB).
      const jpeg = await drawn.clone().jpeg({ quality: first }).toBuffer();
      if (jpeg.length <= MAX_CARD_BYTES) return jpeg;
      if (rest.length === 0) continue;
      const { data, info } = await drawn.raw().toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      for (const quality of rest) {
        const smaller = await sharp(data, raw).jpeg({ quality }).toBuffer();
        if (smaller.length <= MAX_CARD_BYTES) return smaller;
      }
    }
    throw new Error(`A share card stayed over ${MAX_CARD_BYTES} bytes`);
  });
}
