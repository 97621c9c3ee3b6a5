// GET /api/{villas|plots|homes} and GET /api/{kind}/{id}: the envelope, paging, filters, sort,
// and 400/404 answers for malformed input (SPEC §7, issue 3 'Endpoints').
import { beforeAll, describe, expect, it } from 'vitest';
import { client, type Json, KINDS, marker, type Overrides, type Slug, unknownId } from './support/client';

const c = client();

// Four listings per kind, all carrying the file's marker word in the title; prices, areas,
// bedrooms, status, facing and type differ so every filter and sort has something to tell apart.
const MARK = marker();
const IN_LOCATION = marker('loc');
const IN_DESCRIPTION = marker('desc');

const SPECS: Record<Slug, Overrides[]> = {
  villas: [
    { price: '₹ 30,00,000', area: '1,000', bedrooms: '2', status: 'Ready to Move', facing: 'East' },
    { price: '45,00,000', area: '2,400', bedrooms: '3', status: 'Under Construction', facing: 'West' },
    { price: '60 L', area: '1,500', bedrooms: '3', status: 'Ready to Move', facing: 'North' },
    { price: '90,00,000', area: '1,800', bedrooms: '5', status: 'Holiday Home', facing: 'East' },
  ],
  plots: [
    { price: '₹ 30,00,000', area: '1,000 sq ft', type: 'Residential', status: 'Available', facing: 'East' },
    { price: '45,00,000', area: '2,400 sq ft', type: 'Commercial', status: 'Sold', facing: 'West' },
    { price: '60 L', area: '1,500', type: 'Residential', status: 'Available', facing: 'North' },
    { price: '90,00,000', area: '1,800', type: 'Agricultural', status: 'Reserved', facing: 'East' },
  ],
  homes: [
    { price: '30,00,000', area: '1,000', bedrooms: '2', type: 'Independent House', status: 'Ready to Move', facing: 'East' },
    { price: '45,00,000', area: '2,400', bedrooms: '3', type: 'Apartment', status: 'New Construction', facing: 'West' },
    { price: '60 L', area: '1,500', bedrooms: '3', type: 'Independent House', status: 'Ready to Move', facing: 'North' },
    { price: '90,00,000', area: '1,800', bedrooms: '5', type: 'Villa', status: 'Holiday Home', facing: 'East' },
  ],
};

const seeded: Record<Slug, Json[]> = { villas: [], plots: [], homes: [] };

beforeAll(async () => {
  for (const { slug } of KINDS) {
    for (const [i, spec] of SPECS[slug].entries()) {
      seeded[slug].push(
        await c.seed(slug, {
          ...spec,
          title: `${MARK} listing ${i}`,
          location: i === 1 ? `${IN_LOCATION}, Hosur` : 'Bagalur Road, Hosur',
          description: i === 2 ? `Quiet street ${IN_DESCRIPTION}.` : 'A listing.',
        }),
      );
    }
  }
});

const titles = (r: Json) => (r.body.data as Json[]).map((l) => l.title);
const ids = (r: Json) => (r.body.data as Json[]).map((l) => l._id);
const titleOf = (i: number) => `${MARK} listing ${i}`;

