// Photo sizes made after a save's answer (lib/uploads/sizes.ts): the upload is checked and stored
// unseen, the sizes come out the same as if made in the save, a visitor asking first has them made
// at once, a photo no listing refers to is left to the journal, and the work runs at nice 19.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/uploads/[...path]/route';
import { createListing, deleteListing } from '@/lib/listings';
import { ImageRejected } from '@/lib/uploads/errors';
import { allFilesOf, sourceFileOf, toDiskPath, variantPath } from '@/lib/uploads/paths';
import { processImage } from '@/lib/uploads/process';
import { makeSizes, queueSizes, resumeSizes, sizesSettled } from '@/lib/uploads/sizes';
import { saveUpload } from '@/lib/uploads/store';
import { KINDS, validateListing } from '@/models/kinds';

const { plot } = KINDS;
const values = () => {
  const checked = validateListing(plot, { title: 'Sizes plot', location: 'Bagalur Road, Hosur', price: '21 L', area: '4 cents', description: 'A plot.' });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.values;
};

let colour = 0;
async function photo(): Promise<Buffer> {
  colour = (colour + 37) % 256;
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: colour, g: 120, b: 60 } } }).jpeg().toBuffer();
}

const sizesOnDisk = (p: string) => allFilesOf(p).filter((f) => fs.existsSync(toDiskPath(f)!)).length;
const uploadOnDisk = (p: string) => fs.existsSync(sourceFileOf(p)!);

async function listingWith(bytes: Buffer): Promise<{ id: string; mainImage: string }> {
  const mainImage = await saveUpload(bytes, 'photo.jpg');
  const listing = await createListing(plot, values(), { mainImage, additionalImages: [] });
  return { id: listing._id, mainImage };
}

/** The route's answer for a public path, as Next calls it. */
const get = (publicPath: string) => GET(new Request(`http://localhost${publicPath}`), { params: Promise.resolve({ path: publicPath.split('/').slice(2) }) });

describe(`photo sizes after the save on ${process.env.TEST_ENGINE}`, () => {
  it('stores the upload unseen, then makes the same sizes a save would have made and drops the upload', async () => {
    const bytes = await photo();
    const { mainImage } = await listingWith(bytes);
    expect(uploadOnDisk(mainImage)).toBe(true);
    expect(sizesOnDisk(mainImage)).toBe(0);
    queueSizes([mainImage]);
    await sizesSettled();
    expect(uploadOnDisk(mainImage)).toBe(false);
    const inSave = await processImage(bytes, 'photo.jpg');
    expect(fs.readFileSync(toDiskPath(mainImage)!).equals(inSave.main)).toBe(true);
    for (const v of inSave.variants) expect(fs.readFileSync(toDiskPath(variantPath(mainImage, v.width))!).equals(v.data)).toBe(true);
  });

  it('refuses a truncated photo at the save, as the full decode did, and leaves nothing', async () => {
    const bytes = await photo();
    const publicPath = '/uploads/ab/ab' + 'c'.repeat(22) + '.webp';
    await expect(saveUpload(bytes.subarray(0, Math.floor(bytes.length * 0.6)), 'cut.jpg', { publicPath })).rejects.toMatchObject({ status: 415 });
    await expect(saveUpload(Buffer.from('not an image'), 'x.jpg', { publicPath })).rejects.toBeInstanceOf(ImageRejected);
    expect(uploadOnDisk(publicPath)).toBe(false);
    expect(sizesOnDisk(publicPath)).toBe(0);
  });

  it('makes the sizes at once for a visitor who asks before the background did', async () => {
    const { mainImage } = await listingWith(await photo());
    const answer = await get(variantPath(mainImage, 400));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(400);
    expect(sizesOnDisk(mainImage)).toBe(3);
    expect(uploadOnDisk(mainImage)).toBe(false);
  });

  it('leaves an upload no listing refers to yet (a save in flight) to the journal, and answers 404 for it', async () => {
    const inFlight = await saveUpload(await photo(), 'photo.jpg');
    await makeSizes(inFlight);
    expect((await get(inFlight)).status).toBe(404);
    expect(uploadOnDisk(inFlight)).toBe(true);
    expect(sizesOnDisk(inFlight)).toBe(0);
    fs.rmSync(sourceFileOf(inFlight)!);
  });

  it('makes nothing for a listing deleted before its sizes were made, and leaves no file', async () => {
    const { id, mainImage } = await listingWith(await photo());
    expect((await deleteListing(plot, id)).status).toBe('ok');
    await makeSizes(mainImage);
    expect(uploadOnDisk(mainImage)).toBe(false);
    expect(sizesOnDisk(mainImage)).toBe(0);
  });

  it('resumes, at start-up, the uploads a stop left without sizes, and clears the temp files a killed write of them left', async () => {
    const { mainImage } = await listingWith(await photo());
    // What a server killed between writing the sizes and renaming them into place leaves (the crash test found them).
    const temps = [`${toDiskPath(mainImage)!}.0badf00d.tmp`, `${toDiskPath(variantPath(mainImage, 400))!}.0badf00d.tmp`];
    for (const t of temps) fs.writeFileSync(t, 'half');
    expect(await resumeSizes({ startup: true })).toBeGreaterThanOrEqual(1);
    for (const t of temps) expect(fs.existsSync(t), t).toBe(false);
    await sizesSettled();
    expect(sizesOnDisk(mainImage)).toBe(3);
    expect(uploadOnDisk(mainImage)).toBe(false);
    const dir = path.dirname(toDiskPath(mainImage)!);
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it.runIf(process.platform === 'linux')('makes them in a child process of its own session whose every thread, and whose session, runs at nice 19', async () => {
    const { mainImage } = await listingWith(await photo());
    queueSizes([mainImage]);
    await sizesSettled();
    const children = fs
      .readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((pid) => {
        try {
          const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
          return Number(stat[1]) === process.pid && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('image-worker.mjs');
        } catch {
          return false;
        }
      });
    expect(children).toHaveLength(1);
    const tasks = fs.readdirSync(path.join('/proc', children[0], 'task'));
    const nice = tasks.map((tid) => Number(fs.readFileSync(`/proc/${children[0]}/task/${tid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[16]));
    expect(nice.length).toBeGreaterThan(1);
    expect(new Set(nice)).toEqual(new Set([19]));
    // Its own session (the 6th field of stat, after the command: the session id is its own pid),
    // so that with the kernel's autogroups its nice ranks it against every other process.
    const session = Number(fs.readFileSync(`/proc/${children[0]}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[3]);
    expect(session).toBe(Number(children[0]));
    if (fs.existsSync('/proc/self/autogroup') && fs.readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1') {
      expect(fs.readFileSync(`/proc/${children[0]}/autogroup`, 'utf8')).toMatch(/ nice 19\s*$/);
      // The kernel prints nothing for a process still in the boot session's group (as under some CI runners): nice 0 too.
      expect(fs.readFileSync('/proc/self/autogroup', 'utf8')).toMatch(/^$| nice 0\s*$/);
    }
  });
});
