import fs from 'node:fs';
import sharp from 'sharp';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import {
  countListings,
  createListing,
  deleteListing,
  getListing,
  listingStamps,
  listListings,
  recentEvents,
  relatedListings,
  updateListing,
} from '@/lib/listings';
import { db, engine } from '@/lib/db';
import { UploadJournal } from '@/lib/uploads/journal';
import { toDiskPath } from '@/lib/uploads/paths';
import { saveImage } from '@/lib/uploads/store';
import { KINDS } from '@/models/kinds';
import { listQuerySchema } from '@/models/query';
import { validValues } from '../support/values';

const { villa, plot, home } = KINDS;
const query = (q: Record<string, string> = {}) => listQuerySchema.parse(q);

const values = validValues;

const villaFields = (over: Record<string, unknown> = {}) => ({
  title: '3 BHK villa',
  location: 'Bagalur Road, Hosur',
  price: '85 L',
  area: '2,400',
  buildingarea: '1,850',
  bedrooms: '3',
  description: 'A villa.',
  ...over,
});
const plotFields = (over: Record<string, unknown> = {}) => ({
  title: 'Corner plot',
  location: 'Mathigiri, Hosur',
  price: '₹ 18,00,000',
  area: '5 cents',
  description: 'A plot.',
  ...over,
});
const homeFields = (over: Record<string, unknown> = {}) => ({
  title: '2 BHK house',
  location: 'Zuzuvadi, Hosur',
  price: '1.2 Cr',
  area: '1500',
  buildingarea: '1200',
  type: 'Independent House',
  description: 'A house.',
  ...over,
});

const noImages = { mainImage: '/uploads/00/000000000000000000000000.webp', additionalImages: [] };

async function photo(color: string) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).jpeg().toBuffer();
  return (await saveImage(buffer, `${color}.jpg`)).path;
}

