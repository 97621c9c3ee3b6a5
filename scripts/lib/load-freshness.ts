// Freshness under load, for `npm run test:load`: while the writers save, a few connections read the
// pages of the listings they save, over and over (so those pages stay in nginx's cache and are
// fetched anew in the background, the case where an old copy could be handed out longest), and
// check each answer against the listing's history: a read that starts `afterMs` or more after a
// save's answer must show that save (its title, unique per save) or a later one; a delete, 404.
import http from 'node:http';
import type { Version, WriteLog } from './load-writers';
import { pick } from './resilience';

export interface Freshness {
  afterMs: number;
  reads: number;
  /** Reads that started afterMs or more after a save's answer. */
  due: number;
  misses: string[];
  /** Reads that started within afterMs of a save's answer, and how many already showed it. */
  early: number;
  earlyShown: number;
  /** The longest time after a save's answer at which a read still started that showed an older state. */
  oldestOldCopyMs: number;
  /** What served the reads (X-Cache-Status through nginx), for the due ones. */
  dueBy: Record<string, number>;
  fiveXx: number;
  errors: number;
}

/** Index of the newest version a page shows: its title, or for a 404 the delete; -1: the page as before any save. */
function shownIndex(versions: Version[], status: number, html: string): number {
  for (let i = versions.length - 1; i >= 0; i--) {
    const t = versions[i].title;
    if (status === 404 ? t === null : status === 200 && t !== null && html.includes(t)) return i;
  }
  return -1;
}

function get(agent: http.Agent, url: string): Promise<{ status: number; html: string; cache: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, html: Buffer.concat(chunks).toString('utf8'), cache: String(res.headers['x-cache-status'] ?? '-') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/** Reads until `deadline` over `connections` keep-alive connections. */
export async function probeFreshness(base: string, log: WriteLog, afterMs: number, deadline: number, connections = 4): Promise<Freshness> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const f: Freshness = { afterMs, reads: 0, due: 0, misses: [], early: 0, earlyShown: 0, oldestOldCopyMs: 0, dueBy: {}, fiveXx: 0, errors: 0 };
  // Mostly pages saved in the last few seconds (their next reads are the ones due soon), some older.
  const choose = () => {
    const now = Date.now();
    const all = [...log.listings.entries()].filter(([, w]) => {
      const last = w.versions.at(-1)!;
      return last.title !== null || now - (last.ackedAt ?? now) < 15_000;
    });
    const recent = all.filter(([, w]) => now - w.versions.at(-1)!.sentAt < 10_000);
    return recent.length && Math.random() < 0.7 ? pick(recent) : all.length ? pick(all) : null;
  };
  const loop = async () => {
    while (Date.now() < deadline) {
      const chosen = choose();
      if (!chosen) {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      const [id, w] = chosen;
      const start = Date.now();
      let res: Awaited<ReturnType<typeof get>>;
      try {
        res = await get(agent, `${base}/${w.slug}/${id}`);
      } catch {
        f.errors++;
        continue;
      }
      f.reads++;
      if (res.status >= 500) f.fiveXx++;
      const versions = w.versions;
      const shown = shownIndex(versions, res.status, res.html);
      // The newest save answered before the read started, and the newest answered afterMs before it.
      let latest = -1;
      let due = -1;
      versions.forEach((v, i) => {
        if (v.ackedAt !== null && v.ackedAt <= start) latest = i;
        if (v.ackedAt !== null && v.ackedAt <= start - afterMs) due = i;
      });
      if (shown < latest) {
        const missed = versions.slice(shown + 1, latest + 1).find((v) => v.ackedAt !== null)!;
        f.oldestOldCopyMs = Math.max(f.oldestOldCopyMs, start - missed.ackedAt!);
      }
      if (due >= 0) {
        f.due++;
        f.dueBy[res.cache] = (f.dueBy[res.cache] ?? 0) + 1;
        if (shown < due) {
          const v = versions[due];
          const showed = shown >= 0 ? (versions[shown].title ?? 'a 404') : res.status === 404 ? 'a 404' : `what it showed before (${res.status})`;
          f.misses.push(`/${w.slug}/${id} read ${start - v.ackedAt!} ms after the save of ${v.title === null ? 'its delete' : `"${v.title}"`} was answered: showed ${showed} (${res.cache})`);
        }
      }
      if (latest > due && latest > 0) {
        // Within afterMs of a save other than the create (a create's page was never asked for before it).
        f.early++;
        if (shown >= latest) f.earlyShown++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  return f;
}
