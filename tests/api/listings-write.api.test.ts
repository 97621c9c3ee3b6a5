// POST, PUT and DELETE of listings as the administrator (bearer token): the multipart field names
// of SPEC §7, the messages of §8, validation (§5 and the option lists of §3), images kept,
// replaced and removed on disk, the 409 path, and concurrent creates.
import { describe, expect, it } from 'vitest';
import {
  client,
  expectGone,
  expectNoNewFiles,
  expectOnDisk,
  fileOf,
  imageFile,
  type Json,
  KINDS,
  listingForm,
  marker,
  type Overrides,
  refusedWrite,
  type Slug,
  snapshot,
  unknownId,
} from './support/client';

const c = client();
const ctx = c.ctx;
const CONFLICT = 'This listing was changed by someone else. Reload and try again.';
const THIS_YEAR = new Date().getFullYear();

/** What the valid form of client.ts must read back as, per kind. */
const EXPECTED: Record<Slug, Json> = {
  villas: {
    title: '3 BHK villa on Bagalur Road',
    location: 'Bagalur Road, Hosur',
    price: 4500000,
    area: 1200,
    buildingarea: 1000,
    bedrooms: 3,
    bathrooms: 2,
    status: 'Ready to Move',
    furnished: 'Semi-Furnished',
    facing: 'East',
    description: 'A bright villa with a garden.',
    features: ['Garden', 'Covered parking'],
    amenities: ['Gym', 'Clubhouse'],
    floor: 'G+1',
    project: 'Green Meadows',
    transactionType: 'Sale',
    ownershipType: 'Freehold',
    bookingAmount: 100000,
  },
  plots: {
    title: 'Corner plot near Sipcot Phase 2',
    location: 'Mathigiri, Hosur',
    price: 1800000,
    area: 1200,
    type: 'Residential',
    plotType: 'Corner',
    status: 'Available',
    facing: 'North',
    description: 'A DTCP approved corner plot.',
    features: ['Corner plot', 'Wide road'],
    amenities: ['Street lights'],
    approvals: ['DTCP', 'RERA'],
    floor: 'Ground Floor',
    project: 'Sipcot Enclave',
    transactionType: 'New',
    ownershipType: 'FreeHold',
    bookingAmount: 50000,
  },
  homes: {
    title: '2 BHK independent house in Zuzuvadi',
    location: 'Zuzuvadi, Hosur',
    price: 6500000,
    area: 1500,
    buildingarea: 1200,
    bedrooms: 2,
    bathrooms: 2,
    type: 'Independent House',
    status: 'Ready to Move',
    furnishing: 'Unfurnished',
    facing: 'North-East',
    floorNumber: 'G+1',
    yearBuilt: 2015,
    description: 'A house close to schools.',
    features: ['Borewell', 'Sump'],
    amenities: ['Park'],
    approvals: ['Panchayat approved'],
    project: 'Zuzuvadi Homes',
    transactionType: 'Sale',
    ownershipType: 'Freehold',
    bookingAmount: 100000,
  },
};

const LISTS: Record<Slug, string[]> = {
  villas: ['features', 'amenities'],
  plots: ['features', 'amenities', 'approvals'],
  homes: ['features', 'amenities', 'approvals'],
};

/** Runs a refused write and checks that nothing was written: same count, no new files. */
const refused = (slug: Slug, send: () => Promise<Json>) => refusedWrite(c, slug, send);

