// Issue 13 on a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set): documents
// stored and read back, the status's date, the price history and 'Price reduced', Featured first,
// Sold leaving the lists after 30 days, and the new filters.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createListing, deleteListing, getListing, listListings, relatedListings, updateListing } from '@/lib/listings';
import { db } from '@/lib/db';
import { KINDS } from '@/models/kinds';
import { type ListQuery, listQuerySchema } from '@/models/query';
import { validValues } from '../support/values';

const { villa, plot } = KINDS;
const images = { mainImage: '/uploads/00/000000000000000000000000.webp', additionalImages: [] };
const query = (q: Record<string, string> = {}): ListQuery => listQuerySchema.parse({ limit: '100', ...q });

const values = validValues;

const place = `Testpuram ${Math.random().toString(36).slice(2, 8)}`;
const plotFields = (over: Record<string, unknown> = {}) => ({
  title: 'Plot',
  location: `${place}, Hosur`,
  price: '18 L',
  area: '5',
  areaUnit: 'cents',
  description: 'A plot.',
  ...over,
});
const ids = (items: { _id: string }[]) => items.map((l) => l._id);
// The filter test's listings have a town of their own, found by search.
const town = `Filterpuram${Math.random().toString(36).slice(2, 8)}`;
const mine = async (q: Record<string, string> = {}, extra: Partial<ListQuery> = {}) =>
  ids((await listListings(plot, { ...query({ q: town, ...q }), ...extra })).items);

describe(`issue 13 on ${process.env.TEST_ENGINE}`, () => {
  it('stores the documents and reads them back; missing ones are null', async () => {
    const made = await createListing(
      plot,
      values(plot, plotFields({
        approvalAuthority: 'DTCP', approvalNumber: 'LP/DTCP No. 45/2021', approvalYear: '2021', reraNumber: 'TN/29/Layout/0123/2023',
        pattaType: 'Individual patta', ecFrom: '1996', ecTo: '2025', ecStatus: 'Clear', documentsCheckedOn: '2026-10-14', featured: 'true',
      })),
      images,
    );
    const read = await getListing(plot, made._id);
    expect(read).toMatchObject({
      approvalAuthority: 'DTCP', approvalNumber: 'LP/DTCP No. 45/2021', approvalYear: 2021, reraNumber: 'TN/29/Layout/0123/2023',
      reraExemption: null, pattaType: 'Individual patta', ecFrom: 1996, ecTo: 2025, ecStatus: 'Clear', documentsCheckedOn: '2026-10-14',
      featured: true, statusChangedAt: made.createdAt, priceBefore: null, priceReducedAt: null,
    });
    const bare = await createListing(plot, values(plot, plotFields()), images);
    expect(await getListing(plot, bare._id)).toMatchObject({ approvalAuthority: null, reraNumber: null, ecFrom: null, documentsCheckedOn: null, featured: false });
  });

  it('dates a status change, keeps the price history and shows a cut as reduced', async () => {
    const made = await createListing(plot, values(plot, plotFields({ price: '20 L' })), images);
    await new Promise((r) => setTimeout(r, 5));
    const cut = await updateListing(plot, made._id, values(plot, plotFields({ price: '18 L' })), images);
    if (cut.status !== 'ok') throw new Error(cut.status);
    expect(cut.listing).toMatchObject({ price: 1_800_000, priceBefore: 2_000_000, statusChangedAt: made.statusChangedAt });
    expect(cut.listing.priceReducedAt! > made.createdAt).toBe(true);

    const sold = await updateListing(plot, made._id, values(plot, plotFields({ price: '18 L', status: 'Sold' })), images);
    if (sold.status !== 'ok') throw new Error(sold.status);
    expect(sold.listing.statusChangedAt > made.statusChangedAt).toBe(true);
    expect(sold.listing.priceBefore).toBe(2_000_000);

    const back = await updateListing(plot, made._id, values(plot, plotFields({ price: '21 L', status: 'Sold' })), images);
    if (back.status !== 'ok') throw new Error(back.status);
    expect(back.listing).toMatchObject({ priceBefore: null, priceReducedAt: null });

    const history = await (await db()).selectFrom('listingPrices').select(['price']).where('listingId', '=', made._id).orderBy('at').execute();
    expect(history.map((h) => h.price)).toEqual([2_000_000, 1_800_000, 2_100_000]);
    await deleteListing(plot, made._id);
    expect(await (await db()).selectFrom('listingPrices').select('id').where('listingId', '=', made._id).execute()).toEqual([]);
  });

  it('lists Featured first, keeps Sold listings 30 days, and filters on area, approval, RERA and Featured', async () => {
    const make = (over: Record<string, unknown>) => createListing(plot, values(plot, plotFields({ location: `${town}, Hosur`, ...over })), images);
    const plain = await make({ area: '2400', areaUnit: 'sq.ft' }); // 5.51 cents
    const featured = await make({ featured: 'on', area: '10', approvalAuthority: 'HNTDA' });
    const rera = await make({ reraNumber: 'TN/29/Layout/0001/2022', approvalAuthority: 'Not approved', area: '1', areaUnit: 'grounds' });
    const soldNew = await make({ status: 'Sold', approvalAuthority: 'Local body' });
    const soldOld = await make({ status: 'Sold' });
    // Sold 31 days ago.
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await sql`update listings set status_changed_at = ${old} where id = ${soldOld._id}`.execute(await db());

    const all = await mine();
    expect(all[0]).toBe(featured._id);
    expect(all).toEqual(expect.arrayContaining([plain._id, rera._id, soldNew._id]));
    expect(all).not.toContain(soldOld._id);
    expect(await mine({ status: 'Sold' })).toEqual(expect.arrayContaining([soldNew._id, soldOld._id]));
    expect(await mine({}, { allSold: true })).toContain(soldOld._id);

    expect(await mine({ featured: '1' })).toEqual([featured._id]);
    expect((await mine({ approved: '1' })).sort()).toEqual([featured._id, soldNew._id].sort());
    expect(await mine({ rera: 'true' })).toEqual([rera._id]);
    // 5.51 cents and 5.51 cents (a ground) fall in 5.5 to 6 cents; 5 and 10 cents do not.
    expect((await mine({ minArea: '5.5', maxArea: '6', areaUnit: 'cents' })).sort()).toEqual([plain._id, rera._id].sort());
    expect(await mine({ minArea: '4356', areaUnit: 'sq.ft' })).toEqual([featured._id]);
    expect(await mine({ minArea: '0.1', areaUnit: 'acres' })).toEqual([featured._id]);
  });

  it('never offers a sold listing as a similar one', async () => {
    const a = await createListing(villa, values(villa, { title: 'V', location: `${place}, Hosur`, price: '85 L', area: '2400', buildingarea: '1800', bedrooms: '3', description: 'x' }), images);
    const b = await createListing(villa, values(villa, { title: 'W', location: `${place}, Hosur`, price: '85 L', area: '2400', buildingarea: '1800', bedrooms: '3', description: 'x', status: 'Sold' }), images);
    expect(ids(await relatedListings(villa, a))).not.toContain(b._id);
    expect(ids(await relatedListings(villa, b))).toContain(a._id);
  });
});
