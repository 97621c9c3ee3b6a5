// GET /api/health: 200 while the database answers, 503 otherwise (issue 3 'Endpoints'); a readiness
// check naming the database, the migrations and the uploads folder, 503 while shutting down.
import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { api, createClient, listingForm, sharedContext } from './support/client';
import { type Engine, startServer } from './support/server';

const engine = process.env.TEST_ENGINE;

describe(`GET /api/health (${engine})`, () => {
  it('answers 200 while the database answers', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('reports readiness: database, migrations and uploads folder', async () => {
    const res = await api('/api/health');
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current', uploads: 'writable', alerts: 'sending', waiting: { photos: 0, cards: 0, settles: 0 } });
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
      expect(await res.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });
    } finally {
      await srv.stop();
    }
  });

  it('answers 503 shutting-down once SIGTERM has arrived, while a request in flight still finishes', async () => {
    const srv = await startServer(engine as Engine);
    try {
      const { token } = await createClient(srv.context).login();
      const encoded = new Response(await listingForm('villas', { title: 'Finishing during shutdown' }));
      const body = Buffer.from(await encoded.arrayBuffer());
      const { host, port } = new URL(srv.context.baseURL);
      const socket = net.connect(Number(port), new URL(srv.context.baseURL).hostname);
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.on('error', () => {});
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      // A create whose body is half sent when the signal comes...
      socket.write(
        `POST /api/villas HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: ${encoded.headers.get('content-type')}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      const half = Math.floor(body.length / 2);
      socket.write(body.subarray(0, half));
      await new Promise((r) => setTimeout(r, 300));
      srv.signal('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      // ...then the rest, and a health check pipelined behind it on the same connection.
      socket.write(Buffer.concat([body.subarray(half), Buffer.from(`GET /api/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`)]));
      await Promise.race([closed, new Promise((r) => setTimeout(r, 30_000))]);
      const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
      expect(statuses).toEqual([201, 503]);
      expect(received).toContain('"status":"shutting-down"');
      expect(await srv.exited).toEqual({ code: 0, signal: null });
    } finally {
      await srv.stop();
    }
  });
});
