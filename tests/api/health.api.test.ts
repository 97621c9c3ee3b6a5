// GET /api/health: 200 while the database answers, 503 otherwise (issue 3 'Endpoints').
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { api, sharedContext } from './support/client';
import { startServer } from './support/server';

const engine = process.env.TEST_ENGINE;

describe(`GET /api/health (${engine})`, () => {
  it('answers 200 while the database answers', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('runs against the engine of this project', () => {
    expect(sharedContext().engine).toBe(engine);
  });

  it.runIf(engine === 'postgres')('answers 503 once its database is gone', async () => {
    const srv = await startServer('postgres');
    try {
      expect((await fetch(`${srv.context.baseURL}/api/health`)).status).toBe(200);
      const name = new URL(srv.databaseUrl!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
      const res = await fetch(`${srv.context.baseURL}/api/health`, { signal: AbortSignal.timeout(20_000) });
      expect(res.status).toBe(503);
    } finally {
      await srv.stop();
    }
  });
});
