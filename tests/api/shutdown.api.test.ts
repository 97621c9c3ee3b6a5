// Graceful shutdown on SIGTERM (server.mjs, lib/shutdown.mjs): a request in flight finishes with its answer,
// new connections are refused, the database is closed cleanly (SQLite: WAL checkpointed) and
// the process exits 0; a request that does not finish in SHUTDOWN_TIMEOUT_MS is cut off.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, createClient, fileOf, type Json, listingForm } from './support/client';
import { type Engine, startServer } from './support/server';

const engine = process.env.TEST_ENGINE as Engine;

const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();

interface Upload {
  /** Resolves once `bytes` of the body have been written. */
  sent: (bytes: number) => Promise<void>;
  /** The answer, or the error that ended the connection. */
  done: Promise<{ status: number; body: Json }>;
  /** Stops writing (the rest of the body never comes). */
  stall: () => void;
}

/** A multipart request written in small pieces with pauses, like a slow phone connection. */
async function slowUpload(baseURL: string, p: string, form: FormData, headers: Record<string, string>, pauseMs = 25): Promise<Upload> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL(p, baseURL);
  let written = 0;
  let stalled = false;
  const waiters: { bytes: number; resolve: () => void }[] = [];
  const req = http.request(url, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': encoded.headers.get('content-type')!, 'Content-Length': String(body.length) },
  });
  const done = new Promise<{ status: number; body: Json }>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  done.catch(() => {});
  const step = 64 * 1024;
  const pump = () => {
    if (stalled || req.destroyed) return;
    if (written >= body.length) {
      req.end();
      return;
    }
    req.write(body.subarray(written, written + step));
    written = Math.min(body.length, written + step);
    for (const w of waiters.filter((x) => written >= x.bytes)) w.resolve();
    setTimeout(pump, pauseMs);
  };
  pump();
  return {
    sent: (bytes) => new Promise((resolve) => (written >= bytes ? resolve() : waiters.push({ bytes, resolve }))),
    done,
    stall: () => (stalled = true),
  };
}

async function refused(baseURL: string): Promise<boolean> {
  try {
    await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(3_000) });
    return false;
  } catch (err) {
    return /ECONNREFUSED/.test(String((err as { cause?: unknown }).cause ?? err));
  }
}

describe(`graceful shutdown on SIGTERM (${engine})`, () => {
  it('lets an upload in flight finish, refuses new connections, closes the database and exits 0', async () => {
    // A long bound, so a busy machine cannot make the in-flight request miss it.
    const srv = await startServer(engine, { SHUTDOWN_TIMEOUT_MS: '60000' });
    try {
      const client = createClient(srv.context);
      const { token } = await client.login();
      const title = `Sent while the server stops ${randomBytes(3).toString('hex')}`;
      const form = await listingForm(
        'villas',
        { title },
        {
          mainImage: fileOf(await noise(1600, 1200), 'main.jpg', 'image/jpeg'),
          additionalImages: [fileOf(await noise(1200, 900), 'a.jpg', 'image/jpeg'), fileOf(await noise(1200, 900), 'b.jpg', 'image/jpeg')],
        },
      );
      const upload = await slowUpload(srv.context.baseURL, '/api/villas', form, bearer(token));
      await upload.sent(512 * 1024);
      srv.signal('SIGTERM');
      // The listening socket closes at once; the upload's own connection stays open.
      let closed = false;
      for (let i = 0; i < 40 && !closed; i++) {
        await new Promise((r) => setTimeout(r, 100));
        closed = await refused(srv.context.baseURL);
      }
      expect(closed, 'new connections refused after SIGTERM').toBe(true);

      const answer = await upload.done;
      expect(answer.status).toBe(201);
      expect(answer.body.data.title).toBe(title);
      const exit = await Promise.race([srv.exited, new Promise<null>((r) => setTimeout(() => r(null), 30_000))]);
      expect(exit, 'the server exits after the upload').toEqual({ code: 0, signal: null });
      expect(srv.output()).toMatch(/SIGTERM: shutting down/);
      expect(srv.output()).toMatch(/Shutdown: database closed/);
      expect(srv.output()).toMatch(/SIGTERM: stopped cleanly/);

      // The write is in the database, and its images are on disk.
      if (engine === 'sqlite') {
        const file = path.join(srv.context.dataDir, 'site.db');
        const wal = `${file}-wal`;
        expect(!fs.existsSync(wal) || fs.statSync(wal).size === 0, 'WAL checkpointed on close').toBe(true);
        const db = new Database(file, { readonly: true, fileMustExist: true });
        try {
          expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(db.prepare('select count(*) as n from listings where title = ?').get(title)).toEqual({ n: 1 });
        } finally {
          db.close();
        }
      } else {
        const client = new pg.Client({ connectionString: srv.databaseUrl });
        await client.connect();
        try {
          const { rows } = await client.query('select count(*)::int as n from listings where title = $1', [title]);
          expect(rows[0].n).toBe(1);
          // The server's pool has ended: no session of it is left on the database.
          const sessions = await client.query('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
          expect(sessions.rows[0].n).toBe(0);
        } finally {
          await client.end();
        }
      }
      // Each photo as its sizes, or as the upload they are made from after the answer (lib/uploads/sizes.ts),
      // which a stop leaves for the next start to resume.
      for (const p of [answer.body.data.mainImage, ...answer.body.data.additionalImages] as string[]) {
        const file = path.join(srv.context.uploadsDir, p.slice('/uploads/'.length));
        expect(fs.existsSync(file) || fs.existsSync(file.replace(/\.webp$/, '.upload')), p).toBe(true);
      }
    } finally {
      await srv.stop();
    }
  });

  it('cuts off a request still running after SHUTDOWN_TIMEOUT_MS and exits 0', async () => {
    const srv = await startServer(engine, { SHUTDOWN_TIMEOUT_MS: '1500' });
    try {
      const { token } = await createClient(srv.context).login();
      const form = await listingForm('plots', {}, { mainImage: fileOf(await noise(1200, 900), 'main.jpg', 'image/jpeg') });
      const upload = await slowUpload(srv.context.baseURL, '/api/plots', form, bearer(token));
      await upload.sent(128 * 1024);
      upload.stall();
      const at = Date.now();
      srv.signal('SIGTERM');
      const exit = await Promise.race([srv.exited, new Promise<null>((r) => setTimeout(() => r(null), 20_000))]);
      expect(exit).toEqual({ code: 0, signal: null });
      const seconds = (Date.now() - at) / 1000;
      expect(seconds).toBeGreaterThanOrEqual(1.4);
      expect(seconds).toBeLessThan(10);
      await expect(upload.done).rejects.toThrow();
      expect(srv.output()).toMatch(/still running after 1.5 s; closing their connections/);
    } finally {
      await srv.stop();
    }
  });
});