describe.each(KINDS)(`GET /api/$slug (${process.env.TEST_ENGINE})`, ({ slug }) => {
  it('answers the envelope { success, data, message, pagination } with default limit 12', async () => {
    const r = await c.list(slug, `q=${MARK}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      data: expect.any(Array),
      message: expect.any(String),
      pagination: { page: 1, limit: 12, total: 4, totalPages: 1 },
    });
    expect(r.body.data).toHaveLength(4);
    for (const item of r.body.data) {
      expect(typeof item._id).toBe('string');
      expect(item.mainImage).toMatch(/^\/uploads\//);
    }
  });

  it('carries whole listings, as the detail answer has them (description, gallery, features, amenities, approvals)', async () => {
    const r = await c.list(slug, `q=${MARK}`);
    const item = (r.body.data as Json[]).find((l) => l.title === titleOf(2))!;
    const full = await c.getOne(slug, item._id);
    expect(full.status).toBe(200);
    expect(item).toEqual(full.body.data);
    expect(item.description).toBe(`Quiet street ${IN_DESCRIPTION}.`);
    expect(item.additionalImages).toEqual(expect.any(Array));
    // The kind's list fields (features, amenities, approvals) are there whenever the kind has them.
    const lists = ['features', 'amenities', 'approvals'].filter((key) => key in full.body.data);
    expect(lists.length).toBeGreaterThan(0);
    for (const key of lists) expect(item[key]).toEqual(expect.any(Array));
    expect(item).not.toHaveProperty('excerpt');
  });

  it('?fields=card opts into card summaries: an excerpt instead of the description, no amenities, approvals or gallery', async () => {
    const r = await c.list(slug, `q=${MARK}&fields=card`);
    expect(r.status).toBe(200);
    expect(r.body.pagination).toEqual({ page: 1, limit: 12, total: 4, totalPages: 1 });
    const item = (r.body.data as Json[]).find((l) => l.title === titleOf(2))!;
    expect(item.excerpt).toBe(`Quiet street ${IN_DESCRIPTION}.`);
    for (const key of ['description', 'amenities', 'approvals', 'additionalImages']) expect(item).not.toHaveProperty(key);
    expect(item.mainImage).toMatch(/^\/uploads\//);
  });

  it.each([
    ['an unknown value', 'fields=all', 'fields must be card (or left out for whole listings)'],
    ['a list of fields', 'fields=card,title', 'fields must be card (or left out for whole listings)'],
    ['a repeated key', 'fields=card&fields=card', 'fields may be given once'],
  ])('400 for fields with %s', async (_label, query, message) => {
    const r = await c.list(slug, `q=${MARK}&${query}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message });
  });

  it('answers without any query at all', async () => {
    const r = await c.list(slug);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.pagination).toMatchObject({ page: 1, limit: 12 });
    expect(r.body.pagination.total).toBeGreaterThanOrEqual(4);
    expect(r.body.data.length).toBe(Math.min(12, r.body.pagination.total));
  });

  it('pages with limit and page', async () => {
    const first = await c.list(slug, `q=${MARK}&limit=3`);
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 });
    expect(first.body.data).toHaveLength(3);
    const second = await c.list(slug, `q=${MARK}&limit=3&page=2`);
    expect(second.body.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect(second.body.data).toHaveLength(1);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(4);
    const beyond = await c.list(slug, `q=${MARK}&limit=3&page=5`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
  });

  it('accepts limit=1 and limit=100', async () => {
    expect((await c.list(slug, 'limit=1')).body.data).toHaveLength(1);
    const r = await c.list(slug, 'limit=100');
    expect(r.status).toBe(200);
    expect(r.body.pagination.limit).toBe(100);
  });

  it('finds q in the title, the location and the description, case-insensitively', async () => {
    expect(titles(await c.list(slug, `q=${MARK.toUpperCase()}`)).sort()).toEqual([0, 1, 2, 3].map(titleOf));
    expect(titles(await c.list(slug, `q=${IN_LOCATION}`))).toEqual([titleOf(1)]);
    expect(titles(await c.list(slug, `q=${IN_DESCRIPTION}`))).toEqual([titleOf(2)]);
    const none = await c.list(slug, `q=${marker('none')}`);
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.pagination).toMatchObject({ total: 0 });
  });

  it('treats q as text, not as a pattern or SQL', async () => {
    // No wildcard, no operator, no SQL: punctuation alone finds nothing, and every word must begin a word.
    for (const q of ['%', '_', "' or 'zzqx'='zzqx", '\\', '*', '"']) {
      const r = await c.list(slug, `q=${encodeURIComponent(q)}`);
      expect(r.status, q).toBe(200);
      expect(r.body.data, q).toEqual([]);
    }
  });

  it('filters by minPrice and maxPrice (inclusive)', async () => {
    const r = await c.list(slug, `q=${MARK}&minPrice=4500000&maxPrice=6000000&sort=price-asc`);
    expect(r.status).toBe(200);
    expect(titles(r)).toEqual([titleOf(1), titleOf(2)]);
    expect(titles(await c.list(slug, `q=${MARK}&minPrice=6000001&sort=price-asc`))).toEqual([titleOf(3)]);
    expect(titles(await c.list(slug, `q=${MARK}&maxPrice=3000000`))).toEqual([titleOf(0)]);
  });

  it('filters by status and facing', async () => {
    const status = SPECS[slug][1].status as string;
    expect(titles(await c.list(slug, `q=${MARK}&status=${encodeURIComponent(status)}`))).toEqual([titleOf(1)]);
    expect(titles(await c.list(slug, `q=${MARK}&facing=East&sort=price-asc`))).toEqual([titleOf(0), titleOf(3)]);
  });

  it('sorts by price ascending and descending, by area, and newest first by default', async () => {
    const asc = await c.list(slug, `q=${MARK}&sort=price-asc`);
    expect(asc.body.data.map((l: Json) => l.price)).toEqual([3000000, 4500000, 6000000, 9000000]);
    const desc = await c.list(slug, `q=${MARK}&sort=price-desc`);
    expect(desc.body.data.map((l: Json) => l.price)).toEqual([9000000, 6000000, 4500000, 3000000]);
    expect(titles(await c.list(slug, `q=${MARK}&sort=area-desc`))).toEqual([1, 3, 2, 0].map(titleOf));
    const newest = [3, 2, 1, 0].map(titleOf);
    expect(titles(await c.list(slug, `q=${MARK}&sort=newest`))).toEqual(newest);
    expect(titles(await c.list(slug, `q=${MARK}`))).toEqual(newest);
  });

  it.each([
    ['limit=0'],
    ['limit=101'],
    ['limit=abc'],
    ['limit=-1'],
    ['limit=2.5'],
    ['page=0'],
    ['page=abc'],
    ['sort=bogus'],
    ['bedrooms=9'],
    ['bedrooms=0'],
    ['minPrice=abc'],
    ['minPrice=-1'],
    ['maxPrice=1e9'],
    ['limit=3&limit=6'],
  ])('answers 400 with a message for %s', async (query) => {
    const r = await c.list(slug, query);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message: expect.any(String) });
    expect(r.body.message.length).toBeGreaterThan(0);
  });
});

