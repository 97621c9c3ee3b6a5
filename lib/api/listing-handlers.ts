import 'server-only';
import { revalidateListing } from '@/lib/cache';
import { timed, timingHeader, withTimings } from '@/lib/server-timing';
import { createListing, deleteListing, getListing, listListings, updateListing } from '@/lib/listings';
import { readMultipart, type Multipart } from '@/lib/uploads/multipart';
import { logSettleError, settleLater, UploadJournal } from '@/lib/uploads/journal';
import { queueCards } from '@/lib/listings/cards-later';
import { queueSizes } from '@/lib/uploads/sizes';
import { newImagePath, saveUpload } from '@/lib/uploads/store';
import { reserveTurn } from './save-turns';
import { type KindDef, kindBySlug, messages, validateListing } from '@/models/kinds';
import { parseListQuery } from '@/models/query';
import { requireAdmin } from './guard';
import { IMAGE_FIELDS, MAIN_REQUIRED_ON_CREATE, planUpdateImages, rawValues } from './listing-payload';
import { HttpError, ok } from './respond';
import { summaryOf } from '@/lib/listings/view';

export const CONFLICT = 'This listing was changed by someone else. Reload and try again.';

export function kindOf(slug: string): KindDef {
  const kind = kindBySlug(slug);
  if (!kind) throw new HttpError(404, 'Not found.');
  return kind;
}

function validated(kind: KindDef, form: Multipart, mainMissing: string | null) {
  const checked = validateListing(kind, rawValues(kind, form.fields));
  if (checked.ok && !mainMissing) return checked.values;
  const errors = { ...(checked.ok ? {} : checked.errors), ...(mainMissing ? { mainImage: mainMissing } : {}) };
  throw new HttpError(400, checked.ok ? mainMissing! : checked.message, { errors });
}

function versionOf(form: Multipart): number | undefined {
  const text = form.fields.get('version')?.[0]?.trim();
  if (!text) return undefined;
  if (!/^\d{1,9}$/.test(text)) throw new HttpError(400, 'version must be a whole number');
  return Number(text);
}

/**
 * Checks and stores the uploaded files of one field in order; their paths are recorded in the
 * write's journal first, in one go. Their sizes are made after the answer (lib/uploads/sizes.ts).
 */
async function saveFiles(form: Multipart, field: string, journal: UploadJournal): Promise<string[]> {
  const files = form.files.filter((f) => f.field === field);
  const paths = files.map(() => newImagePath());
  await journal.record(paths);
  for (const [i, file] of files.entries()) await saveUpload(file.tempPath, file.fileName, { publicPath: paths[i] });
  return paths;
}

/**
 * A save reserves its turn (save-turns.ts) as it arrives, is checked while it waits (its body,
 * its values, each photo by its bytes, stored unseen), and writes when the turn comes: the pace
 * holds back what costs the readers, the transaction and the pages it makes stale, and the
 * checks' time under load (a photo's check waits for a core: p99 0.9 s with five writers) is
 * spent in the wait rather than added to it.
 */
type Turn = () => Promise<void>;

/**
 * The one shape of every listing write: verify the session, read the body, validate, store
 * new images, wait for the turn, write in a transaction, then revalidate. The journal is settled
 * before a failure's answer (its new images go) and after a success's (the images it replaced
 * go); a crash leaves that to the next start-up.
 */
async function write(
  request: Request,
  kind: KindDef,
  run: (form: Multipart, journal: UploadJournal, turn: Turn) => Promise<{ response: Response; id: string }>,
): Promise<Response> {
  return withTimings(async (timings) => {
    const start = performance.now();
    await timed('auth', () => requireAdmin(request));
    const turn = await reserveTurn();
    const form = await timed('body', () => readMultipart(request, IMAGE_FIELDS));
    const journal = new UploadJournal();
    let done: Awaited<ReturnType<typeof run>>;
    try {
      done = await run(form, journal, () => timed('turn', turn));
    } catch (err) {
      await journal.settle().catch(logSettleError);
      await form.cleanup();
      throw err;
    }
    // Committed: the new photos' sizes and card can be made (the journal keeps their uploads, as
    // referenced), and what the save replaced removed, after the answer.
    queueSizes(journal.paths);
    queueCards(journal.paths);
    settleLater(journal, () => form.cleanup());
    await timed('fresh', () => revalidateListing(kind, done.id));
    timings.set('total', performance.now() - start);
    done.response.headers.set('Server-Timing', timingHeader(timings));
    return done.response;
  });
}

