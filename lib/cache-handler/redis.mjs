// Next.js cache handler (pages and unstable_cache data) shared by every instance through Redis.
// next.config.ts points `cacheHandler` here only when REDIS_URL is set; without it Next keeps its
// own per-process cache. Plain JavaScript because Next imports it at run time, unbundled.
//
// The storage is @trieb.work/nextjs-turbo-redis-cache (kept upstream, tested with Next 16). This
// wrapper adds what a site that must never fail because of its cache needs, and that the library
// leaves open:
//
//  - Redis unreachable: the library waits up to 30 s for its tag maps when Redis was down at
//    start, and its writes have no time limit (a paused Redis holds a request open). Here a probe
//    decides whether Redis is up; while it is not, reads miss (the page is rendered locally, as
//    without a shared cache), writes are skipped, and every call has a short time limit.
//  - Revalidations must not get lost. The library finds the entries of a tag through an in-memory
//    map kept in step by pub/sub; an instance that was cut off misses updates and then misses
//    entries. So every revalidation is also written as "tag → time" into one Redis hash, and every
//    read checks the entry's tags against it: an entry older than a revalidation of one of its
//    tags is a miss, whoever stored it and whatever any map says. Revalidations made while Redis
//    was away are kept here and written when it returns, with their original times.
//  - A render that began before a write can finish after it and store old data with a newer
//    time; so can a host whose clock is slightly behind. An entry stored less than RACE_MARGIN_MS
//    after a revalidation of its tags is therefore treated as stale too (it is re-rendered once more).
import fs from 'node:fs';
import path from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { createClient } from 'redis';
import { createOutageLog } from '../outage-log.mjs';
import { cacheEntrySerializer } from './serializer.mjs';

const PROBE_EVERY_MS = 1_000;
// The library's own connections (four of them) log every failed try to reach Redis, with its
// stack: every 2 s made a flood of the log. They try again after 2 s, then 4, 8, … and at most
// once a minute: a restart of Redis is over in seconds, a long outage writes a few entries a minute.
const LIBRARY_FIRST_RETRY_MS = 2_000;
const LIBRARY_LAST_RETRY_MS = 60_000;
// Until a connection of the library is back, each call through it logs an error too; so after its
// tries are due, calls wait this long more for it to connect before they go through it again.
const LIBRARY_SETTLE_MS = 2_000;
const CALL_LIMIT_MS = 1_000;
const RACE_MARGIN_MS = 2_000;
const TAG_TIMES = '__tag_times__';

// Only raises a tag's time, so a late replay never hides a newer revalidation.
const RAISE_TAG_TIME = `
for i = 1, #ARGV, 2 do
  local current = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0')
  if tonumber(ARGV[i + 1]) > current then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
end
return 1`;

const within = (ms, work) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref?.();
    Promise.resolve(work).then(
      (value) => (clearTimeout(timer), resolve(value)),
      (err) => (clearTimeout(timer), reject(err)),
    );
  });

