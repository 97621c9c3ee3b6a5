// The lead log (issue 14 item 4) on each engine: recording, counts per period and listing, the
// daily series in Indian days, the month's top five, and what a deleted listing leaves.
import { beforeAll, describe, expect, it } from 'vitest';
import { db, engine } from '@/lib/db';
import { countsSince, dailySeries, leadCounts, periodStart, recordLead, sortLeadRows, topListings } from '@/lib/leads';
import { createListing, deleteListing } from '@/lib/listings';
import { KINDS, type KindDef, validateListing } from '@/models/kinds';
import type { LeadAction } from '@/models/lead';

const { villa, plot, home } = KINDS;
const noImages = { mainImage: '/uploads/00/000000000000000000000000.webp', additionalImages: [] };
const fields: Record<string, Record<string, string>> = {
  villa: { location: 'Bagalur Road, Hosur', price: '85 L', area: '2,400', buildingarea: '1,850', bedrooms: '3', description: 'A villa.' },
  plot: { location: 'Mathigiri, Hosur', price: '18 L', area: '5 cents', description: 'A plot.' },
  home: { location: 'Zuzuvadi, Hosur', price: '1.2 Cr', area: '1500', buildingarea: '1200', type: 'Independent House', description: 'A house.' },
};

async function listing(kind: KindDef, title: string) {
  const checked = validateListing(kind, { ...fields[kind.id], title });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return createListing(kind, checked.values, noImages);
}

// A fixed "now": 15 March 2026, 10:00 IST (04:30 UTC). Events are placed relative to it.
const NOW = new Date('2026-03-15T04:30:00.000Z');
const at = (iso: string) => new Date(iso);

async function record(kind: KindDef, id: string, action: LeadAction, when: string, times = 1) {
  for (let i = 0; i < times; i++) expect(await recordLead(kind, id, action, at(when))).toBe('recorded');
}

async function clearLeads() {
  await (await db()).deleteFrom('leadEvents').execute();
}

