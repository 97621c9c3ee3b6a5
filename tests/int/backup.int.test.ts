import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBackup, restoreBackup } from '@/lib/backup';
import { createListing, deleteListing, listListings } from '@/lib/listings';
import { checkUploads } from '@/lib/uploads/check';
import { toDiskPath, uploadsDir } from '@/lib/uploads/paths';
import { saveImage } from '@/lib/uploads/store';
import { KINDS, validateListing } from '@/models/kinds';
import { listQuerySchema } from '@/models/query';

const { plot } = KINDS;

async function addPlot(title: string, colors: string[]) {
  const paths = [];
  for (const color of colors) {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: color } }).jpeg().toBuffer();
    paths.push((await saveImage(jpeg, `${color}.jpg`)).path);
  }
  const checked = validateListing(plot, { title, location: 'Hosur', price: '20 L', area: '5 cents', description: 'd' });
  if (!checked.ok) throw new Error(checked.message);
  return createListing(plot, checked.values, { mainImage: paths[0], additionalImages: paths.slice(1) });
}

const hashFiles = () => {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(uploadsDir(), full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(uploadsDir());
  return out;
};
const allListings = async () => (await listListings(plot, listQuerySchema.parse({ limit: '100' }))).items;

describe(`backup and restore on ${process.env.TEST_ENGINE}`, () => {
  it('round-trips every listing and every file', async () => {
    await addPlot('Kept one', ['red', 'green']);
    await addPlot('Kept two', ['blue']);
    const listingsBefore = await allListings();
    const filesBefore = hashFiles();
    const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bk-')), 'site.tar.gz');

    const manifest = await createBackup(archive);
    expect(manifest.listings).toBe(2);

    // Change everything after the backup: a delete (its files go), and a new listing.
    await deleteListing(plot, listingsBefore[0]._id);
    await addPlot('Added later', ['white']);
    expect(hashFiles()).not.toEqual(filesBefore);

    await restoreBackup(archive);
    expect(await allListings()).toEqual(listingsBefore);
    // The search index came back with the rows: the deleted one is found again, the later one is not.
    const found = async (q: string) => (await listListings(plot, listQuerySchema.parse({ q, limit: '100' }))).items.map((l) => l.title).sort();
    expect(await found('kept')).toEqual(['Kept one', 'Kept two']);
    expect(await found('added later')).toEqual([]);
    expect(hashFiles()).toEqual(filesBefore);
    const report = await checkUploads();
    expect(report.orphans).toEqual([]);
    expect(report.missing).toEqual([]);
    for (const listing of listingsBefore) expect(fs.existsSync(toDiskPath(listing.mainImage)!)).toBe(true);
    // Share cards are uploads like the photos: the deleted listing's came back with it.
    for (const listing of listingsBefore) expect(fs.existsSync(toDiskPath(listing.shareCard!)!)).toBe(true);
  }, 60_000);

  it('reports and removes orphans, and reports missing files', async () => {
    const listing = await addPlot('With a missing file', ['black', 'yellow']);
    fs.rmSync(toDiskPath(listing.additionalImages[0])!);
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'pink' } }).jpeg().toBuffer();
    const orphan = (await saveImage(jpeg, 'orphan.jpg')).path;
    const report = await checkUploads();
    expect(report.orphans).toEqual([orphan]);
    expect(report.missing).toEqual([listing.additionalImages[0]]);
    await checkUploads({ removeOrphans: true });
    expect(fs.existsSync(toDiskPath(orphan)!)).toBe(false);
    expect((await checkUploads()).orphans).toEqual([]);
  });
});
