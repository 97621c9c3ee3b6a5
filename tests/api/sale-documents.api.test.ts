// Issue 13 over HTTP: the documents, Featured and the sale status through the API, the validation
// messages (each a 400 naming the field, nothing written), and the new list filters.
import { describe, expect, it } from 'vitest';
import { client, type Json, listingForm, marker, refusedWrite, type Slug } from './support/client';

const c = client();
const NEXT_YEAR = new Date().getFullYear() + 1;

const DOCS = {
  approvalAuthority: 'DTCP',
  approvalNumber: 'LP/DTCP No. 45/2021',
  approvalYear: '2021',
  reraNumber: 'TN/29/Layout/0123/2023',
  pattaType: 'Individual patta',
  ecFrom: '1996',
  ecTo: '2025',
  ecStatus: 'Clear',
  documentsCheckedOn: '2026-10-14',
};

describe(`documents, Featured and sale status through the API (${process.env.TEST_ENGINE})`, () => {
  it('stores the documents and Featured on create, and reads them back', async () => {
    const made = await c.seed('plots', { ...DOCS, featured: 'on' });
    expect(made).toMatchObject({ ...DOCS, approvalYear: 2021, ecFrom: 1996, ecTo: 2025, reraExemption: null, featured: true, priceBefore: null });
    expect(made.statusChangedAt).toBe(made.createdAt);
    expect((await c.getOne('plots', made._id)).body.data).toMatchObject({ featured: true, reraNumber: DOCS.reraNumber });
  });

  it('a listing without documents reads them as null', async () => {
    const made = await c.seed('villas');
    for (const name of Object.keys(DOCS)) expect(made[name], name).toBeNull();
    expect(made.featured).toBe(false);
  });

  it('a price cut and a sale come back with their dates', async () => {
    const made = await c.seed('homes', { price: '60,00,000' });
    const form = await listingForm('homes', { price: '55,00,000', status: 'Sold', mainImagePath: made.mainImage, version: String(made.version) }, { mainImage: null });
    const r = await c.update('homes', made._id, form);
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toMatchObject({ price: 5_500_000, priceBefore: 6_000_000, status: 'Sold' });
    expect(r.body.data.priceReducedAt).toBe(r.body.data.updatedAt);
    expect(r.body.data.statusChangedAt).toBe(r.body.data.updatedAt);
  });

  it.each([
    ['plots', { area: '-5', areaUnit: 'cents' }, 'area', /^Plot Area must be a size/],
    ['plots', { area: '5', areaUnit: 'hectares' }, 'area', /^Plot Area unit must be one of/],
    ['villas', { approvalYear: String(NEXT_YEAR) }, 'approvalYear', new RegExp(`^Approval year must be a year from 1950 to ${NEXT_YEAR - 1}$`)],
    ['homes', { approvalAuthority: 'BMRDA' }, 'approvalAuthority', /^Approving authority must be one of: DTCP, CMDA, HNTDA, Local body, Not approved$/],
    ['plots', { reraNumber: 'PRM/KA/RERA/1251/2020' }, 'reraNumber', /^RERA registration number must look like TN\/29\/Layout\/0123\/2023$/],
    ['plots', { reraNumber: 'TN/29/Layout/0123/2023', reraExemption: 'Resale by the owner' }, 'reraExemption', /must be empty/],
    ['villas', { ecFrom: '2020', ecTo: '2001' }, 'ecTo', /^EC checked to must not be before 2020$/],
    ['homes', { pattaType: 'Gift deed' }, 'pattaType', /^Patta type must be one of/],
    ['plots', { documentsCheckedOn: '31/12/2025' }, 'documentsCheckedOn', /^Documents checked on must be a date like/],
    ['plots', { documentsCheckedOn: `${NEXT_YEAR}-06-01` }, 'documentsCheckedOn', /must be between 1950 and today$/],
    ['villas', { featured: 'perhaps' }, 'featured', /^Featured must be true or false$/],
    ['villas', { status: 'Booked' }, 'status', /^Status must be one of: .*Under Offer, Reserved, Sold$/],
  ] as [Slug, Record<string, string>, string, RegExp][])('%s refuses %j with 400 naming %s; nothing written', async (slug, overrides, field, message) => {
    const r = await refusedWrite(c, slug, async () => c.create(slug, await listingForm(slug, overrides)));
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors)).toEqual([field]);
    expect(r.body.errors[field]).toMatch(message);
  });

  it('an update with a bad document changes nothing', async () => {
    const made = await c.seed('plots', DOCS);
    const form = await listingForm('plots', { ...DOCS, approvalYear: String(NEXT_YEAR), price: '1', mainImagePath: made.mainImage }, { mainImage: null });
    const r = await c.update('plots', made._id, form);
    expect(r.status).toBe(400);
    expect((await c.getOne('plots', made._id)).body.data).toMatchObject({ approvalYear: 2021, price: made.price, version: made.version });
  });
});

describe(`the new list filters in the API (${process.env.TEST_ENGINE})`, () => {
  it('filters by area in any unit, approval, RERA and Featured, with the search', async () => {
    const town = marker('town');
    const seed = (o: Record<string, string>) => c.seed('plots', { location: `${town}, Hosur`, ...o });
    const small = await seed({ area: '3', areaUnit: 'cents', approvalAuthority: 'Not approved' });
    const mid = await seed({ area: '1', areaUnit: 'grounds', approvalAuthority: 'DTCP', reraNumber: 'TN/29/Layout/0001/2024' });
    const big = await seed({ area: '1', areaUnit: 'acres', featured: 'true', approvalAuthority: 'Local body' });
    const ids = async (q: string) => {
      const r = await c.list('plots', `q=${town}&${q}`);
      expect(r.status, r.text).toBe(200);
      return (r.body.data as Json[]).map((l) => l._id).sort();
    };
    expect(await ids('minArea=5&areaUnit=cents')).toEqual([mid._id, big._id].sort());
    expect(await ids('maxArea=2400')).toEqual([small._id, mid._id].sort());
    expect(await ids('minArea=0.5&maxArea=2&areaUnit=acres')).toEqual([big._id]);
    expect(await ids('approved=1')).toEqual([mid._id, big._id].sort());
    expect(await ids('rera=true')).toEqual([mid._id]);
    expect(await ids('featured=1')).toEqual([big._id]);
    expect((await c.list('plots', `q=${town}`)).body.data[0]._id).toBe(big._id); // Featured first
  });

  it.each([
    ['minArea=-1', /minArea must be a number/],
    ['maxArea=0', /maxArea must be more than 0/],
    ['areaUnit=hectares', /areaUnit must be one of: sq\.ft, sq\.m, cents, grounds, acres/],
    ['approved=yes', /approved must be 1, true, 0 or false/],
  ])('refuses %s with 400 and the reason', async (q, message) => {
    const r = await c.list('plots', q);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(message);
  });
});
