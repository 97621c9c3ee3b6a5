// Localities on a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set): the slug
// written with every listing, the back-fill of migration 0011, the page's stats with sold
// listings left out, and which localities have a page.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import * as localityMigration from '@/lib/db/migrations/0011-localities';
import { localitiesWithListings, localityData, setLocalityTamilName } from '@/lib/localities/queries';
import { createListing, deleteListing, updateListing } from '@/lib/listings';
import { KINDS } from '@/models/kinds';
import { validValues } from '../support/values';

const { villa, plot } = KINDS;
const images = { mainImage: '/uploads/00/000000000000000000000000.webp', additionalImages: [] };
// A made-up place per test, so tests never see each other's listings.
const place = () => `Testnagar${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;

const villaOf = (location: string, over: Record<string, unknown> = {}) =>
  validValues(villa, { title: 'Garden villa', location, price: '90 L', area: '2,400', buildingarea: '1,800', bedrooms: '3', description: 'A villa.', ...over });
const plotOf = (location: string, over: Record<string, unknown> = {}) =>
  validValues(plot, { title: 'Corner plot', location, price: '17,42,400', area: '5 cents', description: 'A plot.', ...over });

const stored = async (id: string) => (await (await db()).selectFrom('listings').select('locality').where('id', '=', id).executeTakeFirstOrThrow()).locality;
const localityRow = async (slug: string) => (await db()).selectFrom('localities').selectAll().where('slug', '=', slug).executeTakeFirst();

describe(`localities on ${process.env.TEST_ENGINE}`, () => {
  it('writes the slug with every create and update, and names a new locality from its first spelling', async () => {
    const name = place();
    const slug = `${name.toLowerCase()}-road`;
    const made = await createListing(villa, villaOf(`${name} Rd., Hosur`), images);
    expect(await stored(made._id)).toBe(slug);
    expect(await localityRow(slug)).toEqual({ slug, name: `${name} Road`, nameTa: null });

    // Another spelling of the same place: same slug, and the name and Tamil name are kept.
    await setLocalityTamilName(slug, 'சோதனை சாலை');
    const twin = await createListing(villa, villaOf(`${name.toUpperCase()} ROAD`), images);
    expect(await stored(twin._id)).toBe(slug);
    expect(await localityRow(slug)).toEqual({ slug, name: `${name} Road`, nameTa: 'சோதனை சாலை' });

    // Moved elsewhere by an edit.
    const other = place();
    await updateListing(villa, made._id, villaOf(`${other}, Hosur`), images);
    expect(await stored(made._id)).toBe(other.toLowerCase());
    expect(await localityRow(other.toLowerCase())).toMatchObject({ name: other });
  });

  it('migration 0011 fills in the existing listings and their localities', async () => {
    const name = place();
    const a = await createListing(villa, villaOf(`Near ${name} Road, Hosur`), images);
    const b = await createListing(plot, plotOf(`${name} Rd`), images);
    const handle = (await db()) as unknown as Kysely<unknown>;
    await localityMigration.down(handle);
    await localityMigration.up(handle);
    const slug = `${name.toLowerCase()}-road`;
    expect([await stored(a._id), await stored(b._id)]).toEqual([slug, slug]);
    expect(await localityRow(slug)).toEqual({ slug, name: `${name} Road`, nameTa: null });
  });

  it('counts, prices and medians leave sold listings out; per sq.ft of the total area, and per cent for plots', async () => {
    const name = place();
    const slug = name.toLowerCase();
    await createListing(villa, villaOf(name, { price: '90 L', area: '1,800' }), images); // 5,000/sq.ft
    await createListing(villa, villaOf(name, { price: '60 L', area: '1,500' }), images); // 4,000
    await createListing(villa, villaOf(name, { price: '1.2 Cr', area: '2,000' }), images); // 6,000
    await createListing(villa, villaOf(name, { price: '50 L', area: '2,000' }), images); // 2,500
    await createListing(villa, villaOf(name, { price: '5 Cr', area: '1,000', status: 'Sold' }), images); // left out
    await createListing(plot, plotOf(name, { price: '17,42,400', area: '5 cents' }), images); // 800/sq.ft
    await createListing(plot, plotOf(name, { price: '40 L', area: '2,000' }), images); // 2,000/sq.ft

    const data = await localityData(slug);
    expect(data?.locality).toEqual({ slug, name, nameTa: null });
    expect(data?.listings).toHaveLength(6);
    expect(data?.listings.every((l) => l.status !== 'Sold')).toBe(true);
    const stats = data!.stats;
    expect([stats.count, stats.minPrice, stats.maxPrice]).toEqual([6, 1_742_400, 12_000_000]);
    const [villas, plots] = stats.kinds;
    // Four villa rates 2,500 4,000 5,000 6,000: the median is the mean of the middle two.
    expect(villas).toEqual({ kind: 'villa', count: 4, minPrice: 5_000_000, maxPrice: 12_000_000, perSqft: 4500 });
    expect(plots.count).toBe(2);
    expect(plots.perSqft).toBeCloseTo(1400, 6);
    expect(plots.perCent).toBeCloseTo(1400 * 435.6, 4);
  });

  it('a locality has a page while it has an unsold listing, and none once they are sold or deleted', async () => {
    const name = place();
    const slug = name.toLowerCase();
    const a = await createListing(villa, villaOf(`${name}, Hosur`), images);
    const b = await createListing(plot, plotOf(`${name}, Hosur`), images);
    const has = async () => (await localitiesWithListings()).find((l) => l.slug === slug);
    expect(await has()).toMatchObject({ slug, name, count: 2 });

    await updateListing(villa, a._id, villaOf(`${name}, Hosur`, { status: 'Sold' }), images);
    expect(await has()).toMatchObject({ count: 1 });
    await deleteListing(plot, b._id);
    expect(await has()).toBeUndefined();
    expect(await localityData(slug)).toBeNull();
    // The row stays (with any Tamil name) for when a listing comes back.
    expect(await localityRow(slug)).toBeDefined();
    expect(await localityData('no-such-place')).toBeNull();
    expect(await localityData('../etc')).toBeNull();
  });
});