function buildId(serverDistDir) {
  for (const file of [serverDistDir && path.join(serverDistDir, '..', 'BUILD_ID'), path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')]) {
    try {
      if (file) return fs.readFileSync(file, 'utf8').trim();
    } catch {
      /* try the next place */
    }
  }
  return 'unknown-build';
}

const redact = (url) => url.replace(/\/\/[^@/]*@/, '//***@');

/** One per process: Next constructs a handler for every request. */
class SharedCache {
  constructor(serverDistDir) {
    this.url = process.env.REDIS_URL;
    // Entries of one build only: two builds render different markup and chunk names.
    this.prefix = `${process.env.REDIS_KEY_PREFIX || 'hosur'}:${buildId(serverDistDir)}:`;
    this.database = Number(new URL(this.url).pathname.slice(1) || 0) || 0;
    this.up = false;
    this.lastClientError = null;
    /** When the library's connections try Redis again, if they are waiting to (reconnectStrategy below). */
    this.libraryRetryAt = 0;
    this.announced = null; // 'up' once Redis was first used, 'misconfigured' while it cannot be
    // One line when Redis is lost, at most one a minute while it is away, one when it is back:
    // failed probes (one a second) and failed calls are counted in between.
    this.outage = createOutageLog('Shared cache (Redis)', {
      impact: `pages are rendered and served by this instance alone until it returns (${redact(this.url)}).`,
    });
    this.inner = null;
    /** tag → time of revalidations Redis has not recorded yet. */
    this.pendingTags = new Map();
    // Its own connection, without an offline queue, so that a command fails at once when Redis is gone.
    this.client = createClient({
      url: this.url,
      disableOfflineQueue: true,
      socket: { connectTimeout: CALL_LIMIT_MS, reconnectStrategy: (tries) => Math.min(200 + tries * 200, PROBE_EVERY_MS) },
    });
    // The probe reports the state (this.outage); the client reconnects by itself.
    this.client.on('error', (err) => (this.lastClientError = err));
    this.connecting = this.client.connect().catch(() => {});
    // Build time needs no Redis: the pages it renders are rendered again on first request anyway.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      void this.probe();
      setInterval(() => void this.probe(), PROBE_EVERY_MS).unref();
    }
  }

  async probe() {
    let error = null;
    try {
      await within(CALL_LIMIT_MS, this.connecting);
      await within(CALL_LIMIT_MS, this.client.ping());
    } catch (err) {
      error = err;
    }
    if (!error && !this.inner && !(await this.keyspaceEventsOn())) {
      this.outage.ok();
      return;
    }
    if (!error) {
      if (!this.inner) this.inner = this.createInner();
      if (this.pendingTags.size) {
        const replayed = this.pendingTags.size;
        try {
          await this.raiseTagTimes(this.pendingTags);
          this.pendingTags.clear();
          console.log(`Shared cache: wrote ${replayed} revalidation(s) made while Redis was unreachable.`);
        } catch (err) {
          error = err;
        }
      }
    }
    this.up = !error;
    if (error) {
      // A ping on a closed connection only says "The client is offline"; the connection's own error says why.
      this.outage.failed(this.client.isReady ? error : (this.lastClientError ?? error));
      return;
    }
    this.outage.ok();
    if (this.announced !== 'up') console.log(`Shared cache: using Redis at ${redact(this.url)} (keys ${this.prefix}*).`);
    this.announced = 'up';
  }

  /**
   * The library follows expired and evicted keys through keyspace events and cannot start without
   * them. Turned on here when this Redis allows CONFIG SET; otherwise the cache stays local, said once.
   */
  async keyspaceEventsOn() {
    try {
      const flags = (await within(CALL_LIMIT_MS, this.client.configGet('notify-keyspace-events')))['notify-keyspace-events'] ?? '';
      if (flags.includes('E') && (flags.includes('A') || (flags.includes('x') && flags.includes('e')))) return true;
      await within(CALL_LIMIT_MS, this.client.configSet('notify-keyspace-events', `${flags}Exe`));
      console.log(`Shared cache: turned on notify-keyspace-events Exe in Redis at ${redact(this.url)}.`);
      return true;
    } catch (err) {
      if (this.announced !== 'misconfigured') {
        console.error(`Shared cache: Redis at ${redact(this.url)} needs notify-keyspace-events Exe and this instance could not set it (${err.message}); pages are not shared until it is set.`);
        this.announced = 'misconfigured';
      }
      return false;
    }
  }

  createInner() {
    return new RedisStringsHandler({
      redisUrl: this.url,
      database: this.database,
      keyPrefix: this.prefix,
      getTimeoutMs: 500,
      valueSerializer: cacheEntrySerializer,
      // Its in-memory copy of each read answer cost more than reading Redis again: every read
      // through it copied the stored string twice (2.3 ms for the 220 kB `/villas` entry, more than
      // the 0.64 ms of CPU a GET of twice that size takes); and the tag times below, not a local
      // copy, decide freshness.
      redisGetDeduplication: false,
      inMemoryCachingTime: 0,
      // Its default (every 50 to 500 ms) would flood the log: see LIBRARY_FIRST_RETRY_MS.
      socketOptions: {
        connectTimeout: CALL_LIMIT_MS,
        reconnectStrategy: (tries) => {
          const delay = Math.min(LIBRARY_FIRST_RETRY_MS * 2 ** tries, LIBRARY_LAST_RETRY_MS);
          this.libraryRetryAt = Math.max(this.libraryRetryAt, Date.now() + delay);
          return delay;
        },
      },
    });
  }

  /** Redis answers and the library's connections are not waiting to try it again. */
  usable() {
    return this.up && this.inner !== null && Date.now() >= this.libraryRetryAt + LIBRARY_SETTLE_MS;
  }

  /**
   * A call through the library failed. While this handler's own connection is up, that is the
   * library's connection still coming back after an outage: a miss, not an outage.
   */
  markDown(err) {
    if (this.client.isReady) return;
    this.up = false;
    this.outage.failed(err);
  }

  async raiseTagTimes(times) {
    const args = [...times].flatMap(([tag, at]) => [tag, String(at)]);
    await within(CALL_LIMIT_MS, this.client.eval(RAISE_TAG_TIME, { keys: [this.prefix + TAG_TIMES], arguments: args }));
  }

  async get(key, ctx) {
    if (!this.usable()) return null;
    try {
      const entry = await within(CALL_LIMIT_MS, this.inner.get(key, ctx));
      if (!entry) return null;
      const tags = [...new Set([...(entry.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
      if (tags.length === 0) return entry;
      const times = await within(CALL_LIMIT_MS, this.client.hmGet(this.prefix + TAG_TIMES, tags));
      const newest = Math.max(0, ...times.map((t) => Number(t) || 0));
      return newest && newest + RACE_MARGIN_MS > entry.lastModified ? null : entry;
    } catch (err) {
      this.markDown(err);
      return null;
    }
  }

  async set(key, data, ctx) {
    if (!this.usable()) return;
    try {
      await within(CALL_LIMIT_MS, this.inner.set(key, data, ctx));
    } catch (err) {
      this.markDown(err);
    }
  }

  async revalidateTag(tagOrTags, durations) {
    const tags = [tagOrTags].flat().filter(Boolean);
    if (tags.length === 0) return;
    const now = Date.now();
    const times = new Map(tags.map((t) => [t, now]));
    if (this.up) {
      try {
        await this.raiseTagTimes(times);
        // Removes the tagged entries at once; the tag times above already make them misses.
        if (this.usable()) await within(CALL_LIMIT_MS, this.inner.revalidateTag(tags, durations)).catch(() => {});
        return;
      } catch (err) {
        this.markDown(err);
      }
    }
    for (const [tag, at] of times) this.pendingTags.set(tag, Math.max(at, this.pendingTags.get(tag) ?? 0));
  }
}

const store = globalThis;

export default class RedisCacheHandler {
  constructor(options = {}) {
    store.__hosurSharedCache ??= new SharedCache(options.serverDistDir);
    this.shared = store.__hosurSharedCache;
  }

  get(key, ctx) {
    return this.shared.get(key, ctx);
  }

  set(key, data, ctx) {
    return this.shared.set(key, data, ctx);
  }

  revalidateTag(tags, durations) {
    return this.shared.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
