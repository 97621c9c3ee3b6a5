// Issue 14 item 3: every save draws the listing's share card under a new name, and the upload
// journal covers it like a photo: a replaced or deleted listing's card goes, and a failure or a
// crash while making one leaves no file behind.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { createListing, deleteListing, getListing, updateListing } from '@/lib/listings';
import { fillShareCards } from '@/lib/listings/fill-share-cards';
import { makeShareCard, shareCardHooks } from '@/lib/listings/share-card';
import { MAX_CARD_BYTES } from '@/lib/share-card/render';
import { checkUploads } from '@/lib/uploads/check';
import { recoverJournal, UploadJournal } from '@/lib/uploads/journal';
import { toDiskPath, uploadsDir } from '@/lib/uploads/paths';
import { makeSizes } from '@/lib/uploads/sizes';
import { saveImage, saveUpload } from '@/lib/uploads/store';
import { type KindDef, KINDS } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { validValues } from '../support/values';

const { villa, plot } = KINDS;
const CARD = /^\/uploads\/([0-9a-f]{2})\/\1[0-9a-f]{22}\.jpg$/;

const values = (kind: KindDef, fields: Record<string, unknown>) => validValues(kind, { location: 'Bagalur Road, Hosur', description: 'A listing.', ...fields });
const villaValues = (over: Record<string, unknown> = {}) =>
  values(villa, { title: '3 BHK villa', price: '85 L', area: '2,400', buildingarea: '1,850', bedrooms: '3', approvalAuthority: 'DTCP', ...over });
const plotValues = (over: Record<string, unknown> = {}) => values(plot, { title: 'Corner plot', price: '18 L', area: '5 cents', ...over });

const exists = (p: string | null) => !!p && fs.existsSync(toDiskPath(p)!);
const cardFiles = () =>
  fs
    .readdirSync(uploadsDir(), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.jpg') || f.includes('.jpg.'));
const timings: number[] = [];
const cardOnly: number[] = [];

/** A saved photo: a big one of pure noise (the worst case for the card's size) or a small plain one. */
async function photo(noisy = false): Promise<string> {
  const input = noisy
    ? await sharp(randomBytes(4000 * 3000 * 3), { raw: { width: 4000, height: 3000, channels: 3 } }).jpeg({ quality: 92 }).toBuffer()
    : await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a7' } }).jpeg().toBuffer();
  return (await saveImage(input, 'photo.jpg')).path;
}

async function timed<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings.push(performance.now() - started);
  return result;
}

async function expectCard(listing: Listing) {
  expect(listing.shareCard).toMatch(CARD);
  const file = toDiskPath(listing.shareCard!)!;
  expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  const bytes = fs.statSync(file).size;
  expect(bytes).toBeLessThanOrEqual(MAX_CARD_BYTES);
  return bytes;
}

