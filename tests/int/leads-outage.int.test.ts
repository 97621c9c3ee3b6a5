// PostgreSQL going away under the lead log: one line when it is lost, at most one a minute while
// it stays away, one when it is back with the count of failed calls; the log's counts stay right.
// The database is reached through a TCP relay that the test stops and starts again, as a
// restart or a network cut would. SQLite has no server to lose: the file runs on PostgreSQL only.
import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, db } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { leadCounts, recordLead } from '@/lib/leads';
import { createListing } from '@/lib/listings';
import { KINDS, validateListing } from '@/models/kinds';

const POSTGRES = process.env.TEST_ENGINE === 'postgres';

/** A relay from a local port to the database server that can be cut (every connection closed) and restored on the same port. */
function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { start, cut, url: () => Object.assign(new URL(target), { host: `127.0.0.1:${port}` }).toString() };
}

describe.skipIf(!POSTGRES)('PostgreSQL outage, logged once', () => {
  let link: ReturnType<typeof relay>;
  const lines: { level: string; text: string }[] = [];

  beforeAll(async () => {
    link = relay(new URL(process.env.DATABASE_URL!));
    await link.start();
    await closeDb();
    process.env.DATABASE_URL = link.url();
    resetEnvCache();
    for (const level of ['error', 'log', 'warn'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push({ level, text: args.map(String).join(' ') }));
    }
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    await link.cut();
  });

  it('writes one line when it is lost, one a minute at most while it is away, and one with the failed calls when it is back', async () => {
    const checked = validateListing(KINDS.villa, { title: 'Outage villa', location: 'Hosur', price: '85 L', area: '2400', buildingarea: '1850', bedrooms: '3', description: 'A villa.' });
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const villa = await createListing(KINDS.villa, checked.values, { mainImage: '/uploads/00/000000000000000000000000.webp', additionalImages: [] });
    // Several connections in the pool, all idle when the link is cut.
    await Promise.all([1, 2, 3, 4].map(() => recordLead(KINDS.villa, villa._id, 'view')));
    expect(lines).toEqual([]);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // A query in flight when the link goes fails; its connection's error must not end the process.
    const slow = sql`select pg_sleep(5)`.execute(await db());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await link.cut();
    await expect(slow).rejects.toThrow(/terminated/);
    let failed = 0;
    for (let i = 0; i < 40; i++) {
      await expect(recordLead(KINDS.villa, villa._id, 'call')).rejects.toThrow();
      failed++;
    }
    const lost = lines.filter((l) => l.text.startsWith('PostgreSQL'));
    expect(lost, JSON.stringify(lines)).toHaveLength(1);
    expect(lost[0].level).toBe('error');
    expect(lost[0].text).toMatch(/^PostgreSQL: unreachable \(.+\); pages and writes that need the database fail until it returns\.$/);

    // A minute later, one more line; within the next minute, none.
    vi.setSystemTime(Date.now() + 61_000);
    for (let i = 0; i < 20; i++) await expect(leadCounts(7)).rejects.toThrow();
    vi.setSystemTime(Date.now() + 30_000);
    for (let i = 0; i < 20; i++) await expect(leadCounts(7)).rejects.toThrow();
    failed += 40;
    const during = lines.filter((l) => l.text.startsWith('PostgreSQL'));
    expect(during.map((l) => l.text.replace(/\(.*\)/, '(…)'))).toEqual([
      'PostgreSQL: unreachable (…); pages and writes that need the database fail until it returns.',
      expect.stringMatching(/^PostgreSQL: still unreachable after 1 min 1 s, \d+ failed calls so far/),
    ]);

    await link.start();
    expect(await recordLead(KINDS.villa, villa._id, 'whatsapp')).toBe('recorded');
    await recordLead(KINDS.villa, villa._id, 'view');
    const all = lines.filter((l) => l.text.startsWith('PostgreSQL'));
    expect(all).toHaveLength(3);
    const back = /^PostgreSQL: reachable again after 1 min 31 s; (\d+) calls failed in between\.$/.exec(all[2].text);
    expect(back, all[2].text).not.toBeNull();
    // Each failed query is counted; idle connections closed by the cut count too.
    expect(Number(back![1])).toBeGreaterThanOrEqual(failed);
    expect(all[2].level).toBe('log');
    expect(lines.filter((l) => !l.text.startsWith('PostgreSQL'))).toEqual([]);

    const [row] = await leadCounts(7);
    expect(row.counts).toMatchObject({ view: 5, call: 0, whatsapp: 1 });
    expect((await (await db()).selectFrom('leadEvents').select('id').execute()).length).toBe(6);
  });
});
