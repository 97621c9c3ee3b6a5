// Gives every integration test file its own empty database on the engine of its project:
// a temporary SQLite file, or a new PostgreSQL database on the TEST_DATABASE_URL server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { closeDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { withDatabase } from '../../scripts/lib/pg-admin';

let tempDir = '';
let pgDatabase = '';


beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'int-'));
  process.env.DATA_DIR = path.join(tempDir, 'data');
  process.env.UPLOADS_DIR = path.join(tempDir, 'uploads');
  delete process.env.DATABASE_URL;
  if (process.env.TEST_ENGINE === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL!;
    pgDatabase = `t_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${pgDatabase}`);
    await client.end();
    process.env.DATABASE_URL = withDatabase(admin, pgDatabase);
  }
  resetEnvCache();
  await closeDb();
});

afterAll(async () => {
  await closeDb();
  if (pgDatabase) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
    await client.end();
  }
  fs.rmSync(tempDir, { recursive: true, force: true });
});
