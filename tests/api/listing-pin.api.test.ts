// A listing's map pin over HTTP: POST and PUT take `lat` and `lng` as multipart fields, GET (one
// listing, the list and its card form) returns them; bad coordinates are a 400 naming the field
// and the box, and nothing is stored or changed.
import { describe, expect, it } from 'vitest';
import { client, KINDS, listingForm, refusedWrite, type Slug } from './support/client';

const c = client();
const BOX_LAT = 'Latitude must be between 12.0 and 13.0 (Hosur and Krishnagiri district)';
const BOX_LNG = 'Longitude must be between 77.4 and 78.6 (Hosur and Krishnagiri district)';

describe.each(KINDS.map((k) => k.slug))('the pin of %s', (slug: Slug) => {
  it('round-trips through POST, GET, the list, PUT (moved) and PUT (removed)', async () => {
    const created = await c.create(slug, await listingForm(slug, { lat: '12.771234', lng: '77.842156' }));
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ lat: 12.771234, lng: 77.842156 });
    const id = created.body.data._id as string;

    expect((await c.getOne(slug, id)).body.data).toMatchObject({ lat: 12.771234, lng: 77.842156 });
    for (const query of [`q=${encodeURIComponent(created.body.data.title)}&limit=50`, `fields=card&limit=50`]) {
      const listed = (await c.list(slug, query)).body.data as { _id: string; lat: number; lng: number }[];
      expect(listed.find((l) => l._id === id), query).toMatchObject({ lat: 12.771234, lng: 77.842156 });
    }

    const mainImagePath = created.body.data.mainImage as string;
    const moved = await c.update(slug, id, await listingForm(slug, { lat: '12.52', lng: '78.21', mainImagePath }, { mainImage: null }));
    expect(moved.status, moved.text).toBe(200);
    expect((await c.getOne(slug, id)).body.data).toMatchObject({ lat: 12.52, lng: 78.21 });

    const removed = await c.update(slug, id, await listingForm(slug, { lat: '', lng: '', mainImagePath }, { mainImage: null }));
    expect(removed.status, removed.text).toBe(200);
    expect((await c.getOne(slug, id)).body.data).toMatchObject({ lat: null, lng: null });
  });

  it('reads null for a listing sent without a pin', async () => {
    const created = await c.seed(slug);
    expect(created).toMatchObject({ lat: null, lng: null });
    expect((await c.getOne(slug, created._id)).body.data).toMatchObject({ lat: null, lng: null });
  });
});

describe('bad coordinates', () => {
  const slug: Slug = 'plots';

  it.each([
    ['a latitude south of the box', { lat: '11.99', lng: '77.84' }, { lat: BOX_LAT }],
    ['a longitude east of the box', { lat: '12.77', lng: '78.61' }, { lng: BOX_LNG }],
    ['the numbers swapped', { lat: '77.84', lng: '12.77' }, { lat: BOX_LAT, lng: BOX_LNG }],
    ['a latitude alone', { lat: '12.77' }, { lng: 'Longitude is required when a latitude is given (or remove the pin)' }],
    ['a longitude alone', { lat: '', lng: '77.84' }, { lat: 'Latitude is required when a longitude is given (or remove the pin)' }],
    ['text', { lat: 'near the bus stand', lng: '77.84' }, { lat: 'Latitude must be a number in decimal degrees, like 12.7712' }],
    ['a pair in one field', { lat: '12.77, 77.84', lng: '77.84' }, { lat: 'Latitude must be a number in decimal degrees, like 12.7712' }],
  ])('POST with %s: 400 naming the field, nothing stored', async (_what, pin, errors) => {
    const r = await refusedWrite(c, slug, async () => c.create(slug, await listingForm(slug, pin)));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message: expect.stringMatching(/^Please correct: (Latitude|Longitude)/), errors });
  });

  it('PUT with a bad pin: 400, and the stored pin and listing are unchanged', async () => {
    const created = await c.seed(slug, { lat: '12.73', lng: '77.85' });
    const before = (await c.getOne(slug, created._id)).body.data;
    const r = await c.update(slug, created._id, await listingForm(slug, { title: 'Changed title', lat: '13.5', lng: '77.85', mainImagePath: created.mainImage }, { mainImage: null }));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ lat: BOX_LAT });
    expect((await c.getOne(slug, created._id)).body.data).toEqual(before);
  });
});