describe(`listings service on ${process.env.TEST_ENGINE}`, () => {
  it('uses the engine of this project', () => {
    expect(engine()).toBe(process.env.TEST_ENGINE);
  });

  it('stores and reads back every field of a home, with parsed price, area and lists', async () => {
    const created = await createListing(
      home,
      values(home, homeFields({
        bedrooms: '5', bathrooms: '4', status: 'Under Negotiation', furnishing: 'Fully Furnished', facing: 'South-West',
        floorNumber: 'G+5+', yearBuilt: '2015', project: 'Green Acres', transactionType: 'Lease', ownershipType: 'Power of Attorney',
        bookingAmount: '₹1,00,000', features: '["Corner", " ", "Park view"]', amenities: ['Gym', ''], approvals: '["DTCP"]',
      })),
      { mainImage: '/uploads/ab/abababababababababababab.webp', additionalImages: ['/uploads/cd/cdcdcdcdcdcdcdcdcdcdcdcd.webp'] },
    );
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    const read = await getListing(home, created._id);
    expect(read).toEqual(created);
    expect(read).toMatchObject({
      kind: 'home', price: 12_000_000, area: 1500, areaUnit: 'sq.ft', areaSqft: 1500, buildingarea: 1200,
      bedrooms: 5, bathrooms: 4, type: 'Independent House', status: 'Under Negotiation', furnishing: 'Fully Furnished',
      facing: 'South-West', floorNumber: 'G+5+', yearBuilt: 2015, project: 'Green Acres', transactionType: 'Lease',
      ownershipType: 'Power of Attorney', bookingAmount: 100_000, features: ['Corner', 'Park view'], amenities: ['Gym'],
      approvals: ['DTCP'], additionalImages: ['/uploads/cd/cdcdcdcdcdcdcdcdcdcdcdcd.webp'], version: 1,
    });
    expect(typeof read!.createdAt).toBe('string');
    expect(read).not.toHaveProperty('furnished');
  });

  it('applies the defaults of SPEC §3 and keeps plot areas in their unit', async () => {
    const p = await createListing(plot, values(plot, plotFields()), noImages);
    expect(p).toMatchObject({ type: 'Residential', plotType: 'Regular', facing: 'East', status: 'Available', area: 5, areaUnit: 'cents', areaSqft: 2178 });
    const v = await createListing(villa, values(villa, villaFields()), noImages);
    expect(v).toMatchObject({ status: 'Ready to Move', furnished: 'Semi-Furnished', facing: 'East', price: 8_500_000 });
    const h = await createListing(home, values(home, homeFields()), noImages);
    expect(h).toMatchObject({ type: 'Independent House', status: 'Ready to Move', floorNumber: 'Ground Floor' });
  });

  it('stores an area typed beside its unit once, in sq.ft, with the unit kept; edits change both', async () => {
    const p = await createListing(plot, values(plot, plotFields({ area: '2.5', areaUnit: 'cents' })), noImages);
    expect(await getListing(plot, p._id)).toMatchObject({ area: 2.5, areaUnit: 'cents', areaSqft: 1089 });
    const v = await createListing(villa, values(villa, villaFields({ area: '1', areaUnit: 'acres', buildingarea: '150', buildingareaUnit: 'sq.m' })), noImages);
    expect(await getListing(villa, v._id)).toMatchObject({
      area: 1, areaUnit: 'acres', areaSqft: 43_560, buildingarea: 150, buildingareaUnit: 'sq.m', buildingareaSqft: 1614.59,
    });
    await updateListing(plot, p._id, values(plot, plotFields({ area: '1,200', areaUnit: 'sq.ft' })), noImages);
    expect(await getListing(plot, p._id)).toMatchObject({ area: 1200, areaUnit: 'sq.ft', areaSqft: 1200 });
  });

  it('sorts by the area in sq.ft whatever unit each was entered in', async () => {
    const tag = `units-${Date.now()}`;
    const made = [
      await createListing(plot, values(plot, plotFields({ title: `${tag} a`, area: '10', areaUnit: 'cents' })), noImages),
      await createListing(plot, values(plot, plotFields({ title: `${tag} b`, area: '1', areaUnit: 'grounds' })), noImages),
      await createListing(plot, values(plot, plotFields({ title: `${tag} c`, area: '3,000', areaUnit: 'sq.ft' })), noImages),
    ];
    const sorted = await listListings(plot, query({ sort: 'area-desc', q: tag }));
    // 10 cents = 4,356 sq.ft > 3,000 sq.ft > 1 ground = 2,400 sq.ft
    expect(sorted.items.map((l) => l._id)).toEqual([made[0]._id, made[2]._id, made[1]._id]);
  });

  it('does not find a listing under another kind or a malformed id', async () => {
    const v = await createListing(villa, values(villa, villaFields()), noImages);
    expect(await getListing(plot, v._id)).toBeNull();
    expect(await getListing(villa, 'not-an-id')).toBeNull();
    expect(await getListing(villa, "' or 1=1 --")).toBeNull();
  });
});