describe(`lead log on ${process.env.TEST_ENGINE}`, () => {
  beforeAll(async () => {
    expect(engine()).toBe(process.env.TEST_ENGINE);
  });

  it('records which listing, which action and when, and nothing else', async () => {
    await clearLeads();
    const v = await listing(villa, 'Recorded villa');
    expect(await recordLead(villa, v._id, 'call', at('2026-03-14T10:00:00.000Z'))).toBe('recorded');
    const rows = await (await db()).selectFrom('leadEvents').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]).sort()).toEqual(['action', 'at', 'id', 'kind', 'listingId']);
    expect(rows[0]).toMatchObject({ listingId: v._id, kind: 'villa', action: 'call', at: '2026-03-14T10:00:00.000Z' });
    expect(rows[0].id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('records nothing for an unknown id, a malformed id, or a listing of another kind', async () => {
    await clearLeads();
    const p = await listing(plot, 'Kind check plot');
    expect(await recordLead(plot, 'f'.repeat(24), 'view')).toBe('unknown-listing');
    expect(await recordLead(plot, 'not-an-id', 'view')).toBe('unknown-listing');
    expect(await recordLead(villa, p._id, 'view')).toBe('unknown-listing');
    expect(await (await db()).selectFrom('leadEvents').selectAll().execute()).toEqual([]);
  });

  it('counts each action per listing over the last 7, 30 and 90 days, today included', async () => {
    await clearLeads();
    const a = await listing(villa, 'Counted villa');
    const b = await listing(home, 'Counted home');
    await record(villa, a._id, 'view', '2026-03-15T04:00:00.000Z', 3); // today
    await record(villa, a._id, 'call', '2026-03-10T12:00:00.000Z', 2); // 5 days ago
    await record(villa, a._id, 'whatsapp', '2026-02-20T12:00:00.000Z'); // 23 days ago
    await record(villa, a._id, 'email', '2025-12-20T12:00:00.000Z'); // 85 days ago
    await record(villa, a._id, 'email', '2025-12-01T12:00:00.000Z'); // 104 days ago: outside every period
    await record(home, b._id, 'share', '2026-03-12T12:00:00.000Z');
    await record(home, b._id, 'contact', '2026-03-12T12:00:00.000Z');

    const byId = async (days: number) => new Map((await leadCounts(days, NOW)).map((r) => [r.listingId, r]));
    const week = await byId(7);
    expect(week.get(a._id)).toMatchObject({
      kind: 'villa', title: 'Counted villa', exists: true, enquiries: 2,
      counts: { view: 3, call: 2, whatsapp: 0, email: 0, contact: 0, share: 0 },
    });
    expect(week.get(b._id)).toMatchObject({ kind: 'home', enquiries: 1, counts: { share: 1, contact: 1, view: 0 } });
    expect((await byId(30)).get(a._id)?.counts).toMatchObject({ view: 3, call: 2, whatsapp: 1, email: 0 });
    expect((await byId(90)).get(a._id)).toMatchObject({ enquiries: 4, counts: { view: 3, call: 2, whatsapp: 1, email: 1 } });
  });

  it('starts a period at midnight in India, not in UTC', async () => {
    await clearLeads();
    const v = await listing(villa, 'Midnight villa');
    // The 7 days to 15 March start on 9 March 00:00 IST = 8 March 18:30 UTC.
    expect(periodStart(7, NOW)).toBe('2026-03-08T18:30:00.000Z');
    await record(villa, v._id, 'view', '2026-03-08T18:29:59.999Z'); // 8 March 23:59 IST: outside
    await record(villa, v._id, 'call', '2026-03-08T18:30:00.000Z'); // 9 March 00:00 IST: inside
    const [row] = await leadCounts(7, NOW);
    expect(row.counts).toMatchObject({ view: 0, call: 1 });
  });

  it('gives one entry per Indian day, zeros included, for one listing or all, summing to the counts', async () => {
    await clearLeads();
    const a = await listing(plot, 'Series plot');
    const b = await listing(plot, 'Other plot');
    await record(plot, a._id, 'view', '2026-03-14T19:00:00.000Z', 2); // 15 March 00:30 IST: today
    await record(plot, a._id, 'call', '2026-03-14T18:00:00.000Z'); // 14 March 23:30 IST
    await record(plot, a._id, 'whatsapp', '2026-03-09T00:00:00.000Z'); // 9 March, the first day
    await record(plot, a._id, 'share', '2026-03-13T06:00:00.000Z');
    await record(plot, b._id, 'view', '2026-03-13T06:00:00.000Z', 4);

    const series = await dailySeries(7, a._id, NOW);
    expect(series.map((d) => d.day)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
    expect(series[0]).toEqual({ day: '2026-03-09', views: 0, enquiries: 1, shares: 0 });
    expect(series[4]).toEqual({ day: '2026-03-13', views: 0, enquiries: 0, shares: 1 });
    expect(series[5]).toEqual({ day: '2026-03-14', views: 0, enquiries: 1, shares: 0 });
    expect(series[6]).toEqual({ day: '2026-03-15', views: 2, enquiries: 0, shares: 0 });

    const all = await dailySeries(7, undefined, NOW);
    expect(all[4]).toEqual({ day: '2026-03-13', views: 4, enquiries: 0, shares: 1 });
    const totals = (await leadCounts(7, NOW)).reduce((sum, r) => sum + r.counts.view, 0);
    expect(all.reduce((sum, d) => sum + d.views, 0)).toBe(totals);
    expect(await dailySeries(90, a._id, NOW)).toHaveLength(90);
  });

  it('ranks this month by enquiries (views only break ties), at most five, deleted listings left out', async () => {
    await clearLeads();
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await listing(villa, `Top villa ${i}`));
    // Enquiries this month: listing i gets i calls; listing 0 gets many views but no enquiries.
    for (const [i, l] of made.entries()) await record(villa, l._id, 'call', '2026-03-02T06:00:00.000Z', i);
    await record(villa, made[0]._id, 'view', '2026-03-05T06:00:00.000Z', 20);
    // Before the month (28 February, 23:00 IST): not counted.
    await record(villa, made[1]._id, 'whatsapp', '2026-02-28T17:30:00.000Z', 10);
    // A tie on enquiries broken by views.
    await record(villa, made[3]._id, 'email', '2026-03-03T06:00:00.000Z');
    await record(villa, made[3]._id, 'view', '2026-03-03T06:00:00.000Z');
    await record(villa, made[4]._id, 'view', '2026-03-03T06:00:00.000Z', 2);
    await deleteListing(villa, made[6]._id);

    const top = await topListings(5, NOW);
    expect(top.map((r) => r.title)).toEqual(['Top villa 5', 'Top villa 4', 'Top villa 3', 'Top villa 2', 'Top villa 1']);
    expect(top.map((r) => r.enquiries)).toEqual([5, 4, 4, 2, 1]);
  });

  it("keeps a deleted listing's rows, named by its last title", async () => {
    await clearLeads();
    const v = await listing(home, 'Soon gone home');
    await record(home, v._id, 'call', '2026-03-14T06:00:00.000Z', 2);
    expect((await deleteListing(home, v._id)).status).toBe('ok');
    const [row] = await countsSince('2026-03-01T00:00:00.000Z');
    expect(row).toMatchObject({ listingId: v._id, title: 'Soon gone home', exists: false, enquiries: 2 });
    // New actions on it are refused.
    expect(await recordLead(home, v._id, 'view')).toBe('unknown-listing');
  });

  it('sorts rows by any column, ties by enquiries, views, then title', async () => {
    const row = (title: string, view: number, call: number) => ({
      listingId: title, kind: 'villa' as const, title, exists: true, enquiries: call,
      counts: { view, call, whatsapp: 0, email: 0, contact: 0, request: 0, share: 0 },
    });
    const rows = [row('B', 5, 1), row('A', 1, 3), row('C', 5, 1)];
    expect(sortLeadRows(rows, 'enquiries').map((r) => r.title)).toEqual(['A', 'B', 'C']);
    expect(sortLeadRows(rows, 'view').map((r) => r.title)).toEqual(['B', 'C', 'A']);
    expect(sortLeadRows(rows, 'view', 'asc').map((r) => r.title)).toEqual(['A', 'B', 'C']);
    expect(sortLeadRows(rows, 'title', 'desc').map((r) => r.title)).toEqual(['C', 'B', 'A']);
  });
});
