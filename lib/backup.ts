import 'server-only';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { closeDb, db, engine, type Engine } from '@/lib/db';
import { dataDir, env } from '@/lib/env';
import { uploadsDir } from '@/lib/uploads/paths';

const run = promisify(execFile);

interface Manifest {
  format: 1;
  engine: Engine;
  createdAt: string;
  listings: number;
}

/**
 * One archive (tar.gz) with a consistent database snapshot (SQLite's VACUUM INTO, or pg_dump)
 * and the uploads folder. The database is snapshotted first; images are copied after it, so
 * every image the snapshot refers to is in the archive unless a listing was deleted meanwhile.
 */
export async function createBackup(file: string): Promise<Manifest> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-'));
  try {
    const handle = await db();
    const kind = engine();
    if (kind === 'sqlite') {
      const snapshot = path.join(work, 'site.db');
      await sql`vacuum into ${snapshot}`.execute(handle);
      rebuildSearchIndex(snapshot);
    } else {
      await run('pg_dump', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '-f', path.join(work, 'db.sql'), env().DATABASE_URL!]);
    }
    const count = await handle
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    await fs.mkdir(path.join(work, 'uploads'));
    await fs.cp(uploadsDir(), path.join(work, 'uploads'), {
      recursive: true,
      filter: (src) => !src.endsWith('.tmp'),
    }).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
    const manifest: Manifest = { format: 1, engine: kind, createdAt: new Date().toISOString(), listings: Number(count.n) };
    await fs.writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await run('tar', ['-czf', path.resolve(file), '-C', work, '.']);
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/**
 * The FTS5 index (migration 0003) is keyed by the listings' implicit rowids, which SQLite's
 * documentation allows VACUUM to renumber. Rebuilding it from the copied rows makes the snapshot
 * consistent whatever VACUUM did (a second or two at 100,000 listings).
 */
function rebuildSearchIndex(file: string) {
  const copy = new SqliteDatabase(file);
  try {
    const hasIndex = copy.prepare("select 1 from sqlite_master where type = 'table' and name = 'listings_search'").get();
    if (hasIndex) copy.exec("insert into listings_search(listings_search) values ('rebuild')");
  } finally {
    copy.close();
  }
}

/** Brings an archive back, replacing the database and the uploads. Stop the site first. */
export async function restoreBackup(file: string): Promise<Manifest> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(file), '-C', work]);
    const manifest = JSON.parse(await fs.readFile(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    await db();
    const current = engine();
    if (manifest.engine !== current) {
      throw new Error(`This archive holds a ${manifest.engine} database; the site is configured for ${current}.`);
    }
    if (current === 'sqlite') {
      await closeDb();
      const target = path.join(dataDir(), 'site.db');
      for (const suffix of ['-wal', '-shm']) await fs.rm(`${target}${suffix}`, { force: true });
      await fs.copyFile(path.join(work, 'site.db'), `${target}.restoring`);
      await fs.rename(`${target}.restoring`, target);
    } else {
      await run('psql', ['-v', 'ON_ERROR_STOP=1', '-q', '-f', path.join(work, 'db.sql'), env().DATABASE_URL!]);
    }
    // An archive from an older build lacks the columns added since (a listing's pin): bring it up to
    // this build's schema at once, the new columns empty, so nothing reads a half-old database.
    await closeDb();
    await db();
    const uploads = uploadsDir();
    await fs.rm(uploads, { recursive: true, force: true });
    await fs.cp(path.join(work, 'uploads'), uploads, { recursive: true });
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