describe(`listing queries on ${process.env.TEST_ENGINE}`, () => {
  it('filters, sorts and pages in SQL', async () => {
    const before = await countListings(villa);
    const made = [];
    for (const [i, [price, beds, title]] of (
      [[5_000_000, '2', 'Lake 100% view'], [9_000_000, '3', 'Garden villa'], [15_000_000, '3', 'Hill villa'], [25_000_000, '5', 'Palm_villa']] as const
    ).entries()) {
      made.push(await createListing(villa, values(villa, villaFields({ price: String(price), bedrooms: beds, title, area: String(1000 + i * 500), location: `Zone ${i}, Hosur` })), noImages));
      // Creation times are kept to the millisecond: apart, so that "newest first" has one answer.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    expect(await countListings(villa)).toBe(before + 4);

    const threeBhk = await listListings(villa, query({ bedrooms: '3', sort: 'price-asc', q: 'zone' }));
    expect(threeBhk.items.map((l) => l.title)).toEqual(['Garden villa', 'Hill villa']);

    const band = await listListings(villa, query({ minPrice: '6000000', maxPrice: '20000000', sort: 'price-desc', q: 'zone' }));
    expect(band.items.map((l) => l.price)).toEqual([15_000_000, 9_000_000]);

    // Case-insensitive word search; % and _ are no wildcards, only separators between words.
    expect((await listListings(villa, query({ q: 'GARDEN' }))).items.map((l) => l.title)).toEqual(['Garden villa']);
    expect((await listListings(villa, query({ q: '100%' }))).items.map((l) => l.title)).toEqual(['Lake 100% view']);
    expect((await listListings(villa, query({ q: 'palm_vil' }))).items.map((l) => l.title)).toEqual(['Palm_villa']);
    expect((await listListings(villa, query({ q: 'm_v' }))).total).toBe(0);
    expect((await listListings(villa, query({ q: "'; drop table listings; --" }))).total).toBe(0);

    expect((await listListings(villa, query({ bedrooms: '5', q: 'zone' }))).items.map((l) => l.title)).toContain('Palm_villa');

    const largest = await listListings(villa, query({ sort: 'area-desc', q: 'zone', limit: '2' }));
    expect(largest.items.map((l) => l.title)).toEqual(['Palm_villa', 'Hill villa']);

    const page2 = await listListings(villa, query({ limit: '3', page: '2', q: 'zone' }));
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3, totalPages: 2 });
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0].title).toBe(made[0].title); // newest first, so the oldest is last
  });

  it('puts listings without a price last in both price orders', async () => {
    await createListing(plot, values(plot, plotFields({ title: 'On request', price: 'Price on request', location: 'Nowhere' })), noImages);
    await createListing(plot, values(plot, plotFields({ title: 'Cheap', price: '1 L', location: 'Nowhere' })), noImages);
    await createListing(plot, values(plot, plotFields({ title: 'Dear', price: '2 Cr', location: 'Nowhere' })), noImages);
    const asc = await listListings(plot, query({ q: 'nowhere', sort: 'price-asc' }));
    const desc = await listListings(plot, query({ q: 'nowhere', sort: 'price-desc' }));
    expect(asc.items.map((l) => l.title)).toEqual(['Cheap', 'Dear', 'On request']);
    expect(desc.items.map((l) => l.title)).toEqual(['Dear', 'Cheap', 'On request']);
  });
});

describe(`listing stamps (sitemap) on ${process.env.TEST_ENGINE}`, () => {
  it('reads every listing of a kind in the list order, across keyset pages, with the same dates', async () => {
    // Created at once, so several share a created time and the id decides their order.
    await Promise.all(Array.from({ length: 7 }, (_, i) => createListing(home, values(home, homeFields({ title: `Stamp ${i}` })), noImages)));
    const listed = (await listListings(home, query({ limit: '100' }))).items;
    const stamps = await listingStamps(home, 2);
    expect(stamps).toEqual(listed.map((l) => ({ _id: l._id, createdAt: l.createdAt, updatedAt: l.updatedAt })));
    expect(await listingStamps(home, 100)).toEqual(stamps);
  });
});

