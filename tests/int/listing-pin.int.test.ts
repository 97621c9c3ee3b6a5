import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { createBackup, restoreBackup } from '@/lib/backup';
import { db } from '@/lib/db';
import { migrations } from '@/lib/db/migrate';
import { createListing, getListing, listListings, updateListing } from '@/lib/listings';
import { KIND_IDS, KINDS, type KindId } from '@/models/kinds';
import { listQuerySchema } from '@/models/query';
import { validValues } from '../support/values';

const FIELDS: Record<KindId, Record<string, unknown>> = {
  villa: { title: 'Pinned villa', location: 'Bagalur Road, Hosur', price: '85 L', area: '2,400', buildingarea: '1,850', bedrooms: '3', description: 'A villa.' },
  plot: { title: 'Pinned plot', location: 'SIPCOT, Hosur', price: '18 L', area: '5 cents', description: 'A plot.' },
  home: { title: 'Pinned house', location: 'Thally Road, Hosur', price: '65 L', area: '1,500', buildingarea: '1,200', description: 'A house.' },
};
const images = { mainImage: '/uploads/00/000000000000000000000000.webp', additionalImages: [] };
// Six decimals, more than PostgreSQL's `real` keeps (about seven significant digits).
const PINS: Record<KindId, { lat: number; lng: number }> = {
  villa: { lat: 12.771234, lng: 77.842156 },
  plot: { lat: 12.730001, lng: 77.850009 },
  home: { lat: 12.700099, lng: 77.800101 },
};

const add = (kind: KindId, pin: Record<string, unknown> = {}) =>
  createListing(KINDS[kind], validValues(KINDS[kind], { ...FIELDS[kind], ...pin }), images);

describe(`a listing's map pin on ${process.env.TEST_ENGINE}`, () => {
  it.each(KIND_IDS)('stores and reads back a pin to six decimals (%s), in the listing and on its card', async (kind) => {
    const pin = PINS[kind];
    const created = await add(kind, { lat: String(pin.lat), lng: String(pin.lng) });
    expect(created).toMatchObject(pin);
    expect(await getListing(KINDS[kind], created._id)).toMatchObject(pin);
    const cards = (await listListings(KINDS[kind], listQuerySchema.parse({ limit: '100' }))).items;
    expect(cards.find((c) => c._id === created._id)).toMatchObject(pin);
  });

  it('reads null for a listing without a pin, and the update moves or removes it', async () => {
    const plot = KINDS.plot;
    const bare = await add('plot');
    expect(bare).toMatchObject({ lat: null, lng: null });
    expect(await getListing(plot, bare._id)).toMatchObject({ lat: null, lng: null });

    const moved = await updateListing(plot, bare._id, validValues(plot, { ...FIELDS.plot, lat: '12.52', lng: '78.21' }), images, bare.version);
    expect(moved.status).toBe('ok');
    expect(await getListing(plot, bare._id)).toMatchObject({ lat: 12.52, lng: 78.21 });

    const current = (await getListing(plot, bare._id))!;
    const removed = await updateListing(plot, bare._id, validValues(plot, { ...FIELDS.plot, lat: '', lng: '' }), images, current.version);
    expect(removed.status).toBe('ok');
    expect(await getListing(plot, bare._id)).toMatchObject({ lat: null, lng: null });
  });

  it('has both columns nullable, as floats of double precision', async () => {
    const handle = await db();
    const id = (await add('villa'))._id;
    // Written straight to the table, so the column type, not the validation's rounding, is what is read.
    await sql`update listings set lat = ${12.123456789012}, lng = ${77.987654321098} where id = ${id}`.execute(handle);
    const row = await handle.selectFrom('listings').select(['lat', 'lng']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ lat: 12.123456789012, lng: 77.987654321098 });
  });

  it('survives a backup and restore, and an archive from before the pin restores with no pins', async () => {
    const plot = KINDS.plot;
    const listQuery = listQuerySchema.parse({ limit: '100' });
    const before = (await listListings(plot, listQuery)).items;
    expect(before.some((l) => l.lat !== null)).toBe(true);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pin-bk-'));

    await createBackup(path.join(dir, 'now.tar.gz'));
    await updateListing(plot, before[0]._id, validValues(plot, { ...FIELDS.plot, lat: '', lng: '' }), images, before[0].version);
    await restoreBackup(path.join(dir, 'now.tar.gz'));
    expect((await listListings(plot, listQuery)).items).toEqual(before);

    // An older build's database: the pin's migration (and any after it) undone on the open handle,
    // which counts as migrated already, so the archive is taken as it stands.
    const handle = await db();
    const migrator = new Migrator({ db: handle as unknown as Kysely<unknown>, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo('0009-enquiries');
    if (error) throw error;
    const columns = async () => (await handle.introspection.getTables()).find((t) => t.name === 'listings')!.columns.map((c) => c.name);
    expect(await columns()).not.toContain('lat');
    const old = await createBackup(path.join(dir, 'old.tar.gz'));
    expect(old.listings).toBeGreaterThan(0);

    await restoreBackup(path.join(dir, 'old.tar.gz'));
    expect(await (await db()).introspection.getTables().then((ts) => ts.find((t) => t.name === 'listings')!.columns.map((c) => c.name))).toContain('lat');
    const restored = (await listListings(plot, listQuery)).items;
    expect(restored.map((l) => l._id).sort()).toEqual(before.map((l) => l._id).sort());
    for (const listing of restored) expect(listing).toMatchObject({ lat: null, lng: null });
    // The restored database is this build's: a pin can be set again.
    const again = await updateListing(plot, restored[0]._id, validValues(plot, { ...FIELDS.plot, lat: '12.73', lng: '77.85' }), images, restored[0].version);
    expect(again.status).toBe('ok');
    expect(await getListing(plot, restored[0]._id)).toMatchObject({ lat: 12.73, lng: 77.85 });
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