describe(`filters that only some kinds have (${process.env.TEST_ENGINE})`, () => {
  it.each(['villas', 'homes'] as const)('%s: bedrooms=3 matches 3, bedrooms=5 means 5+', async (slug) => {
    expect(titles(await c.list(slug, `q=${MARK}&bedrooms=3&sort=price-asc`))).toEqual([titleOf(1), titleOf(2)]);
    expect(titles(await c.list(slug, `q=${MARK}&bedrooms=5`))).toEqual([titleOf(3)]);
    expect(titles(await c.list(slug, `q=${MARK}&bedrooms=2`))).toEqual([titleOf(0)]);
  });

  it('plots: type is the land use', async () => {
    expect(titles(await c.list('plots', `q=${MARK}&type=Commercial`))).toEqual([titleOf(1)]);
    expect(titles(await c.list('plots', `q=${MARK}&type=Residential&sort=price-asc`))).toEqual([titleOf(0), titleOf(2)]);
  });

  it('homes: type is the property type', async () => {
    expect(titles(await c.list('homes', `q=${MARK}&type=Apartment`))).toEqual([titleOf(1)]);
    expect(titles(await c.list('homes', `q=${MARK}&type=${encodeURIComponent('Independent House')}&sort=price-asc`))).toEqual([
      titleOf(0),
      titleOf(2),
    ]);
  });

  it('filters combine', async () => {
    expect(titles(await c.list('villas', `q=${MARK}&bedrooms=3&status=${encodeURIComponent('Ready to Move')}`))).toEqual([titleOf(2)]);
  });
});

describe(`the old client's villa calls (${process.env.TEST_ENGINE})`, () => {
  it.each([3, 6])('GET /api/villas?limit=%i (home preview and list default)', async (limit) => {
    const r = await c.list('villas', `limit=${limit}`);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const total = r.body.pagination.total;
    expect(r.body.pagination).toEqual({ page: 1, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) });
    expect(r.body.data).toHaveLength(Math.min(limit, total));
    const marked = await c.list('villas', `q=${MARK}&limit=${limit}`);
    expect(marked.body.data).toHaveLength(Math.min(limit, 4));
  });
});

describe.each(KINDS)(`GET /api/$slug/{id} (${process.env.TEST_ENGINE})`, ({ slug, noun }) => {
  it('answers { success: true, data } with the listing and its _id as a string', async () => {
    const listing = seeded[slug][0];
    const r = await c.getOne(slug, listing._id);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(typeof r.body.data._id).toBe('string');
    expect(r.body.data._id).toBe(listing._id);
    expect(r.body.data).toEqual(listing);
    expect(r.body.data).toMatchObject({ title: titleOf(0), price: 3000000, mainImage: expect.stringMatching(/^\/uploads\//) });
  });

  it.each([
    ['an unknown id', () => unknownId()],
    ['a short id', () => 'abc'],
    ['an injection attempt', () => "1' or '1'='1"],
    ['an id with a path in it', () => '../../package.json'],
    ['an uppercase copy of a real id', () => seeded[slug][0]._id.toUpperCase()],
  ])(`answers 404 '${noun} not found.' for %s`, async (_label, make) => {
    const r = await c.getOne(slug, make());
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ success: false, message: `${noun} not found.` });
  });

  it(`answers 404 '${noun} not found.' for the id of another kind`, async () => {
    const other = KINDS.find((k) => k.slug !== slug)!;
    const r = await c.getOne(slug, seeded[other.slug][0]._id);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ success: false, message: `${noun} not found.` });
  });
});

describe(`unknown kinds (${process.env.TEST_ENGINE})`, () => {
  it('GET /api/castles is 404, not a 500', async () => {
    const res = await c.api('/api/castles');
    expect(res.status).toBe(404);
  });
});
