import 'server-only';
import { readFileSync } from 'node:fs';
import { listingOverlay } from '@/lib/share-card/layout';
import { type CardSource, listingCardText } from '@/lib/share-card/listing-text';
import { renderCard } from '@/lib/share-card/render';
import { dealer } from '@/lib/share-card/site';
import { site } from '@/lib/site-config';
import { takeCardPhoto } from '@/lib/uploads/card-photos';
import { toDiskPath } from '@/lib/uploads/paths';
import type { RawPhoto } from '@/lib/uploads/process';
import { type PathRecorder, saveCard } from '@/lib/uploads/store';
import type { KindDef } from '@/models/kinds';
import { SHARE_CARD_WORDS } from '@/models/words';

/**
 * For tests only: runs after a card's file is stored and before any row refers to it, where a
 * crash or a failure must leave nothing behind (tests/int/share-card.int.test.ts makes it throw).
 */
export const shareCardHooks: { afterStore?: (publicPath: string) => void | Promise<void> } = {};

/**
 * The main photo as this save's photo job left it, cropped to the card (lib/uploads/card-photos.ts);
 * else the stored file's bytes, or null when it is not on disk (the card then has the brand
 * background). Read synchronously: a few dozen kB, not worth four round trips through a busy
 * event loop (lib/uploads/durable.ts).
 */
function photoOf(mainImage: string): RawPhoto | Buffer | null {
  const fresh = takeCardPhoto(mainImage);
  if (fresh) return fresh;
  const file = toDiskPath(mainImage);
  if (!file) return null;
  try {
    return readFileSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
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
    const overlay = listingOverlay(listingCardText(kind, source), dealer(), SHARE_CARD_WORDS.call(site.phones[0]));
    const stored = await saveCard(await renderCard(overlay, photoOf(source.mainImage)), journal);
    await shareCardHooks.afterStore?.(stored);
    return stored;
  } catch (err) {
    console.error(`Share card: could not make one for "${source.title}"; its page offers the site card until it is saved again.`, err);
    return null;
  }
}