describe(`related listings on ${process.env.TEST_ENGINE}`, () => {
  it('plots: same land use or the location first part, never itself, at most 6', async () => {
    const current = await createListing(plot, values(plot, plotFields({ type: 'Commercial', location: 'Sipcot Phase 2, Hosur' })), noImages);
    const sameType = await createListing(plot, values(plot, plotFields({ type: 'Commercial', location: 'Elsewhere' })), noImages);
    const samePlace = await createListing(plot, values(plot, plotFields({ type: 'Agricultural', location: 'near SIPCOT PHASE 2 gate' })), noImages);
    const unrelated = await createListing(plot, values(plot, plotFields({ type: 'Industrial', location: 'Far away' })), noImages);
    const related = await relatedListings(plot, current);
    const ids = related.map((l) => l._id);
    expect(ids).toContain(sameType._id);
    expect(ids).toContain(samePlace._id);
    expect(ids).not.toContain(unrelated._id);
    expect(ids).not.toContain(current._id);
    for (let i = 0; i < 8; i++) await createListing(plot, values(plot, plotFields({ type: 'Commercial', location: 'X' })), noImages);
    expect(await relatedListings(plot, current)).toHaveLength(6);
  });

  it('villas: same bedrooms, furnishing or place; at most 3', async () => {
    const current = await createListing(villa, values(villa, villaFields({ bedrooms: '4', furnished: 'Unfurnished', location: 'Dharga, Hosur' })), noImages);
    const beds = await createListing(villa, values(villa, villaFields({ bedrooms: '4', furnished: 'Fully Furnished', location: 'Q' })), noImages);
    const furn = await createListing(villa, values(villa, villaFields({ bedrooms: '1', furnished: 'Unfurnished', location: 'Q' })), noImages);
    const other = await createListing(villa, values(villa, villaFields({ bedrooms: '1', furnished: 'Fully Furnished', location: 'Q' })), noImages);
    const ids = (await relatedListings(villa, current)).map((l) => l._id);
    expect(ids).toEqual(expect.arrayContaining([beds._id, furn._id]));
    expect(ids).not.toContain(other._id);
    expect(ids.length).toBeLessThanOrEqual(3);
  });

  it('homes: same type, place or bedrooms; at most 3', async () => {
    const current = await createListing(home, values(home, homeFields({ type: 'Apartment', bedrooms: '2', location: 'Avalapalli, Hosur' })), noImages);
    const byType = await createListing(home, values(home, homeFields({ type: 'Apartment', bedrooms: '1', location: 'Q' })), noImages);
    const byBeds = await createListing(home, values(home, homeFields({ type: 'Villa', bedrooms: '2', location: 'Q' })), noImages);
    const none = await createListing(home, values(home, homeFields({ type: 'Hill Bungalow', bedrooms: '4', location: 'Q' })), noImages);
    const ids = (await relatedListings(home, current)).map((l) => l._id);
    expect(ids).toEqual(expect.arrayContaining([byType._id, byBeds._id]));
    expect(ids).not.toContain(none._id);
  });
});