describe.each(KINDS)(`POST /api/$slug (${process.env.TEST_ENGINE})`, ({ slug, noun }) => {
  it(`creates a listing from the §7 multipart fields: 201 '${noun} added successfully!'`, async () => {
    const total = await c.total(slug);
    const additional = [await imageFile('a1.jpg'), await imageFile('a2.png', 'png')];
    const r = await c.create(slug, await listingForm(slug, {}, { additionalImages: additional }));
    expect(r.status, r.text).toBe(201);
    expect(r.body).toEqual({ success: true, data: expect.any(Object), message: `${noun} added successfully!` });
    const data = r.body.data;
    expect(data).toMatchObject(EXPECTED[slug]);
    expect(data._id).toEqual(expect.any(String));
    expect(data.mainImage).toMatch(/^\/uploads\//);
    expect(data.additionalImages).toHaveLength(2);
    for (const p of data.additionalImages) expect(p).toMatch(/^\/uploads\//);
    expect(new Set([data.mainImage, ...data.additionalImages]).size).toBe(3);
    expectOnDisk(ctx, [data.mainImage, ...data.additionalImages]);

    const read = await c.getOne(slug, data._id);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(data);
    expect(await c.total(slug)).toBe(total + 1);
    // Where the save spent its time, for the administrator's browser and the load test (lib/http/server-timing.ts).
    const spans = Object.fromEntries([...(r.headers.get('server-timing') ?? '').matchAll(/([\w-]+);dur=([\d.]+)/g)].map((m) => [m[1], Number(m[2])]));
    // The card is drawn, and the journal settled, after the answer (lib/listings/cards-later.ts,
    // lib/uploads/journal.ts), so neither has a span; 'photo' is the check.
    expect(Object.keys(spans)).toEqual(expect.arrayContaining(['auth', 'turn', 'body', 'slot', 'photo', 'files', 'journal', 'db', 'total']));
    expect(spans).not.toHaveProperty('card');
    expect(spans).not.toHaveProperty('settle');
    expect(spans.total).toBeGreaterThanOrEqual(spans.photo);
  });

  it('takes features, amenities and approvals as one repeated entry per item, dropping blanks', async () => {
    const overrides = Object.fromEntries(LISTS[slug].map((name) => [name, [`${name} one`, '', '   ', `${name} two`]]));
    const r = await c.create(slug, await listingForm(slug, overrides));
    expect(r.status, r.text).toBe(201);
    for (const name of LISTS[slug]) expect(r.body.data[name]).toEqual([`${name} one`, `${name} two`]);
  });

  it('takes a single plain entry as a one-item list, and an empty JSON list as none', async () => {
    const [first, ...rest] = LISTS[slug];
    const overrides = { [first]: 'Only item', ...Object.fromEntries(rest.map((n) => [n, '[]'])) };
    const r = await c.create(slug, await listingForm(slug, overrides));
    expect(r.status, r.text).toBe(201);
    expect(r.body.data[first]).toEqual(['Only item']);
    for (const name of rest) expect(r.body.data[name]).toEqual([]);
  });

  it('stores the defaults of §3 for selects left out', async () => {
    const omit: Overrides = {
      villas: { status: null, furnished: null, facing: null },
      plots: { type: null, facing: null, plotType: null, status: null },
      homes: { type: null, status: null, floorNumber: null },
    }[slug];
    const defaults = {
      villas: { status: 'Ready to Move', furnished: 'Semi-Furnished', facing: 'East' },
      plots: { type: 'Residential', facing: 'East', plotType: 'Regular', status: 'Available' },
      homes: { type: 'Villa', status: 'Ready to Move', floorNumber: 'Ground Floor' },
    }[slug];
    const r = await c.create(slug, await listingForm(slug, omit));
    expect(r.status, r.text).toBe(201);
    expect(r.body.data).toMatchObject(defaults);
  });

  it("400 'Main image is required and must be a valid file.' without a main image; nothing written", async () => {
    const r = await refused(slug, async () =>
      c.create(slug, await listingForm(slug, {}, { mainImage: null, additionalImages: [await imageFile()] })),
    );
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message: 'Main image is required and must be a valid file.' });
  });

  it('400 the same when mainImage is a text field or an empty unnamed file part', async () => {
    for (const mainImage of ['/uploads/ab/abababababababababababab.webp', fileOf(Buffer.alloc(0), '')]) {
      const r = await refused(slug, async () => c.create(slug, await listingForm(slug, {}, { mainImage })));
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, message: 'Main image is required and must be a valid file.' });
    }
  });

  it('400 { success: false, message, errors } naming the fields: missing title and a bad price; nothing written', async () => {
    const r = await refused(slug, async () =>
      c.create(slug, await listingForm(slug, { title: null, price: 'cheap' }, { additionalImages: [await imageFile()] })),
    );
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      success: false,
      message: expect.stringMatching(/Title[\s\S]*Price|Price[\s\S]*Title/),
      errors: { title: expect.any(String), price: expect.any(String) },
    });
  });

  it('400 for a blank title and a blank description', async () => {
    const r = await refused(slug, async () => c.create(slug, await listingForm(slug, { title: '   ', description: '' })));
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(Object.keys(r.body.errors).sort()).toEqual(['description', 'title']);
  });

  it('400 for a list field that is broken JSON', async () => {
    const r = await refused(slug, async () => c.create(slug, await listingForm(slug, { features: '["unclosed"' })));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, errors: { features: expect.any(String) } });
  });

  it('refuses a body that is not multipart with a 4xx, not a 500', async () => {
    const r = await refused(slug, async () =>
      c.call(`/api/${slug}`, {
        method: 'POST',
        headers: { ...(await c.login().then((s) => ({ Authorization: `Bearer ${s.token}` }))), 'Content-Type': 'application/json' },
        body: JSON.stringify(EXPECTED[slug]),
      }),
    );
    expect([400, 415]).toContain(r.status);
    expect(r.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('two concurrent creates both land', async () => {
    const mark = marker();
    const [a, b] = await Promise.all([
      c.create(slug, await listingForm(slug, { title: `${mark} first` }, { additionalImages: [await imageFile()] })),
      c.create(slug, await listingForm(slug, { title: `${mark} second` }, { additionalImages: [await imageFile()] })),
    ]);
    expect(a.status, a.text).toBe(201);
    expect(b.status, b.text).toBe(201);
    expect(a.body.data._id).not.toBe(b.body.data._id);
    const listed = await c.list(slug, `q=${mark}`);
    expect(listed.body.data.map((l: Json) => l._id).sort()).toEqual([a.body.data._id, b.body.data._id].sort());
  });
});

describe(`option values and ranges exactly as in §3 and §5 (${process.env.TEST_ENGINE})`, () => {
  it.each([
    ['homes', { floorNumber: 'G+5+' }],
    ['homes', { floorNumber: 'Ground Floor' }],
    ['homes', { yearBuilt: '1990' }],
    ['homes', { yearBuilt: String(THIS_YEAR) }],
    ['homes', { yearBuilt: '' }],
    ['plots', { ownershipType: 'FreeHold' }],
    ['plots', { floor: '5+ Floor', transactionType: 'Resale', plotType: 'Lake Facing' }],
    ['villas', { ownershipType: 'Power of Attorney', floor: 'G+6', transactionType: 'PG' }],
    ['villas', { bedrooms: '5', bathrooms: '4', facing: 'South-West' }],
    ['villas', { price: 'Price on request' }],
    ['villas', { price: '₹45,00,000/-', bookingAmount: '₹ 2,50,000' }],
    ['homes', { price: '₹ 1,20,00,000', area: '2,400', buildingarea: '1,850' }],
  ] as [Slug, Record<string, string>][])('%s accepts %j', async (slug, overrides) => {
    const r = await c.create(slug, await listingForm(slug, overrides));
    expect(r.status, r.text).toBe(201);
  });

  it('stores the stripped numbers: villa ₹45,00,000/- and booking ₹ 2,50,000; home area 2,400', async () => {
    const villa = await c.create('villas', await listingForm('villas', { price: '₹45,00,000/-', bookingAmount: '₹ 2,50,000' }));
    expect(villa.body.data).toMatchObject({ price: 4500000, bookingAmount: 250000 });
    const home = await c.create('homes', await listingForm('homes', { area: '2,400', buildingarea: '1,850' }));
    expect(home.body.data).toMatchObject({ area: 2400, buildingarea: 1850 });
  });

  it.each([
    ['plots', { ownershipType: 'Freehold' }, 'ownershipType'],
    ['villas', { ownershipType: 'FreeHold' }, 'ownershipType'],
    ['homes', { floorNumber: 'G+6' }, 'floorNumber'],
    ['homes', { yearBuilt: '1989' }, 'yearBuilt'],
    ['homes', { yearBuilt: String(THIS_YEAR + 1) }, 'yearBuilt'],
    ['homes', { yearBuilt: 'nineteen' }, 'yearBuilt'],
    ['homes', { type: 'Castle' }, 'type'],
    ['plots', { facing: 'North-East' }, 'facing'],
    ['plots', { transactionType: 'Sale' }, 'transactionType'],
    ['plots', { type: 'Lake Facing' }, 'type'],
    ['villas', { bedrooms: '6' }, 'bedrooms'],
    ['villas', { status: 'Available' }, 'status'],
    ['villas', { furnished: 'Furnished' }, 'furnished'],
    ['villas', { area: '-5' }, 'area'],
    ['villas', { bookingAmount: 'lots' }, 'bookingAmount'],
  ] as [Slug, Record<string, string>, string][])('%s refuses %j with 400 naming %s', async (slug, overrides, field) => {
    const r = await refused(slug, async () => c.create(slug, await listingForm(slug, overrides)));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message: expect.any(String), errors: { [field]: expect.any(String) } });
    expect(Object.keys(r.body.errors)).toEqual([field]);
  });
});

