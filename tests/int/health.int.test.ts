// Readiness (lib/health.ts, served by GET /api/health): each part that can make a server unfit
// for traffic is reported by name.
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { createEnquiry, parseEnquiry } from '@/lib/enquiries';
import { readiness } from '@/lib/health';
import { uploadsDir } from '@/lib/uploads/paths';

import { startDraining } from '@/lib/shutdown.mjs';

// lib/shutdown.ts keeps its state under this symbol; the test puts it back after draining.
const SHUTDOWN = Symbol.for('hosur-properties.shutdown');
const shutdownState = globalThis as unknown as Record<symbol, { draining: boolean } | undefined>;

describe(`readiness on ${process.env.TEST_ENGINE}`, () => {
  afterEach(() => {
    const state = shutdownState[SHUTDOWN];
    if (state) state.draining = false;
  });

  it('is ok with the database answering, migrations current and the uploads folder writable', async () => {
    fs.mkdirSync(uploadsDir(), { recursive: true });
    expect(await readiness()).toEqual({ status: 'ok', database: 'ok', migrations: 'current', uploads: 'writable', alerts: 'sending', waiting: { photos: 0, cards: 0, settles: 0 } });
  });

  it('reports enquiry alerts waiting over five minutes as delayed, and stays ready', async () => {
    fs.mkdirSync(uploadsDir(), { recursive: true });
    const now = Date.now();
    const request = (minutesAgo: number) => {
      const at = new Date(now - minutesAgo * 60_000);
      const day = new Date(now + 86_400_000).toISOString().slice(0, 10);
      const checked = parseEnquiry({ name: 'Test Buyer', phone: '98765 43210', want: 'visit', visitDay: day, visitWindow: 'morning', consent: true, website: '', elapsedMs: 12_000, lang: 'en' }, at);
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      return createEnquiry(checked.values, at);
    };
    const handle = await db();
    try {
      await request(1);
      expect(await readiness()).toMatchObject({ status: 'ok', alerts: 'sending' });
      const { id } = await request(6);
      expect(await readiness()).toMatchObject({ status: 'ok', alerts: 'delayed' });
      await handle.updateTable('enquiryOutbox').set({ sentAt: new Date(now).toISOString() }).where('enquiryId', '=', id).execute();
      expect(await readiness()).toMatchObject({ status: 'ok', alerts: 'sending' });
    } finally {
      await handle.deleteFrom('enquiryOutbox').execute();
      await handle.deleteFrom('enquiries').execute();
    }
  });

  it('creates a missing uploads folder, as the first upload would', async () => {
    fs.rmSync(uploadsDir(), { recursive: true, force: true });
    expect(await readiness()).toMatchObject({ status: 'ok', uploads: 'writable' });
    expect(fs.statSync(uploadsDir()).isDirectory()).toBe(true);
  });

  it('names an uploads folder it cannot write to', async () => {
    fs.rmSync(uploadsDir(), { recursive: true, force: true });
    fs.writeFileSync(uploadsDir(), 'not a folder');
    try {
      expect(await readiness()).toMatchObject({ status: 'unavailable', database: 'ok', migrations: 'current', uploads: 'not-writable' });
    } finally {
      fs.rmSync(uploadsDir(), { force: true });
      fs.mkdirSync(uploadsDir(), { recursive: true });
    }
  });

  it('names a migration the database has not applied', async () => {
    const handle = await db();
    await sql`delete from kysely_migration where name = '0001-init'`.execute(handle);
    try {
      expect(await readiness()).toMatchObject({ status: 'unavailable', database: 'ok', migrations: 'pending' });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values ('0001-init', ${new Date().toISOString()})`.execute(handle);
    }
    expect((await readiness()).status).toBe('ok');
  });

  it('reports shutting-down once a signal has started the shutdown', async () => {
    startDraining();
    expect(await readiness()).toEqual({ status: 'shutting-down' });
  });
});
