// The uploads journal (lib/uploads/journal.ts): what a crash at each point of a write leaves, and
// that recovery removes exactly the files no listing refers to, and never another server's
// write in flight. A "crash" here is a journal entry left on disk with the files it names.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createListing, deleteListing, updateListing } from '@/lib/listings';
import { instanceId } from '@/lib/instance';
import { JOURNAL_DIR, recoverJournal, STALE_AFTER_MS, UploadJournal } from '@/lib/uploads/journal';
import { allFilesOf, toDiskPath, uploadsDir } from '@/lib/uploads/paths';
import { saveImage } from '@/lib/uploads/store';
import { KINDS, validateListing } from '@/models/kinds';

const { plot } = KINDS;
const values = () => {
  const checked = validateListing(plot, { title: 'Journal plot', location: 'Mathigiri, Hosur', price: '18 L', area: '5 cents', description: 'A plot.' });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.values;
};

let colour = 0;
async function image(journal?: UploadJournal): Promise<string> {
  colour = (colour + 40) % 256;
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: colour, g: 90, b: 200 } } }).jpeg().toBuffer();
  return (await saveImage(jpeg, 'photo.jpg', { journal })).path;
}

const onDisk = (p: string) => allFilesOf(p).every((f) => fs.existsSync(toDiskPath(f)!));
const gone = (p: string) => fs.readdirSync(path.dirname(toDiskPath(p)!)).every((n) => !n.startsWith(path.basename(p).replace(/\.(webp|jpg)$/, '')));
const entries = (instance = instanceId()) => {
  const dir = path.join(uploadsDir(), JOURNAL_DIR, instance);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe(`uploads journal on ${process.env.TEST_ENGINE}`, () => {
  beforeAll(() => {
    fs.mkdirSync(uploadsDir(), { recursive: true });
  });

  it('records a path before its files are written, and settling removes an unused image and the entry', async () => {
    const journal = new UploadJournal();
    const p = await image(journal);
    expect(journal.paths).toEqual([p]);
    const [entry] = entries();
    expect(JSON.parse(fs.readFileSync(path.join(uploadsDir(), JOURNAL_DIR, instanceId(), entry), 'utf8')).paths).toEqual([p]);
    expect(onDisk(p)).toBe(true);
    await journal.settle();
    expect(gone(p)).toBe(true);
    expect(entries()).toEqual([]);
  });

  it('crash before the commit: start-up recovery removes the new images (and a half-written temp file)', async () => {
    const journal = new UploadJournal();
    const a = await image(journal);
    const b = await image(journal);
    fs.writeFileSync(`${toDiskPath(b)!}.1234abcd.tmp`, 'half');
    // The process dies here: journal's entry stays on disk, unsettled.
    const report = await recoverJournal({ startup: true });
    expect(report).toEqual({ entries: 1, removed: [a, b] });
    expect(gone(a) && gone(b)).toBe(true);
    expect(entries()).toEqual([]);
  });

  it('crash after the commit of a create: recovery keeps the images and drops the entry', async () => {
    const journal = new UploadJournal();
    const main = await image(journal);
    const extra = await image(journal);
    await createListing(plot, values(), { mainImage: main, additionalImages: [extra] });
    // The process dies here: journal's entry stays on disk, unsettled.
    expect(await recoverJournal({ startup: true })).toEqual({ entries: 1, removed: [] });
    expect(onDisk(main) && onDisk(extra)).toBe(true);
  });

  it('crash after the commit of an update or a delete: recovery removes the images (and share cards) they dropped', async () => {
    const [main, extra, next] = [await image(), await image(), await image()];
    const listing = await createListing(plot, values(), { mainImage: main, additionalImages: [extra] });
    const journal = new UploadJournal();
    const result = await updateListing(plot, listing._id, values(), { mainImage: next, additionalImages: [extra] }, undefined, journal);
    if (result.status !== 'ok') throw new Error(result.status);
    const [oldCard, newCard] = [listing.shareCard!, result.listing.shareCard!];
    // The new card is recorded before it is written, the replaced photo and card before the commit.
    expect(journal.paths).toEqual([newCard, main, oldCard]);
    expect(onDisk(main) && onDisk(oldCard)).toBe(true); // not yet: the caller settles
    // The process dies here: journal's entry stays on disk, unsettled.
    expect(await recoverJournal({ startup: true })).toEqual({ entries: 1, removed: [main, oldCard] });
    expect(gone(main) && gone(oldCard) && onDisk(extra) && onDisk(next) && onDisk(newCard)).toBe(true);

    const deleting = new UploadJournal();
    expect((await deleteListing(plot, listing._id, deleting)).status).toBe('ok');
    // The process dies here: deleting's entry stays on disk, unsettled.
    expect((await recoverJournal({ startup: true })).removed.sort()).toEqual([extra, next, newCard].sort());
  });

  it('without a journal from the caller, update and delete settle their own at once', async () => {
    const [main, next] = [await image(), await image()];
    const listing = await createListing(plot, values(), { mainImage: main, additionalImages: [] });
    await updateListing(plot, listing._id, values(), { mainImage: next, additionalImages: [] });
    expect(gone(main) && onDisk(next)).toBe(true);
    await deleteListing(plot, listing._id);
    expect(gone(next)).toBe(true);
    expect(entries()).toEqual([]);
  });

  it('a failed update (version conflict) keeps the images the listing still has', async () => {
    const [main, next] = [await image(), await image()];
    const listing = await createListing(plot, values(), { mainImage: main, additionalImages: [] });
    const journal = new UploadJournal();
    await journal.record([next]);
    const result = await updateListing(plot, listing._id, values(), { mainImage: next, additionalImages: [] }, 99, journal);
    expect(result.status).toBe('conflict');
    await journal.settle();
    expect(onDisk(main)).toBe(true);
    expect(gone(next)).toBe(true);
  });

  it("leaves another server's recent entry alone (its write may be running) and settles it once stale", async () => {
    const other = `${instanceId()}-other`;
    const dir = path.join(uploadsDir(), JOURNAL_DIR, other);
    fs.mkdirSync(dir, { recursive: true });
    const p = await image();
    const file = path.join(dir, '0123456789abcdef.json');
    fs.writeFileSync(file, JSON.stringify({ paths: [p] }));
    expect(await recoverJournal({ startup: true })).toEqual({ entries: 0, removed: [] });
    expect(await recoverJournal({ startup: false })).toEqual({ entries: 0, removed: [] });
    expect(onDisk(p)).toBe(true);
    const old = new Date(Date.now() - STALE_AFTER_MS - 60_000);
    fs.utimesSync(file, old, old);
    expect(await recoverJournal({ startup: false })).toEqual({ entries: 1, removed: [p] });
    expect(gone(p)).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
  });

  it("a periodic sweep leaves this server's own recent entries alone", async () => {
    const journal = new UploadJournal();
    const p = await image(journal);
    expect(await recoverJournal({ startup: false })).toEqual({ entries: 0, removed: [] });
    expect(onDisk(p)).toBe(true);
    await journal.settle();
  });

  it('never records or removes anything outside the stored-image pattern', async () => {
    const journal = new UploadJournal();
    await journal.record(['/etc/passwd', '/uploads/../../x.webp', 'http://example.com/uploads/ab/x.webp']);
    expect(journal.paths).toEqual([]);
    expect(entries()).toEqual([]);
  });
});
