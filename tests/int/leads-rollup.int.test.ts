// The bounded lead log on each engine: rows older than the retention are folded into daily counts
// and deleted, and everything the Leads page, its CSV and the dashboard's top list show stays the
// same, to the row and to the day.
import { beforeAll, describe, expect, it } from 'vitest';
import { db, engine } from '@/lib/db';
import { countsSince, dailySeries, leadCounts, monthStart, periodStart, rollUpLeads, sortLeadRows, topListings } from '@/lib/leads';
import { leadsCsv } from '@/lib/leads/export';
import { newId } from '@/lib/ids';
import { createListing, deleteListing } from '@/lib/listings';
import { KINDS, type KindDef, validateListing } from '@/models/kinds';
import { LEAD_ACTIONS, LEAD_PERIODS } from '@/models/lead';

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

// 15 March 2026, 10:00 IST. The 7, 30 and 90 days to it start on 9 March, 14 February and
// 16 December 2025 (midnight IST); the month on 1 March.
const NOW = new Date('2026-03-15T04:30:00.000Z');
const DAY = 24 * 3600_000;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Everything an administrator sees of the lead log at NOW. */
async function snapshot(listingIds: string[]) {
  const byId = (rows: Awaited<ReturnType<typeof leadCounts>>) => [...rows].sort((a, b) => a.listingId.localeCompare(b.listingId));
  const out: Record<string, unknown> = {};
  for (const days of LEAD_PERIODS) {
    const rows = await leadCounts(days, NOW);
    out[`counts ${days}`] = byId(rows);
    out[`csv ${days}`] = leadsCsv(sortLeadRows(rows, 'enquiries'));
    out[`series ${days}`] = await dailySeries(days, undefined, NOW);
    for (const id of listingIds) out[`series ${days} ${id}`] = await dailySeries(days, id, NOW);
  }
  out.top = await topListings(5, NOW);
  out.month = byId(await countsSince(monthStart(NOW)));
  return out;
}

const logRows = async () => Number((await (await db()).selectFrom('leadEvents').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
const rolledTotal = async () =>
  Number((await (await db()).selectFrom('leadDailyCounts').select((eb) => eb.fn.sum<number | string>('count').as('n')).executeTakeFirstOrThrow()).n ?? 0);

describe(`lead log rollup on ${process.env.TEST_ENGINE}`, () => {
  let ids: string[] = [];
  let total = 0;

  beforeAll(async () => {
    expect(engine()).toBe(process.env.TEST_ENGINE);
    const a = await listing(villa, 'Rolled villa');
    const b = await listing(home, 'Rolled home');
    const c = await listing(plot, 'Rolled plot, deleted later');
    ids = [a._id, b._id, c._id];
    const kinds = [villa, home, plot];
    const next = random(20260315);
    const rows = [];
    // 1,500 actions over the last 130 days, at any minute, and a few on either side of midnight in India.
    for (let i = 0; i < 1_500; i++) {
      const k = Math.floor(next() * 3);
      const at = new Date(NOW.getTime() - Math.floor(next() * 130 * DAY));
      rows.push({ id: newId(), listingId: ids[k], kind: kinds[k].id, action: LEAD_ACTIONS[Math.floor(next() * LEAD_ACTIONS.length)], at: at.toISOString() });
    }
    for (const at of ['2026-03-04T18:29:59.999Z', '2026-03-04T18:30:00.000Z', '2026-02-28T18:29:59.999Z', '2026-02-28T18:30:00.000Z', '2025-12-15T18:29:59.999Z', '2025-12-15T18:30:00.000Z']) {
      rows.push({ id: newId(), listingId: a._id, kind: 'villa', action: 'call' as const, at });
    }
    for (let i = 0; i < rows.length; i += 200) await (await db()).insertInto('leadEvents').values(rows.slice(i, i + 200)).execute();
    total = rows.length;
    expect((await deleteListing(plot, c._id)).status).toBe('ok');
  });

  it('folds rows older than the retention into daily counts and deletes them, the Leads page, CSV and top list unchanged', async () => {
    const before = await snapshot(ids);
    // The page must have something to show in every period, the deleted listing included.
    expect((before['counts 90'] as unknown[]).length).toBe(3);
    expect((before.top as unknown[]).length).toBe(2);

    // A retention of 10 days: the 30- and 90-day periods and this month reach into rolled-up days.
    const keptFrom = periodStart(10, NOW);
    const old = Number(
      (await (await db()).selectFrom('leadEvents').select((eb) => eb.fn.countAll<number | string>().as('n')).where('at', '<', keptFrom).executeTakeFirstOrThrow()).n,
    );
    expect(old).toBeGreaterThan(1_000);
    const result = await rollUpLeads({ retentionDays: 10, now: NOW, batch: 97 });
    expect(result).toEqual({ rows: old, keptFrom: '2026-03-05T18:30:00.000Z' });

    expect(await logRows()).toBe(total - old);
    expect(await (await db()).selectFrom('leadEvents').select('id').where('at', '<', keptFrom).execute()).toEqual([]);
    expect(await rolledTotal()).toBe(old);
    expect(await snapshot(ids)).toEqual(before);

    // Again: nothing left to move. A day later: one more day moves, and the page at NOW still reads the same.
    expect((await rollUpLeads({ retentionDays: 10, now: NOW })).rows).toBe(0);
    const dayAfter = await rollUpLeads({ retentionDays: 10, now: new Date(NOW.getTime() + DAY) });
    expect(dayAfter.rows).toBeGreaterThan(0);
    expect(await rolledTotal()).toBe(old + dayAfter.rows);
    expect(await snapshot(ids)).toEqual(before);
  });

  it('counts nothing twice when two instances roll up at once', async () => {
    const before = await snapshot(ids);
    const rolled = await rolledTotal();
    const logged = await logRows();
    const later = new Date(NOW.getTime() + 3 * DAY);
    const results = await Promise.all([1, 2, 3].map(() => rollUpLeads({ retentionDays: 10, now: later, batch: 7 })));
    const moved = results.reduce((sum, r) => sum + r.rows, 0);
    expect(moved).toBeGreaterThan(0);
    expect(await logRows()).toBe(logged - moved);
    expect(await rolledTotal()).toBe(rolled + moved);
    expect(await snapshot(ids)).toEqual(before);
  });

  it('keeps every row with the default retention of 400 days', async () => {
    const logged = await logRows();
    expect((await rollUpLeads({ now: NOW })).rows).toBe(0);
    expect(await logRows()).toBe(logged);
  });
});
