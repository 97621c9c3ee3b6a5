import 'server-only';
import { existsSync } from 'node:fs';
import { backgroundWork } from '@/lib/background-work';
import { db } from '@/lib/db';
import { referencedAmong } from '@/lib/uploads/journal';
import { isCardPath, toDiskPath } from '@/lib/uploads/paths';
import { deleteImages, newCardPath, type PathRecorder, removeLeftTemps, writeCard } from '@/lib/uploads/store';
import { type KindId, KINDS } from '@/models/kinds';
import { drawShareCard } from './share-card';

/*
 * A save through the API names its new share card and answers; the card is drawn afterwards in
 * the background image process at nice 19, or at once when a link-preview reader asks for it
 * first (the uploads route; nginx falls back to it). Drawn in the save it cost 30 to 45 ms of CPU
 * at the readers' priority, and under five writers a create's card step took 0.3 s (p50) to 1.1 s.
 * As with photo sizes (lib/uploads/sizes.ts), the journal decides the file of a name no listing
 * refers to, and a card drawn for a listing that dropped it meanwhile is removed again.
 */

/** A fresh name for a save's card, recorded in its journal; the file comes after the commit. */
export async function planShareCard(journal: PathRecorder): Promise<string> {
  const publicPath = newCardPath();
  await journal.record([publicPath]);
  return publicPath;
}

async function make(cardPath: string, background: boolean): Promise<void> {
  const file = isCardPath(cardPath) ? toDiskPath(cardPath) : null;
  if (!file || existsSync(file)) return;
  const row = await (await db()).selectFrom('listings').selectAll().where('shareCard', '=', cardPath).executeTakeFirst();
  const kind = row && KINDS[row.kind as KindId];
  if (!row || !kind) return;
  await writeCard(cardPath, await drawShareCard(kind, row, { background }));
  if (!(await referencedAmong([cardPath])).has(cardPath)) await deleteImages([cardPath]);
}

const work = backgroundWork('Share cards', make);

/** Draws a card named by a save, if it is not drawn yet and a listing still names it (`now`: someone is waiting). */
export const makePlannedCard = (cardPath: string, opts: { now?: boolean } = {}) => work.run(cardPath, opts);

/** Queues the cards of a committed save (other paths are skipped). */
export const queueCards = (paths: readonly string[]) => work.queue(paths.filter(isCardPath));

/** Cards queued or being drawn. */
export const cardsWaiting = () => work.waiting();

/** Resolves once every queued card is drawn (for tests). */
export const cardsSettled = () => work.settled();

/** Queues every card a listing names whose file is not there (at start-up: a stop or a crash left them; `startup` also clears what a killed write of it left). */
export async function resumeCards({ startup = false } = {}): Promise<number> {
  const rows = await (await db()).selectFrom('listings').select('shareCard').where('shareCard', 'is not', null).execute();
  const missing = rows.map((r) => r.shareCard!).filter((p) => isCardPath(p) && !existsSync(toDiskPath(p)!));
  // At start-up no write of this server's is in flight; on a sweep one may be.
  if (startup) await Promise.all(missing.map(removeLeftTemps));
  queueCards(missing);
  return missing.length;
}