describe(`areas with their unit (issue 13) (${process.env.TEST_ENGINE})`, () => {
  it('stores the number in its unit and in sq.ft, on create and on update', async () => {
    const r = await c.create('plots', await listingForm('plots', { area: '2.5', areaUnit: 'cents' }));
    expect(r.status, r.text).toBe(201);
    expect(r.body.data).toMatchObject({ area: 2.5, areaUnit: 'cents', areaSqft: 1089 });
    const id = r.body.data._id as string;
    const form = await listingForm('plots', { area: '1,200', areaUnit: 'sq.ft', mainImagePath: r.body.data.mainImage }, { mainImage: null });
    const u = await c.update('plots', id, form);
    expect(u.status, u.text).toBe(200);
    expect((await c.getOne('plots', id)).body.data).toMatchObject({ area: 1200, areaUnit: 'sq.ft', areaSqft: 1200 });

    const v = await c.create('villas', await listingForm('villas', { area: '1', areaUnit: 'grounds', buildingarea: '150', buildingareaUnit: 'sq.m' }));
    expect(v.status, v.text).toBe(201);
    expect(v.body.data).toMatchObject({ area: 1, areaUnit: 'grounds', areaSqft: 2400, buildingarea: 150, buildingareaUnit: 'sq.m', buildingareaSqft: 1614.59 });
  });

  it.each([
    ['plots', { area: '-5', areaUnit: 'cents' }, 'area', /^Plot Area must be a size/],
    ['plots', { area: '5', areaUnit: 'hectares' }, 'area', /^Plot Area unit must be one of: sq\.ft, sq\.m, cents, grounds, acres$/],
    ['villas', { area: '5', areaUnit: 'bigha' }, 'area', /^Total Area unit must be one of: /],
    ['homes', { buildingarea: '5', buildingareaUnit: 'acres' }, 'buildingarea', /^Building Area unit must be one of: sq\.ft, sq\.m$/],
    ['plots', { area: '5 cents', areaUnit: 'sq.ft' }, 'area', /^Plot Area is written in cents but its unit is sq\.ft$/],
  ] as [Slug, Record<string, string>, string, RegExp][])('%s refuses %j with 400 naming %s; nothing written', async (slug, overrides, field, message) => {
    const r = await refused(slug, async () => c.create(slug, await listingForm(slug, overrides)));
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors)).toEqual([field]);
    expect(r.body.errors[field]).toMatch(message);
  });

  it('an update with an unknown unit changes nothing', async () => {
    const made = await c.create('plots', await listingForm('plots', { area: '5', areaUnit: 'cents' }));
    const id = made.body.data._id as string;
    const form = await listingForm('plots', { area: '7', areaUnit: 'furlongs', mainImagePath: made.body.data.mainImage }, { mainImage: null });
    const r = await c.update('plots', id, form);
    expect(r.status).toBe(400);
    expect(r.body.errors.area).toBe('Plot Area unit must be one of: sq.ft, sq.m, cents, grounds, acres');
    expect((await c.getOne('plots', id)).body.data).toMatchObject({ area: 5, areaUnit: 'cents', areaSqft: 2178 });
  });
});

