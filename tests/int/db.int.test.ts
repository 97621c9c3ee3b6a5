import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { closeDb, db, engine } from '@/lib/db';
import { migrateToLatest } from '@/lib/db/migrate';

describe(`database handle on ${process.env.TEST_ENGINE}`, () => {
  it('is opened once per process and shared (kept on globalThis across module reloads)', async () => {
    const first = await db();
    const second = await db();
    expect(second).toBe(first);
    expect((globalThis as { __dbHandle?: { db: unknown } }).__dbHandle?.db).toBe(first);
  });

  it('is migrated, and migrating again changes nothing', async () => {
    const handle = await db();
    expect(await migrateToLatest(handle as never)).toEqual([]);
    const tables = await handle.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['listings', 'users', 'listing_events']));
  });

  it.runIf(process.env.TEST_ENGINE === 'sqlite')('uses ./data/site.db (DATA_DIR) in WAL mode with foreign keys on', async () => {
    const handle = await db();
    expect(engine()).toBe('sqlite');
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'site.db'))).toBe(true);
    const journal = await sql<{ journalMode: string }>`pragma journal_mode`.execute(handle);
    const fk = await sql<{ foreignKeys: number }>`pragma foreign_keys`.execute(handle);
    expect(journal.rows[0].journalMode).toBe('wal');
    expect(fk.rows[0].foreignKeys).toBe(1);
  });

  it('keeps data across a close and reopen (a restart)', async () => {
    const handle = await db();
    const at = new Date().toISOString();
    await handle
      .insertInto('users')
      .values({ id: 'restart-check', email: 'restart@example.com', name: 'R', passwordHash: 'x', createdAt: at, updatedAt: at })
      .execute();
    await closeDb();
    const reopened = await db();
    expect(reopened).not.toBe(handle);
    const row = await reopened.selectFrom('users').select('email').where('id', '=', 'restart-check').executeTakeFirst();
    expect(row?.email).toBe('restart@example.com');
  });
});
