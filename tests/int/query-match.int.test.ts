// mayList (lib/listings/query-match.ts) reads a list's filters in memory, so that a write keeps
// the kept list pages that cannot show the listing (lib/cache.ts). It must agree with the
// database exactly: a listing the database returns for a query and mayList turns away would leave
// a stale page. Listings of every kind with varied values, and a few hundred random queries per
// kind, compared with listListings on this engine.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { createListing, listListings } from '@/lib/listings';
import { mayList } from '@/lib/listings/query-match';
import { KINDS, type KindDef, validateListing } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { APPROVAL_AUTHORITIES } from '@/models/documents';
import * as o from '@/models/options';
import { MAX_LIMIT, parseListQuery, type ListQuery } from '@/models/query';

// A small fixed-seed generator: the same listings and queries on every run.
function random(seed: number) {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)], chance: (p: number) => next() < p };
}

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);
const STATUS: Record<string, readonly string[]> = { villa: values(o.VILLA_STATUS), plot: values(o.PLOT_STATUS), home: values(o.HOME_STATUS) };
const FACING: Record<string, readonly string[]> = { villa: values(o.FACING_8), plot: values(o.FACING_4), home: values(o.FACING_8) };
const TYPES: Record<string, readonly string[]> = { villa: [], plot: values(o.PLOT_LAND_USE), home: values(o.HOME_TYPES) };
const AREAS = ['900 sq.ft', '1200 sq.ft', '2400 sq.ft', '3 cents', '5 cents', '150 sq.m', '10 cents'];
const PRICES = ['', '15 L', '25 L', '45 L', '60 L', '85 L', '1.2 Cr'];

async function seed(kind: KindDef, r: ReturnType<typeof random>, n: number) {
  for (let i = 0; i < n; i++) {
    const raw: Record<string, string> = {
      title: `Match ${kind.id} ${i}`,
      location: r.pick(['Bagalur Road, Hosur', 'Mathigiri, Hosur', 'Sipcot, Hosur']),
      // A listing without a price where the kind allows one (it fails every price filter).
      price: r.pick(kind.fields.some((f) => f.name === 'price' && f.required) ? PRICES.slice(1) : PRICES),
      area: r.pick(AREAS),
      description: 'For the filter agreement test.',
      status: r.pick(STATUS[kind.id]),
      facing: r.pick(FACING[kind.id]),
    };
    if (kind.id !== 'plot') raw.buildingarea = '1000 sq.ft';
    if (kind.id !== 'plot') raw.bedrooms = String(1 + Math.floor(r.next() * 5));
    if (TYPES[kind.id].length) raw.type = r.pick(TYPES[kind.id]);
    if (r.chance(0.5)) raw.approvalAuthority = r.pick(values(APPROVAL_AUTHORITIES));
    if (r.chance(0.3)) raw.reraNumber = 'TN/29/Layout/0123/2023';
    if (r.chance(0.3)) raw.featured = 'true';
    const checked = validateListing(kind, raw);
    if (!checked.ok) throw new Error(`${kind.id}: ${JSON.stringify(checked.errors)}`);
    await createListing(kind, checked.values, { mainImage: '/uploads/00/000000000000000000000000.webp', additionalImages: [] });
  }
}

function randomQuery(kind: KindDef, r: ReturnType<typeof random>): ListQuery {
  const params: Record<string, string> = {};
  if (r.chance(0.4)) params.minPrice = String(r.pick([0, 1_500_000, 2_500_000, 4_500_000, 6_000_000]));
  if (r.chance(0.4)) params.maxPrice = String(r.pick([1_500_000, 2_500_000, 4_500_000, 8_500_000, 12_000_000]));
  if (kind.id !== 'plot' && r.chance(0.4)) params.bedrooms = String(1 + Math.floor(r.next() * 5));
  if (TYPES[kind.id].length && r.chance(0.3)) params.type = r.pick(TYPES[kind.id]);
  if (r.chance(0.3)) params.status = r.pick(STATUS[kind.id]);
  if (r.chance(0.3)) params.facing = r.pick(FACING[kind.id]);
  if (r.chance(0.3)) params.minArea = String(r.pick([1, 3, 900, 1200]));
  if (r.chance(0.3)) params.maxArea = String(r.pick([5, 150, 1200, 2400]));
  if (r.chance(0.3)) params.areaUnit = r.pick(['sq.ft', 'cents', 'sq.m']);
  for (const flag of ['approved', 'rera', 'featured']) if (r.chance(0.2)) params[flag] = 'true';
  const parsed = parseListQuery(params);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
}

async function all(kind: KindDef, query: ListQuery): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const result = await listListings(kind, { ...query, limit: MAX_LIMIT, page });
    for (const l of result.items) ids.add(l._id);
    if (page >= result.totalPages) return ids;
  }
}

describe(`mayList agrees with the database (${process.env.TEST_ENGINE})`, () => {
  const everything = new Map<string, Listing[]>();

  beforeAll(async () => {
    const r = random(11);
    for (const kind of Object.values(KINDS)) {
      await seed(kind, r, 24);
      // Some sales long past: public lists drop a listing 30 days after it was sold.
      const longAgo = new Date(Date.now() - 60 * 86_400_000).toISOString();
      await (await db()).updateTable('listings').set({ statusChangedAt: longAgo }).where('kind', '=', kind.id).where('status', '=', o.SOLD).where('title', 'like', 'Match % _0').execute();
      await (await db()).updateTable('listings').set({ statusChangedAt: longAgo }).where('kind', '=', kind.id).where('status', '=', o.SOLD).where('title', 'like', 'Match % 1_').execute();
      const page = await listListings(kind, { limit: MAX_LIMIT, page: 1, sort: 'newest', allSold: true });
      const listings = [...page.items];
      for (let p = 2; p <= page.totalPages; p++) listings.push(...(await listListings(kind, { limit: MAX_LIMIT, page: p, sort: 'newest', allSold: true })).items);
      everything.set(kind.id, listings);
    }
  }, 120_000);

  it.each(Object.values(KINDS))('for $plural: exactly the listings each filter lets through', async (kind) => {
    const r = random(kind.id.length * 7 + 3);
    const listings = everything.get(kind.id)!;
    let turnedAway = 0;
    for (let i = 0; i < 150; i++) {
      const query = randomQuery(kind, r);
      const shown = await all(kind, query);
      for (const l of listings) {
        const may = mayList(query, l);
        if (!may) turnedAway++;
        expect(may, `${JSON.stringify(query)} and ${l.title} (${l._id}): the database ${shown.has(l._id) ? 'shows' : 'hides'} it`).toBe(shown.has(l._id));
      }
    }
    // Most random filter combinations turn most listings away: the test compares something.
    expect(turnedAway).toBeGreaterThan(listings.length * 50);
  });
});