/** `fields` is optional; its one value `card` asks for summaries (an excerpt, no detail-only fields). */
function cardFields(values: string[]): boolean {
  if (values.length === 0 || (values.length === 1 && values[0] === '')) return false;
  if (values.length > 1) throw new HttpError(400, 'fields may be given once');
  if (values[0] === 'card') return true;
  throw new HttpError(400, 'fields must be card (or left out for whole listings)');
}

export async function listHandler(request: Request, slug: string) {
  const kind = kindOf(slug);
  const params = new URL(request.url).searchParams;
  const parsed = parseListQuery(params);
  if (!parsed.ok) throw new HttpError(400, parsed.message);
  const cards = cardFields(params.getAll('fields'));
  const page = await listListings(kind, parsed.query);
  return ok({
    // Whole listings, as the spec's clients read them; `?fields=card` opts into the slim form.
    data: cards ? page.items.map(summaryOf) : page.items,
    message: `${page.total} ${kind.plural.toLowerCase()} found`,
    pagination: { page: page.page, limit: page.limit, total: page.total, totalPages: page.totalPages },
  });
}

export async function getHandler(slug: string, id: string) {
  const kind = kindOf(slug);
  const listing = await getListing(kind, id);
  if (!listing) throw new HttpError(404, messages(kind).notFound);
  return ok({ data: listing });
}

export function createHandler(request: Request, slug: string) {
  const kind = kindOf(slug);
  return write(request, kind, async (form, journal, turn) => {
    const hasMain = form.files.some((f) => f.field === 'mainImage');
    const values = validated(kind, form, hasMain ? null : MAIN_REQUIRED_ON_CREATE);
    const [mainImage] = await saveFiles(form, 'mainImage', journal);
    const additionalImages = await saveFiles(form, 'additionalImages', journal);
    await turn();
    const listing = await createListing(kind, values, { mainImage, additionalImages }, journal, { cardLater: true });
    return { response: ok({ data: listing, message: messages(kind).added }, 201), id: listing._id };
  });
}

export function updateHandler(request: Request, slug: string, id: string) {
  const kind = kindOf(slug);
  return write(request, kind, async (form, journal, turn) => {
    const current = await getListing(kind, id);
    if (!current) throw new HttpError(404, messages(kind).notFound);
    const values = validated(kind, form, null);
    const expected = versionOf(form);
    if (expected !== undefined && expected !== current.version) throw new HttpError(409, CONFLICT);
    const plan = planUpdateImages(current, form);
    const [newMain] = plan.mainFile ? await saveFiles(form, 'mainImage', journal) : [];
    const added = await saveFiles(form, 'additionalImages', journal);
    const images = { mainImage: newMain ?? plan.mainPath!, additionalImages: [...plan.keptAdditional, ...added] };
    await turn();
    // Without a version from the client, the version read above still guards against a lost update.
    const result = await updateListing(kind, id, values, images, expected ?? current.version, journal, { cardLater: true, stored: current });
    if (result.status === 'not-found') throw new HttpError(404, messages(kind).notFound);
    if (result.status === 'conflict') throw new HttpError(409, CONFLICT);
    return { response: ok({ data: result.listing, message: messages(kind).updated }), id };
  });
}

export async function deleteHandler(request: Request, slug: string, id: string) {
  const kind = kindOf(slug);
  await requireAdmin(request);
  const turn = await reserveTurn();
  // Read while it waits, like a save's checks.
  const stored = await getListing(kind, id);
  if (!stored) throw new HttpError(404, messages(kind).notFound);
  await turn();
  const result = await deleteListing(kind, id, undefined, { stored });
  if (result.status === 'conflict') throw new HttpError(409, CONFLICT);
  if (result.status !== 'ok') throw new HttpError(404, messages(kind).notFound);
  await revalidateListing(kind, id);
  return ok({ message: messages(kind).deleted });
}