/** A listing with a main image and three additional images. */
async function seedWithImages(slug: Slug, title = marker()) {
  return c.seed(slug, { title }, { additionalImages: [await imageFile(), await imageFile(), await imageFile()] });
}

describe.each(KINDS)(`PUT /api/$slug/{id} (${process.env.TEST_ENGINE})`, ({ slug, noun }) => {
  it(`replaces fields and images as the edit form sends them: 200 '${noun} updated successfully!'`, async () => {
    const listing = await seedWithImages(slug);
    const [a1, a2, a3] = listing.additionalImages as string[];
    const [first] = LISTS[slug];
    const form = await listingForm(
      slug,
      {
        title: 'Updated title',
        price: '55,00,000',
        [first]: ['Updated one', '', 'Updated two'],
        additionalImagesPaths: JSON.stringify([`http://example.com${a1}`, a2]),
        removedAdditionalImages: JSON.stringify([a3]),
        version: String(listing.version),
      },
      { mainImage: await imageFile('new-main.jpg'), additionalImages: [await imageFile('new-extra.webp', 'webp')] },
    );
    const r = await c.update(slug, listing._id, form);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ success: true, data: expect.any(Object), message: `${noun} updated successfully!` });
    const data = r.body.data;
    expect(data).toMatchObject({ _id: listing._id, title: 'Updated title', price: 5500000, [first]: ['Updated one', 'Updated two'] });
    expect(data.version).toBe(listing.version + 1);
    expect(data.mainImage).toMatch(/^\/uploads\//);
    expect(data.mainImage).not.toBe(listing.mainImage);
    expect(data.additionalImages).toHaveLength(3);
    expect(data.additionalImages.slice(0, 2)).toEqual([a1, a2]);
    expect(data.additionalImages[2]).toMatch(/^\/uploads\//);
    expect([listing.mainImage, a1, a2, a3]).not.toContain(data.additionalImages[2]);

    expectOnDisk(ctx, [data.mainImage, ...data.additionalImages]);
    await expectGone(ctx, [listing.mainImage, a3]);
    expect((await c.getOne(slug, listing._id)).body.data).toEqual(data);
  });

  it('keeps the main image given as mainImagePath with a host prefix, stored from /uploads/', async () => {
    const listing = await seedWithImages(slug);
    const form = await listingForm(
      slug,
      { mainImagePath: `http://example.com${listing.mainImage}`, additionalImagesPaths: JSON.stringify(listing.additionalImages) },
      { mainImage: null },
    );
    const r = await c.update(slug, listing._id, form);
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.mainImage).toBe(listing.mainImage);
    expect(r.body.data.additionalImages).toEqual(listing.additionalImages);
    expectOnDisk(ctx, [listing.mainImage, ...listing.additionalImages]);
  });

  it('keeps the main image given as a bare /uploads/ path and drops removedAdditionalImages', async () => {
    const listing = await seedWithImages(slug);
    const [a1, a2, a3] = listing.additionalImages as string[];
    const form = await listingForm(
      slug,
      { mainImagePath: listing.mainImage, removedAdditionalImages: JSON.stringify([a2]) },
      { mainImage: null, additionalImages: [await imageFile()] },
    );
    const r = await c.update(slug, listing._id, form);
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.mainImage).toBe(listing.mainImage);
    expect(r.body.data.additionalImages.slice(0, 2)).toEqual([a1, a3]);
    expect(r.body.data.additionalImages).toHaveLength(3);
    await expectGone(ctx, [a2]);
    expectOnDisk(ctx, [listing.mainImage, a1, a3]);
  });

  it('takes amenities as repeated entries and approvals/features as JSON lists (the plot edit form)', async () => {
    const listing = await seedWithImages(slug);
    const lists = Object.fromEntries(LISTS[slug].filter((n) => n !== 'amenities').map((n) => [n, JSON.stringify([`${n} x`, ' '])]));
    const form = await listingForm(
      slug,
      { ...lists, amenities: ['Gym', '', 'Pool'], mainImagePath: listing.mainImage, additionalImagesPaths: '[]' },
      { mainImage: null },
    );
    const r = await c.update(slug, listing._id, form);
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.amenities).toEqual(['Gym', 'Pool']);
    for (const n of Object.keys(lists)) expect(r.body.data[n]).toEqual([`${n} x`]);
    expect(r.body.data.additionalImages).toEqual([]);
    await expectGone(ctx, listing.additionalImages);
  });

  it('updates without a version too (it is optional)', async () => {
    const listing = await seedWithImages(slug);
    const r = await c.update(slug, listing._id, await listingForm(slug, { title: 'No version', mainImagePath: listing.mainImage }, { mainImage: null }));
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toMatchObject({ title: 'No version', version: listing.version + 1 });
  });

  it("400 'Main image is required.' with neither a file nor a path; nothing changes", async () => {
    const listing = await seedWithImages(slug);
    const before = await snapshot(ctx);
    const r = await c.update(
      slug,
      listing._id,
      await listingForm(slug, { title: 'Should not stick' }, { mainImage: null, additionalImages: [await imageFile()] }),
    );
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message: 'Main image is required.' });
    await expectNoNewFiles(ctx, before);
    expect((await c.getOne(slug, listing._id)).body.data).toEqual(listing);
  });

  it(`409 for a stale version; nothing changes and no file is written or lost`, async () => {
    const listing = await seedWithImages(slug);
    const first = await c.update(
      slug,
      listing._id,
      await listingForm(slug, { title: 'First edit', mainImagePath: listing.mainImage, version: String(listing.version) }, { mainImage: null }),
    );
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.version).toBe(listing.version + 1);

    const before = await snapshot(ctx);
    const stale = await c.update(
      slug,
      listing._id,
      await listingForm(
        slug,
        { title: 'Stale edit', version: String(listing.version), removedAdditionalImages: JSON.stringify([listing.additionalImages[0]]) },
        { mainImage: await imageFile(), additionalImages: [await imageFile()] },
      ),
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ success: false, message: CONFLICT });
    await expectNoNewFiles(ctx, before);
    expectOnDisk(ctx, [listing.mainImage, ...listing.additionalImages]);
    expect((await c.getOne(slug, listing._id)).body.data).toEqual(first.body.data);
  });

  it('400 for a validation failure; nothing changes', async () => {
    const listing = await seedWithImages(slug);
    const before = await snapshot(ctx);
    const r = await c.update(slug, listing._id, await listingForm(slug, { price: 'a lot', title: '' }, { mainImage: await imageFile() }));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, errors: { title: expect.any(String), price: expect.any(String) } });
    await expectNoNewFiles(ctx, before);
    expect((await c.getOne(slug, listing._id)).body.data).toEqual(listing);
  });

  it('400, not 500, for a malformed version', async () => {
    const listing = await seedWithImages(slug);
    const r = await c.update(slug, listing._id, await listingForm(slug, { version: 'abc', mainImagePath: listing.mainImage }, { mainImage: null }));
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });

  it("refuses another listing's image as mainImagePath, and that image survives", async () => {
    const mine = await seedWithImages(slug);
    const theirs = await seedWithImages(slug);
    const r = await c.update(slug, mine._id, await listingForm(slug, { mainImagePath: theirs.mainImage }, { mainImage: null }));
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect((await c.getOne(slug, mine._id)).body.data).toEqual(mine);
    expectOnDisk(ctx, [theirs.mainImage]);
  });

  it(`404 '${noun} not found.' for an unknown or malformed id; no file written`, async () => {
    for (const id of [unknownId(), 'abc']) {
      const before = await snapshot(ctx);
      const r = await c.update(slug, id, await listingForm(slug, {}, { additionalImages: [await imageFile()] }));
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ success: false, message: `${noun} not found.` });
      await expectNoNewFiles(ctx, before);
    }
  });
});