describe(`share cards on ${process.env.TEST_ENGINE}`, () => {
  beforeAll(() => fs.mkdirSync(uploadsDir(), { recursive: true }));
  afterEach(() => {
    delete shareCardHooks.afterStore;
  });

  it('a create makes a 1200 × 630 JPEG under 300 KB, even over a large noisy photo', async () => {
    const main = await photo(true);
    const listing = await timed(() => createListing(villa, villaValues(), { mainImage: main, additionalImages: [] }));
    const bytes = await expectCard(listing);
    expect((await getListing(villa, listing._id))!.shareCard).toBe(listing.shareCard);
    console.log(`card over a 4000×3000 noise photo: ${(bytes / 1024).toFixed(1)} KB`);
  });

  it('an update makes a new card under a new name and removes the old one; a delete removes it', async () => {
    const listing = await createListing(villa, villaValues(), { mainImage: await photo(), additionalImages: [] });
    await expectCard(listing);
    const images = { mainImage: listing.mainImage, additionalImages: [] };
    const result = await timed(() => updateListing(villa, listing._id, villaValues({ price: '79 L' }), images, listing.version));
    if (result.status !== 'ok') throw new Error(result.status);
    const bytes = await expectCard(result.listing);
    expect(result.listing.shareCard).not.toBe(listing.shareCard);
    expect(exists(listing.shareCard)).toBe(false);
    console.log(`card over a plain 640×480 photo: ${(bytes / 1024).toFixed(1)} KB`);

    expect((await deleteListing(villa, listing._id)).status).toBe('ok');
    expect(exists(result.listing.shareCard)).toBe(false);
    expect(exists(listing.mainImage)).toBe(false);
  });

  it('an update that changes nothing on the card keeps it; one that changes the photo or a fact on it draws a new one', async () => {
    const listing = await createListing(villa, villaValues(), { mainImage: await photo(), additionalImages: [] });
    const images = { mainImage: listing.mainImage, additionalImages: [] };
    const before = cardFiles();
    const text = await updateListing(villa, listing._id, villaValues({ description: 'A new description.', features: '["Garden"]' }), images, listing.version);
    if (text.status !== 'ok') throw new Error(text.status);
    expect(text.listing.shareCard).toBe(listing.shareCard);
    expect(exists(listing.shareCard)).toBe(true);
    expect(cardFiles()).toEqual(before);

    const title = await updateListing(villa, listing._id, villaValues({ title: '3 BHK villa with a garden' }), images, text.listing.version);
    if (title.status !== 'ok') throw new Error(title.status);
    expect(title.listing.shareCard).not.toBe(listing.shareCard);
    expect(exists(listing.shareCard)).toBe(false);

    const newPhoto = { mainImage: await photo(), additionalImages: [] };
    const replaced = await updateListing(villa, listing._id, villaValues({ title: '3 BHK villa with a garden' }), newPhoto, title.listing.version);
    if (replaced.status !== 'ok') throw new Error(replaced.status);
    expect(replaced.listing.shareCard).not.toBe(title.listing.shareCard);
    await expectCard(replaced.listing);
  });

  it('a conflicting update leaves the current card and removes the one it drew', async () => {
    const listing = await createListing(plot, plotValues(), { mainImage: await photo(), additionalImages: [] });
    const before = cardFiles();
    const result = await updateListing(plot, listing._id, plotValues({ price: '17 L' }), { mainImage: listing.mainImage, additionalImages: [] }, 99);
    expect(result.status).toBe('conflict');
    expect(cardFiles()).toEqual(before);
    expect(exists(listing.shareCard)).toBe(true);
  });

  it('draws a title and a place with markup characters in them', async () => {
    const listing = await createListing(
      plot,
      plotValues({ title: `Plot <b>"Sunrise"</b> & 'Moon' ]]>`, location: `O'Brien <Layout> & Co, Hosur` }),
      { mainImage: await photo(), additionalImages: [] },
    );
    await expectCard(listing);
  });

  it("draws a new main photo's card from its upload while the photo's sizes are still to be made", async () => {
    // A photo with edges, so the stored WebP's compression shows against the upload.
    const [width, height] = [1600, 1200];
    const raw = Buffer.alloc(width * height * 3);
    for (let i = 0; i < raw.length; i += 3) {
      const [x, y] = [(i / 3) % width, Math.floor(i / 3 / width)];
      raw.set([(x * 255) / width, (y * 255) / height, (Math.floor(x / 100) + Math.floor(y / 100)) % 2 ? 220 : 30], i);
    }
    const input = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    const mainImage = await saveUpload(input, 'photo.jpg');
    const first = await createListing(plot, plotValues(), { mainImage, additionalImages: [] });
    await makeSizes(mainImage);
    expect(exists(mainImage)).toBe(true);
    // A second listing on the same photo, now stored, has its card drawn from the stored file.
    const second = await createListing(plot, plotValues(), { mainImage, additionalImages: [] });
    const [a, b] = await Promise.all([first, second].map((l) => sharp(toDiskPath(l.shareCard!)!).raw().toBuffer()));
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i] - b[i]);
    // The same picture and words, but not the same source: the file went through WebP.
    expect(diff / a.length).toBeGreaterThan(0);
    expect(diff / a.length).toBeLessThan(3);
  });

  it('a listing whose photo is not on disk gets a card on the brand background', async () => {
    const listing = await createListing(plot, plotValues(), { mainImage: '/uploads/00/000000000000000000000000.webp', additionalImages: [] });
    await expectCard(listing);
  });

  it('when the card step fails, the save goes on without a card and leaves no file', async () => {
    const stored: string[] = [];
    shareCardHooks.afterStore = (p) => {
      stored.push(p);
      throw new Error('disk full (test)');
    };
    const listing = await createListing(plot, plotValues(), { mainImage: await photo(), additionalImages: [] });
    expect(listing.shareCard).toBeNull();
    expect(stored).toHaveLength(1);
    expect(exists(stored[0])).toBe(false);

    // An update whose card fails drops the old card too: a card with the old price is worse than none.
    delete shareCardHooks.afterStore;
    const withCard = await createListing(plot, plotValues(), { mainImage: await photo(), additionalImages: [] });
    shareCardHooks.afterStore = () => {
      throw new Error('disk full (test)');
    };
    const result = await updateListing(plot, withCard._id, plotValues({ price: '16 L' }), { mainImage: withCard.mainImage, additionalImages: [] });
    if (result.status !== 'ok') throw new Error(result.status);
    expect(result.listing.shareCard).toBeNull();
    expect(exists(withCard.shareCard)).toBe(false);
    expect((await checkUploads()).orphans).toEqual([]);
  });

  it('a crash after the card is written and before the row is committed leaves nothing after recovery', async () => {
    const journal = new UploadJournal();
    const main = (await saveImage(await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a74' } }).jpeg().toBuffer(), 'p.jpg', { journal })).path;
    // The write's first steps, as createListing takes them; then the process dies.
    const source = { ...plotValues(), area: 5, areaUnit: 'cents', areaSqft: 2178, approvalAuthority: null, reraNumber: null, bedrooms: null, mainImage: main };
    const started = performance.now();
    const card = await makeShareCard(plot, source, journal);
    cardOnly.push(performance.now() - started);
    expect(journal.paths).toEqual([main, card]);
    expect(exists(card)).toBe(true);
    const report = await recoverJournal({ startup: true });
    expect(report.removed).toEqual([main, card]);
    expect(exists(card) || exists(main)).toBe(false);
    for (let i = 0; i < 4; i++) {
      const again = performance.now();
      await makeShareCard(plot, source, journal);
      cardOnly.push(performance.now() - again);
    }
    await journal.settle();
  });

  it('uploads:check counts cards as referenced: no orphans, none missing', async () => {
    const report = await checkUploads();
    expect(report.orphans).toEqual([]);
    expect(report.missing.filter((p) => p.endsWith('.jpg'))).toEqual([]);
    expect(cardFiles().every((f) => f.endsWith('.jpg'))).toBe(true); // no temp files left
  });

  it('npm run cards makes cards for listings without one, and --all remakes every card', async () => {
    const listing = await createListing(villa, villaValues({ title: 'From before the cards' }), { mainImage: await photo(), additionalImages: [] });
    // As migration 0006 leaves an older listing: no card.
    fs.rmSync(toDiskPath(listing.shareCard!)!);
    await (await db()).updateTable('listings').set({ shareCard: null }).where('id', '=', listing._id).execute();

    // The two listings whose card failed above have none either.
    const without = await (await db()).selectFrom('listings').select('id').where('shareCard', 'is', null).execute();
    expect(without.map((r) => r.id)).toContain(listing._id);
    expect(await fillShareCards()).toEqual({ made: without.length, skipped: 0 });
    const after = (await getListing(villa, listing._id))!;
    await expectCard(after);
    // The version moves on (an edit begun before this is refused, not allowed to drop the card), the edit time does not.
    expect(after.version).toBe(listing.version + 1);
    expect(after.updatedAt).toBe(listing.updatedAt);
    expect(await fillShareCards()).toEqual({ made: 0, skipped: 0 });

    const { n } = await (await db())
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const all = await fillShareCards({ all: true });
    expect(all).toEqual({ made: Number(n), skipped: 0 });
    expect(exists(after.shareCard)).toBe(false);
    await expectCard((await getListing(villa, listing._id))!);
    expect((await checkUploads()).orphans).toEqual([]);
  });

  it('takes a fraction of a second per save', () => {
    const ms = (list: number[]) => list.map((t) => `${t.toFixed(0)} ms`).join(', ');
    console.log(`whole saves with their card (noisy create, update): ${ms(timings)}; the card step alone (draw, encode, store): ${ms(cardOnly)}`);
    expect(timings.length).toBeGreaterThan(0);
  });
});
