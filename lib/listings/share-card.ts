import 'server-only';
import { listingOverlay } from '@/lib/share-card/layout';
import { type CardSource, listingCardText } from '@/lib/share-card/listing-text';
import { type CardPhoto, renderCard } from '@/lib/share-card/render';
import { dealer } from '@/lib/share-card/site';
import { site } from '@/lib/site-config';
import { sourceFileOf, toDiskPath } from '@/lib/uploads/paths';
import { type PathRecorder, saveCard } from '@/lib/uploads/store';
import type { KindDef } from '@/models/kinds';
import { SHARE_CARD_WORDS } from '@/models/words';

/**
 * For tests only: runs after a card's file is stored and before any row refers to it, where a
 * crash or a failure must leave nothing behind (tests/int/share-card.int.test.ts makes it throw).
 */
export const shareCardHooks: { afterStore?: (publicPath: string) => void | Promise<void> } = {};

/**
 * The main photo's stored file; else the upload its sizes are still to be made from (a save
 * through the API makes them after its answer, lib/uploads/sizes.ts); else the brand background.
 */
const photoOf = (mainImage: string): CardPhoto => ({ files: [toDiskPath(mainImage), sourceFileOf(mainImage)] });

/** A listing's share card as a JPEG (`background`: in the background image process at nice 19). */
export function drawShareCard(kind: KindDef, source: CardSource & { mainImage: string }, { background = false } = {}): Promise<Buffer> {
  const overlay = listingOverlay(listingCardText(kind, source), dealer(), SHARE_CARD_WORDS.call(site.phones[0]));
  return renderCard(overlay, photoOf(source.mainImage), { background });
}

/**
 * Whether a save leaves the card as it is: the same main photo and the same words on it. The
 * dealer's details and the card's design change with a release, after which `npm run cards --all`
 * draws every card anew.
 */
export function sameCard(kind: KindDef, stored: CardSource & { mainImage: string }, next: CardSource & { mainImage: string }): boolean {
  return stored.mainImage === next.mainImage && JSON.stringify(listingCardText(kind, stored)) === JSON.stringify(listingCardText(kind, next));
}

/**
 * Draws a listing's share card from the values being saved and stores it under a new name, recorded
 * in `journal` before the file is written (lib/uploads/journal.ts), so the write's commit or
 * failure decides whether it stays. Returns its path, or null when it could not be made: the card
 * is derived, so a save never fails for it; the page offers the site card until the next save or
 * `npm run cards`.
 */
export async function makeShareCard(kind: KindDef, source: CardSource & { mainImage: string }, journal: PathRecorder): Promise<string | null> {
  try {
    const stored = await saveCard(await drawShareCard(kind, source), journal);
    await shareCardHooks.afterStore?.(stored);
    return stored;
  } catch (err) {
    console.error(`Share card: could not make one for "${source.title}"; its page offers the site card until it is saved again.`, err);
    return null;
  }
}