describe.each(KINDS)(`DELETE /api/$slug/{id} (${process.env.TEST_ENGINE})`, ({ slug, noun }) => {
  it(`200 '${noun} deleted successfully!', its images gone from disk; a second delete is 404`, async () => {
    const listing = await seedWithImages(slug);
    const images = [listing.mainImage, ...listing.additionalImages];
    expectOnDisk(ctx, images);
    const total = await c.total(slug);

    const r = await c.remove(slug, listing._id);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, message: `${noun} deleted successfully!` });
    await expectGone(ctx, images);
    expect(await c.total(slug)).toBe(total - 1);
    const read = await c.getOne(slug, listing._id);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ success: false, message: `${noun} not found.` });

    const again = await c.remove(slug, listing._id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: `${noun} not found.` });
  });

  it(`404 '${noun} not found.' for an unknown or malformed id`, async () => {
    for (const id of [unknownId(), 'abc', "1' or '1'='1"]) {
      const r = await c.remove(slug, id);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ success: false, message: `${noun} not found.` });
    }
  });

  it('404 for the id of another kind, which stays', async () => {
    const other = KINDS.find((k) => k.slug !== slug)!.slug;
    const listing = await c.seed(other);
    const r = await c.remove(slug, listing._id);
    expect(r.status).toBe(404);
    expect((await c.getOne(other, listing._id)).status).toBe(200);
  });
});