describe(`writes on ${process.env.TEST_ENGINE}`, () => {
  it('updates with a version check, bumps the version and logs events', async () => {
    const created = await createListing(villa, values(villa, villaFields()), noImages);
    // Events are ordered by their time, kept to the millisecond: apart, so that the order has one answer.
    await new Promise((resolve) => setTimeout(resolve, 3));
    const ok = await updateListing(villa, created._id, values(villa, villaFields({ price: '90 L' })), noImages, 1);
    expect(ok.status).toBe('ok');
    if (ok.status !== 'ok') return;
    expect(ok.listing).toMatchObject({ price: 9_000_000, version: 2 });
    expect(ok.listing.updatedAt >= created.updatedAt).toBe(true);

    const stale = await updateListing(villa, created._id, values(villa, villaFields({ price: '1 Cr' })), noImages, 1);
    expect(stale.status).toBe('conflict');
    expect((await getListing(villa, created._id))!.price).toBe(9_000_000);

    expect((await updateListing(plot, created._id, values(plot, plotFields()), noImages)).status).toBe('not-found');

    const events = await recentEvents(50);
    const mine = events.filter((e) => e.listingId === created._id).map((e) => e.action);
    expect(mine).toEqual(['updated', 'created']);
  });

  it('removes replaced images after an update and every image after a delete', async () => {
    const [main, extra1, extra2, newMain] = await Promise.all(['red', 'green', 'blue', 'white'].map(photo));
    const onDisk = (p: string) => fs.existsSync(toDiskPath(p)!);
    const created = await createListing(home, values(home, homeFields()), { mainImage: main, additionalImages: [extra1, extra2] });
    const updated = await updateListing(home, created._id, values(home, homeFields()), { mainImage: newMain, additionalImages: [extra2] });
    expect(updated.status).toBe('ok');
    expect([main, extra1].map(onDisk)).toEqual([false, false]);
    expect([newMain, extra2].map(onDisk)).toEqual([true, true]);

    expect((await deleteListing(home, created._id)).status).toBe('ok');
    expect([newMain, extra2].map(onDisk)).toEqual([false, false]);
    expect(await getListing(home, created._id)).toBeNull();
    expect((await deleteListing(home, created._id)).status).toBe('not-found');
  });

  it('lands concurrent creates', async () => {
    const before = await countListings(plot);
    await Promise.all(Array.from({ length: 10 }, (_, i) => createListing(plot, values(plot, plotFields({ title: `Concurrent ${i}` })), noImages)));
    expect(await countListings(plot)).toBe(before + 10);
  });

  it('writes a create, an update and a delete each with its log rows in one statement on PostgreSQL; a stale update writes nothing', async () => {
    const d = await db();
    // Counted where every statement leaves: one round trip a write (as transactions they made five to seven).
    const statements = async <T>(write: () => Promise<T>): Promise<T> => {
      const sent = vi.spyOn(pg.Client.prototype, 'query');
      try {
        const result = await write();
        if (engine() === 'postgres') expect(sent).toHaveBeenCalledTimes(1);
        return result;
      } finally {
        sent.mockRestore();
      }
    };
    // The caller's journal, settled at the end (settling reads the database).
    const journal = new UploadJournal();
    const place = `Roundtrip${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)} Road, Hosur`;
    const created = await statements(() => createListing(villa, values(villa, villaFields({ location: place, price: '72 L' })), noImages, journal));
    const logOf = async () => ({
      events: (await d.selectFrom('listingEvents').select(['action', 'title']).where('listingId', '=', created._id).orderBy('at').execute()).map((e) => `${e.action} ${e.title}`),
      prices: (await d.selectFrom('listingPrices').select('price').where('listingId', '=', created._id).orderBy('at').execute()).map((p) => p.price),
    });
    expect(await logOf()).toEqual({ events: [`created ${created.title}`], prices: [7_200_000] });
    const slug = (await d.selectFrom('listings').select('locality').where('id', '=', created._id).executeTakeFirstOrThrow()).locality!;
    expect(await d.selectFrom('localities').select(['slug', 'name']).where('slug', '=', slug).executeTakeFirst()).toEqual({ slug, name: place.replace(', Hosur', '') });

    await new Promise((resolve) => setTimeout(resolve, 3));
    const edit = values(villa, villaFields({ title: 'Repriced villa', location: place, price: '70 L' }));
    const updated = await statements(() => updateListing(villa, created._id, edit, noImages, 1, journal, { stored: created }));
    expect(updated).toMatchObject({ status: 'ok', listing: { version: 2, price: 7_000_000, priceBefore: 7_200_000 } });
    expect(await logOf()).toEqual({ events: [`created ${created.title}`, 'updated Repriced villa'], prices: [7_200_000, 7_000_000] });

    // Read at version 1, written after version 2: nothing changes, nothing is logged.
    const stale = await updateListing(villa, created._id, values(villa, villaFields({ title: 'Stale villa', location: place, price: '60 L' })), noImages, undefined, journal, { stored: created });
    expect(stale.status).toBe('conflict');
    expect((await getListing(villa, created._id))!.title).toBe('Repriced villa');
    expect(await logOf()).toEqual({ events: [`created ${created.title}`, 'updated Repriced villa'], prices: [7_200_000, 7_000_000] });

    await new Promise((resolve) => setTimeout(resolve, 3));
    const current = (await getListing(villa, created._id))!;
    expect((await statements(() => deleteListing(villa, created._id, journal, { stored: current }))).status).toBe('ok');
    expect(await logOf()).toEqual({ events: [`created ${created.title}`, 'updated Repriced villa', 'deleted Repriced villa'], prices: [] });
    await journal.settle();
  });
});
