// The pins of a list's map on a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is
// set): every match with a location and none without, on all its pages, in the list's order, the
// rest counted, and the cap.
import { describe, expect, it } from 'vitest';
import { createListing, listListings } from '@/lib/listings';
import { listPins, MAX_PINS } from '@/lib/listings/pins';
import { KINDS } from '@/models/kinds';
import { canonicalParams, toListQuery } from '@/models/list-url';
import { validValues } from '../support/values';

const { villa } = KINDS;
const images = { mainImage: '/uploads/00/000000000000000000000000.webp', additionalImages: [] };
const word = () => `pinq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;

const add = (title: string, lakhs: number, bedrooms: number, pin?: { lat: number; lng: number }) =>
  createListing(
    villa,
    validValues(villa, {
      title, location: 'Bagalur Road, Hosur', price: `${lakhs} L`, area: '2,400', buildingarea: '1,800', bedrooms: String(bedrooms), description: 'A villa.',
      ...(pin ? { lat: String(pin.lat), lng: String(pin.lng) } : {}),
    }),
    images,
  );

const query = (q: string) => toListQuery(canonicalParams(villa, new URLSearchParams(q)));

describe(`list pins on ${process.env.TEST_ENGINE}`, () => {
  it('are the matches with a location on every page, in list order; the others are counted', async () => {
    const mark = word();
    // 15 three-bedroom matches (two pages of 12): 12 with a pin, 3 without; and a four-bedroom one that does not match.
    const made: { id: string; pinned: boolean; lakhs: number }[] = [];
    for (let i = 0; i < 15; i++) {
      const pinned = i % 4 !== 3;
      const lakhs = 40 + ((i * 7) % 15);
      const l = await add(`${mark} villa ${i}`, lakhs, 3, pinned ? { lat: 12.7 + i / 1000, lng: 77.8 + i / 1000 } : undefined);
      made.push({ id: l._id, pinned, lakhs });
    }
    await add(`${mark} other`, 50, 4, { lat: 12.75, lng: 77.85 });

    for (const q of [`q=${mark}&bedrooms=3`, `q=${mark}&bedrooms=3&sort=price-asc&view=map`, `q=${mark}&bedrooms=3&page=2&view=map`]) {
      const found = await listPins(villa, query(q));
      // Every listing of every page, in order, without those that have no pin.
      const { items: all } = await listListings(villa, { ...query(q), page: 1, limit: 100 });
      expect(all).toHaveLength(15);
      expect(found.pins.map((p) => p.id), q).toEqual(all.filter((l) => l.lat !== null).map((l) => l._id));
      expect(found.located).toBe(12);
      expect(found.unlocated).toBe(3);
      expect(found.located + found.unlocated).toBe(all.length);
      for (const p of found.pins) {
        const l = all.find((x) => x._id === p.id)!;
        expect(p).toEqual({ id: l._id, title: l.title, titleTa: l.titleTa ?? null, price: l.price, lat: l.lat, lng: l.lng });
      }
    }
  });

  it('answers no pins and no count for a list that matches nothing', async () => {
    expect(await listPins(villa, query(`q=${word()}`))).toEqual({ pins: [], located: 0, unlocated: 0 });
  });

  it(`stops at ${MAX_PINS} pins and still counts them all`, { timeout: 120_000 }, async () => {
    const mark = word();
    for (let i = 0; i < MAX_PINS + 3; i++) await add(`${mark} ${i}`, 40, 2, { lat: 12.7, lng: 77.8 });
    const found = await listPins(villa, query(`q=${mark}`));
    expect(found.pins).toHaveLength(MAX_PINS);
    expect(found.located).toBe(MAX_PINS + 3);
    expect(found.unlocated).toBe(0);
  });
});
