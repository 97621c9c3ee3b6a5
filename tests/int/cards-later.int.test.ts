// Share cards drawn after a save's answer (lib/listings/cards-later.ts): the save names its card,
// the background draws the same card as a save would have, a link-preview reader asking first has
// it drawn at once, a listing deleted meanwhile gets none, and start-up draws those a stop left.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/uploads/[...path]/route';
import { createListing, deleteListing, updateListing } from '@/lib/listings';
import { cardsSettled, makePlannedCard, queueCards, resumeCards } from '@/lib/listings/cards-later';
import { drawShareCard } from '@/lib/listings/share-card';
import { sourceFileOf, toDiskPath } from '@/lib/uploads/paths';
import { processImage } from '@/lib/uploads/process';
import { saveImage, saveUpload } from '@/lib/uploads/store';
import { KINDS } from '@/models/kinds';
import { validValues } from '../support/values';

const { plot } = KINDS;
const plotValues = (over: Record<string, unknown> = {}) =>
  validValues(plot, { title: 'Lake view plot', location: 'Kelavarapalli, Hosur', description: 'A plot.', price: '24 L', area: '6 cents', ...over });
const exists = (p: string | null) => !!p && fs.existsSync(toDiskPath(p)!);
const get = (publicPath: string) => GET(new Request(`http://localhost${publicPath}`), { params: Promise.resolve({ path: publicPath.split('/').slice(2) }) });

async function photo(): Promise<string> {
  const input = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a4' } }).jpeg().toBuffer();
  return (await saveImage(input, 'photo.jpg')).path;
}

describe(`share cards after the save on ${process.env.TEST_ENGINE}`, () => {
  it('names the card in the save and draws, afterwards, the very card the save would have drawn', async () => {
    const mainImage = await photo();
    const later = await createListing(plot, plotValues(), { mainImage, additionalImages: [] }, undefined, { cardLater: true });
    expect(later.shareCard).toMatch(/\.jpg$/);
    expect(exists(later.shareCard)).toBe(false);
    queueCards([later.shareCard!]);
    await cardsSettled();
    const now = await createListing(plot, plotValues(), { mainImage, additionalImages: [] });
    expect(fs.readFileSync(toDiskPath(later.shareCard!)!).equals(fs.readFileSync(toDiskPath(now.shareCard!)!))).toBe(true);
  });

  it('draws it at once for a link-preview reader who asks before the background did', async () => {
    const listing = await createListing(plot, plotValues(), { mainImage: await photo(), additionalImages: [] }, undefined, { cardLater: true });
    const answer = await get(listing.shareCard!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('draws none for a listing deleted, or re-saved with another card, before it was drawn', async () => {
    const gone = await createListing(plot, plotValues(), { mainImage: await photo(), additionalImages: [] }, undefined, { cardLater: true });
    expect((await deleteListing(plot, gone._id)).status).toBe('ok');
    const edited = await createListing(plot, plotValues(), { mainImage: await photo(), additionalImages: [] }, undefined, { cardLater: true });
    const result = await updateListing(plot, edited._id, plotValues({ price: '22 L' }), { mainImage: edited.mainImage, additionalImages: [] }, edited.version, undefined, { cardLater: true });
    expect(result.status).toBe('ok');
    for (const card of [gone.shareCard!, edited.shareCard!]) {
      await makePlannedCard(card);
      expect(exists(card)).toBe(false);
      expect((await get(card)).status).toBe(404);
    }
  });

  it("draws the photo into a card asked for while the photo's sizes land and its upload goes", async () => {
    // What the sizes job does (lib/uploads/sizes.ts): the stored photo renamed into place, then the
    // upload removed, at moments spread over the card's drawing. A noisy photo's card is over the
    // limit at the first quality, so it is encoded more than once. Before the card read its photo
    // at once, 18 of 60 such cards were a 404 (CI, 6 December: "unable to open for read").
    const noise = await sharp(randomBytes(3000 * 2000 * 3), { raw: { width: 3000, height: 2000, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    const stored = (await processImage(noise, 'noise.jpg')).main;
    const backgroundOnly = await drawShareCard(plot, { ...plotValues(), mainImage: '/uploads/00/000000000000000000000000.webp' } as never);
    for (let i = 0; i < 40; i++) {
      const mainImage = await saveUpload(noise, 'noise.jpg');
      const listing = await createListing(plot, plotValues(), { mainImage, additionalImages: [] }, undefined, { cardLater: true });
      const asked = get(listing.shareCard!);
      await sleep(i % 20);
      const file = toDiskPath(mainImage)!;
      fs.writeFileSync(`${file}.sizes.tmp`, stored);
      fs.renameSync(`${file}.sizes.tmp`, file);
      fs.rmSync(sourceFileOf(mainImage)!);
      const answer = await asked;
      expect(answer.status, `the sizes landed ${i % 20} ms after the card was asked for`).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer()).equals(backgroundOnly), 'a card without its photo').toBe(false);
    }
  }, 120_000);

  it('draws, at start-up, the cards a stop left undrawn, and clears the temp file a killed write of one left', async () => {
    const listing = await createListing(plot, plotValues(), { mainImage: await photo(), additionalImages: [] }, undefined, { cardLater: true });
    const temp = `${toDiskPath(listing.shareCard!)!}.0badf00d.tmp`;
    fs.mkdirSync(path.dirname(temp), { recursive: true });
    fs.writeFileSync(temp, 'half');
    expect(await resumeCards({ startup: true })).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(temp)).toBe(false);
    await cardsSettled();
    expect(exists(listing.shareCard)).toBe(true);
  });
});
