import type http from 'node:http';
import { SESSION_COOKIE } from '@/lib/auth/token';
import { filteredListPath } from '@/lib/listings/filter-segment';
import { KIND_ORDER } from '@/models/kind-names';
import { admissionState } from './admission';
import { whenAnswered } from './answered';
import { negotiate } from './encoding';

/*
 * A public page's final bytes, answered before Next's router. A page Next serves from its own
 * cache still costs about 2 to 3 ms of CPU in its router and renderer (headers, the cache lookup,
 * streaming): on two cores, under 200 readers, that queue was most of a reader's wait
 * (`npm run test:load`). Here a page Next answered from its cache or rendered into it
 * (x-nextjs-cache: HIT or MISS, with an s-maxage) is kept
 * as the rewritten, compressed bytes public-html.ts made, with its headers, and the next request
 * for the same address gets them at the cost of a lookup.
 *
 * Also kept: 404 pages, and the API's public listing reads (GET /api/{kind}, /api/{kind}/{id}):
 * the same for everyone, and each a render or a query through Next (7 to 10 ms of CPU) that a
 * visitor's mix asks for often enough to matter under load.
 *
 * Freshness: every write to a listing goes through revalidateListing (lib/cache.ts), which calls
 * forgetPages with the listing's kind and id. What goes is what Next's own cache re-renders (its
 * tags, lib/cache.ts): the home pages, that kind's lists and API list reads whose filters can let
 * the listing through (before or after the write), and the detail pages
 * (and API reads) that show the listing: its own, and those whose similar block links to it.
 * The other kinds' pages, that kind's other detail pages and the pages that show no listing (about,
 * contact, 404s…) stay. What goes is kept as a stale copy, given only as giveStale says. Under five administrators saving at once, dropping every page of the kind
 * and of no kind made each save cost about 300 ms of re-answering (npm run test:load). An answer
 * rendered before a write that ends after it is not kept (the generation it started in has passed). A page is kept no longer than its s-maxage. With REDIS_URL
 * several instances share Next's cache and a write on one must show on all, so this cache is off
 * there. A request of the client router (RSC headers) or one carrying an answer with a cookie
 * never uses it.
 */

// Room for about a thousand list pages (60 to 90 kB each, plus their compressed forms once asked
// for): with 32 MB a crawler's run through 1,200 filter addresses pushed out pages asked for again
// a minute later, and about a quarter of its renders were second renders (npm run test:load).
const MAX_BYTES = 128 * 1024 * 1024;
const MAX_AGE_MS = 3600_000;
// Headers the answer gets anew each time.
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'server-timing']);

export interface PageBytes {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}
type Encode = (encoding: 'br' | 'gzip' | 'identity') => Buffer;

interface Entry {
  status: number;
  /** The kind whose pages hold this address (its slug), or null for the home page and the rest. */
  section: string | null;
  /**
   * A detail page's or API read's listings: its own id and those its page links to (the similar
   * block). Null for the pages that may show any listing of their kind (lists, the home page).
   */
  shows: Set<string> | null;
  /** A page that shows no listing (about, contact, a 404 of no kind): no write changes it. */
  listingFree: boolean;
  headers: [string, number | string | string[]][];
  bytes: PageBytes;
  encode: Encode;
  size: number;
  expires: number;
  /** The generation its render began in. */
  generation: number;
  /** A write may have changed it: given only as giveStale says. */
  stale: boolean;
  /** When the first write that made it stale happened (ms since the epoch), or 0. */
  staleSince: number;
}
interface State {
  generation: number;
  entries: Map<string, Entry>;
  bytes: number;
  /** Addresses a write dropped, not asked for since (see wasDropped). */
  dropped: Set<string>;
  /** Stale pages rendered anew in the background so far (read by npm run test:load). */
  refreshes: number;
  /** When each of the last WRITE_TIMES writes happened, by generation (the write that began it). */
  writeTimes: number[];
}

const WRITE_TIMES = 1024;
/** When the first write after a render that began in `generation` happened. */
const firstWriteAfter = (s: State, generation: number) => s.writeTimes[(generation + 1) % WRITE_TIMES] ?? Date.now();

// On globalThis: revalidateListing runs in route handlers, which Next bundles apart from this module.
const store = globalThis as typeof globalThis & { __pageCache?: State };
const state = (): State => (store.__pageCache ??= { generation: 0, entries: new Map(), bytes: 0, dropped: new Set(), refreshes: 0, writeTimes: [] });

const enabled = () => !process.env.REDIS_URL && process.env.PAGE_CACHE !== 'off';
export const pageCacheEnabled = enabled;

/** Requests of the client router ask for the React payload, not the page, at the same address. */
export const plainRequest = (req: http.IncomingMessage) =>
  !req.headers.rsc && !req.headers['next-router-state-tree'] && !req.headers['next-router-prefetch'] && !req.headers['next-router-segment-prefetch'] && !/[?&]_rsc=/.test(req.url ?? '');

const SLUGS = new Set<string>(KIND_ORDER.map((k) => k.slug));
const SLUG_GROUP = KIND_ORDER.map((k) => k.slug).join('|');
const pathOf = (url: string) => url.split(/[?#]/, 1)[0];

const LIST_PATH = new RegExp(`^(?:/ta)?/(?:${SLUG_GROUP})$`);
const FILTER_PAGE = new RegExp(`^(?:/ta)?/(?:${SLUG_GROUP})/f/`);
const keys = new Map<string, string>();
const MAX_KEYS = 20_000;
const MAX_KEYED_LENGTH = 512;

/**
 * The address a page is kept under: a list's with filters, sort or a page number under the path
 * of the page that serves its canonical query ('/villas?facing=East&utm_source=wa&q=lake' and
 * '/villas?q=lake&facing=East' → '/villas/f/<segment>', as proxy.ts rewrites them), so that
 * equivalent addresses share one page; a list's with nothing known in its query under the plain
 * list's path; any other under itself. Read once per address (a bounded memo).
 */
export function pageKey(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const known = keys.get(url);
  if (known !== undefined) return known;
  const path = url.slice(0, q);
  let key = url;
  if (LIST_PATH.test(path)) {
    try {
      key = filteredListPath(path, new URLSearchParams(url.slice(q + 1))) ?? path;
    } catch {
      // A query that does not read: kept under itself, as it came.
    }
  }
  // Long addresses (a crawler's endless search text) are read each time rather than held.
  if (url.length <= MAX_KEYED_LENGTH) {
    if (keys.size >= MAX_KEYS) keys.clear();
    keys.set(url, key);
  }
  return key;
}

/** '/villas?x', '/ta/villas/1', '/api/villas/1' → 'villas'; the home page, '/about' and the rest → null. */
function sectionOf(url: string): string | null {
  const segments = pathOf(url).split('/');
  const first = segments[1] === 'ta' || segments[1] === 'api' ? segments[2] : segments[1];
  return first && SLUGS.has(first) ? first : null;
}

// One listing's page or API read: '/villas/<id>', '/ta/villas/<id>', '/api/villas/<id>'.
const ONE_LISTING = new RegExp(`^/(?:ta/|api/)?(?:${SLUG_GROUP})/([0-9a-f]{24})$`);
// A link to a listing's page in a page's HTML.
const LISTING_LINK = new RegExp(`href="/(?:ta/)?(?:${SLUG_GROUP})/([0-9a-f]{24})"`, 'g');
// Pages of no kind that show no listing: they are never rendered from listings (lib/cache.ts tags
// none of them). Any other page of no kind (the home pages, the sitemap, pages added later) is
// dropped on every write.
const LISTING_FREE = /^\/(?:ta\/)?(?:about|contact|privacy-policy|testimonials|login|register|forgot-password)$/;

function showsOf(url: string, html: Buffer): Set<string> | null {
  const own = ONE_LISTING.exec(pathOf(url));
  if (!own) return null;
  const ids = new Set([own[1]]);
  if (!url.startsWith('/api/')) for (const m of html.toString('latin1').matchAll(LISTING_LINK)) ids.add(m[1]);
  return ids;
}

/**
 * Drops the kept pages a write to this listing (its kind's slug and its id) can change, as the
 * comment at the top says; `listMayShow` tells, for a list of the kind, whether its filters let
 * the listing through (lib/cache.ts). Without a slug, drops everything.
 */
export function forgetPages(slug?: string, id?: string, listMayShow?: (url: string) => boolean): void {
  const s = state();
  s.generation++;
  s.writeTimes[s.generation % WRITE_TIMES] = Date.now();
  for (const [key, entry] of s.entries) {
    if (slug) {
      if (entry.listingFree) continue;
      if (entry.section && entry.section !== slug) continue;
      if (entry.shows && id && !entry.shows.has(id)) continue;
      if (entry.section && !entry.shows && listMayShow && !listMayShow(key)) continue;
      // Kept as it was, for visitors as giveStale says.
      if (!entry.stale) {
        entry.stale = true;
        entry.staleSince = s.writeTimes[s.generation % WRITE_TIMES];
      }
    } else {
      s.entries.delete(key);
      s.bytes -= entry.size;
    }
    if (s.dropped.size >= MAX_DROPPED) s.dropped.clear();
    s.dropped.add(key);
  }
}

const MAX_DROPPED = 10_000;

/**
 * Whether a write dropped this address and it has not been kept again since: a page that was
 * kept, so asked for before, and is likely wanted again soon by many (the home page, a kind's
 * lists), as opposed to an address no one has asked for yet.
 */
export function wasDropped(url: string): boolean {
  return state().dropped.has(pageKey(url));
}

/** The generation a request starts in: its answer is kept only if no write happened meanwhile. */
export const pageGeneration = () => state().generation;

// A missing page or listing, and the API's listing reads (answered no-store to clients), are kept
// a little while: a write to their kind drops them like the pages.
const MISSING_MAX_AGE_MS = 600_000;
const API_MAX_AGE_MS = 60_000;

/** How long this answer may be kept, or 0: a page Next cached, a 404, a listing read of the API. */
function keepFor(url: string, status: number, headers: http.OutgoingHttpHeaders): number {
  if (headers['set-cookie']) return 0;
  if (url.startsWith('/api/')) return status === 200 || status === 404 ? API_MAX_AGE_MS : 0;
  if (status === 404) return MISSING_MAX_AGE_MS;
  // HIT: from Next's cache; MISS: just rendered into it (the first request after a write).
  const cache = headers['x-nextjs-cache'];
  if (status !== 200 || (cache !== 'HIT' && cache !== 'MISS')) return 0;
  const maxAge = /s-maxage=(\d+)/.exec(String(headers['cache-control'] ?? ''));
  return maxAge ? Math.min(Number(maxAge[1]) * 1000, MAX_AGE_MS) : 0;
}

/** Keeps this answer when it is the same for everyone and known to stay so until a write (keepFor). */
export function keepPage(req: http.IncomingMessage, res: http.ServerResponse, generation: number, bytes: PageBytes, encode: Encode): void {
  if (!enabled() || req.method !== 'GET' || !req.url || !plainRequest(req)) return;
  keepAnswer(req.url, res.statusCode, res.getHeaders(), generation, bytes, encode);
}

/** Keeps an answer no request waited for (a stale page rendered anew: refreshPagesWith), as keepPage. */
export function keepAnswer(url: string, status: number, headers: http.OutgoingHttpHeaders, generation: number, bytes: PageBytes, encode: Encode): void {
  const s = state();
  if (!enabled()) return;
  const ttl = keepFor(url, status, headers);
  if (!ttl) return;
  const key = pageKey(url);
  const kept = generation === s.generation;
  const old = s.entries.get(key);
  // Not kept, the answer still goes to the requests waiting for it that arrived before any write,
  // and takes the place of an older stale copy (still stale: a write came during its render).
  const newerStale = !kept && old?.stale === true && old.generation < generation;
  if (!kept && !newerStale && !leaders.has(key)) return;
  // What a later request gets comes from a cache, as Next would say.
  const keptHeaders = Object.entries(headers)
    .filter(([name, value]) => value !== undefined && !OWN_HEADERS.has(name))
    .map(([name, value]) => (name === 'x-nextjs-cache' ? [name, 'HIT'] : [name, value])) as Entry['headers'];
  // Compressed forms are counted when they are made (servePage).
  const size = bytes.identity.length + (bytes.br?.length ?? 0) + (bytes.gzip?.length ?? 0) + key.length;
  const section = sectionOf(key);
  const listingFree = !section && (status === 404 || LISTING_FREE.test(pathOf(key)));
  const shows = section ? showsOf(key, bytes.identity) : null;
  const entry: Entry = { status, section, shows, listingFree, headers: keptHeaders, bytes, encode, size, expires: Date.now() + ttl, generation, stale: !kept, staleSince: kept ? 0 : firstWriteAfter(s, generation) };
  if (leaders.has(key)) answers.set(key, { entry, generation });
  if (!kept && !newerStale) return;
  if (old) s.bytes -= old.size;
  s.entries.delete(key);
  s.entries.set(key, entry);
  s.bytes += size;
  if (kept) s.dropped.delete(key);
  evict(s);
}

function evict(s: State): void {
  for (const [key, entry] of s.entries) {
    if (s.bytes <= MAX_BYTES) break;
    s.entries.delete(key);
    s.bytes -= entry.size;
  }
}

const SESSION_COOKIE_SET = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;\\s]`);
/** A request with credentials: an administrator sees what they saved, never a copy from before. */
const signedIn = (req: http.IncomingMessage) => Boolean(req.headers.authorization) || SESSION_COOKIE_SET.test(req.headers.cookie ?? '');

/**
 * Renders a stale page anew with no request waiting for it, and calls `done` once that is over
 * (kept or not); false when it cannot (then a request leads the render, as without it).
 */
type Refresh = (key: string, done: () => void) => boolean;
let refresh: Refresh | null = null;
/** Whether the renderer has pages in hand: a render led now would wait behind them. */
let rendering: () => boolean = () => false;
const refreshing = new Set<string>();
// Renders in the background at a time: a page stays stale until one of these is free for it.
const MAX_REFRESHING = 4;
// A copy a write made stale longer ago than this is not given: its next request renders it anew
// and waits. A listing's own page, and the home page, within 2 s: pages asked for often are
// rendered anew in the background well within it. A list within 30 s: the long tail of filter
// addresses is asked for about once a minute each under load, so nearly every request for one
// came more than 2 s after a save and rendered it while holding a place in the read queue; those
// renders set the readers' p99 (npm run test:load, readers with writers: rare filters p99 578 ms,
// every other kind of page 324 to 476 ms). Without a bound, a copy was given up to 29 s after the
// write that made it stale.
const MAX_STALE_MS = 2_000;
const MAX_STALE_LIST_MS = 30_000;
/** A list or an API list read: a page that may show any listing of its kind. */
const staleFor = (entry: Entry) => (entry.section && !entry.shows ? MAX_STALE_LIST_MS : MAX_STALE_MS);

/** Set by the renderer (lib/http/renderer.ts) once it is ready; null when it is gone. */
export function refreshPagesWith(fn: Refresh | null, busy: () => boolean = () => false): void {
  refresh = fn;
  rendering = busy;
}

/**
 * Whether this request gets the stale copy kept at `key`. A signed-in request never does: an
 * administrator sees what they saved; nor does any request once the write that made it stale is
 * older than staleFor says. A visitor does while the page's new render runs, whether a request leads it
 * or it runs in the background. With no render running, the first visitor after
 * the write leads one and waits for it (so whoever asks next sees the change), unless the server
 * is busy, with requests waiting for a place in the read queue (lib/http/admission.ts) or pages
 * being rendered by the renderer (which a render led now would wait behind): then the page is
 * rendered anew in the background and the visitor has the stale copy at once (with every
 * background render busy, the copy is given still, and a later request starts its render). A
 * busy read queue alone missed most of them: it was empty at the moment 397 of the 400 first
 * requests after a save were answered, and each then waited about half a second for the
 * renderer while holding a place (npm run test:load, readers with writers).
 *
 * Under five administrators saving back to back, each save makes about five kept pages stale
 * (the home page, its kind's lists and filtered lists), and the first reader of each after every
 * save waited for its render while holding one of the read queue's places: renders held 7.7 of
 * its 8 places on average, and every reader, of a photo or a kept page alike, queued behind them
 * (npm run test:load, readers with writers, places held per kind of answer).
 */
function giveStale(req: http.IncomingMessage, key: string, entry: Entry): boolean {
  if (signedIn(req) || Date.now() - entry.staleSince > staleFor(entry)) return false;
  if (leaders.has(key) || refreshing.has(key)) return true;
  if (!refresh || (admissionState().waiting === 0 && !rendering())) return false;
  // With every background render busy, the page is rendered anew on a later request.
  if (refreshing.size >= MAX_REFRESHING) return true;
  refreshing.add(key);
  if (refresh(key, () => refreshing.delete(key))) {
    state().refreshes++;
    return true;
  }
  refreshing.delete(key);
  return false;
}

/**
 * Answers a GET or HEAD of a kept answer and returns true; false when there is none to give.
 * A page a write made stale is given only as giveStale says (stale-while-revalidate, as Next's
 * own revalidateTag does by default).
 */
export function servePage(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url || !enabled()) return false;
  const s = state();
  const key = pageKey(req.url);
  const entry = s.entries.get(key);
  if (!entry || !plainRequest(req)) return false;
  if (entry.expires < Date.now()) {
    s.entries.delete(key);
    s.bytes -= entry.size;
    return false;
  }
  if (entry.stale && !giveStale(req, key, entry)) return false;
  // Least recently used goes first: a crawler's run through endless filter addresses must not push
  // out the pages everyone asks for. (Those are not in Next's own cache either by then: the
  // requests answered here never reached it, so its LRU had let them go. Kept in order of
  // arrival, they were rendered anew under load: npm run test:load, fixed-rate phase.)
  s.entries.delete(key);
  s.entries.set(key, entry);
  sendEntry(req, res, entry, true, entry.stale);
  return true;
}

/** Answers with a kept answer; `counted` when it is in the cache, whose size its new compressed forms add to. */
function sendEntry(req: http.IncomingMessage, res: http.ServerResponse, entry: Entry, counted: boolean, stale = false): void {
  const encoding = entry.bytes.identity.length < 1024 ? 'identity' : negotiate(req) ?? 'identity';
  const made = encoding !== 'identity' && !entry.bytes[encoding];
  const body = entry.encode(encoding);
  if (made && counted) {
    const s = state();
    entry.size += body.length;
    s.bytes += body.length;
    evict(s);
  }
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  // The bytes depend on Accept-Encoding, whatever the request that filled the entry asked.
  const vary = String(res.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.setHeader('X-Page-Cache', stale ? 'stale' : 'hit');
  if (stale) {
    res.setHeader('x-nextjs-cache', 'STALE');
    // How long ago a write made it stale (npm run test:load reports it).
    res.setHeader('Server-Timing', `stale;dur=${Date.now() - entry.staleSince}`);
  }
  res.writeHead(entry.status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/*
 * Requests for an address Next is answering at this moment wait for that answer instead of asking
 * Next again. After a write, the home page and its kind's lists are rendered anew on their next
 * request; under load dozens of requests for each arrived during that render, each went into
 * Next (which renders once and makes the others wait) and each held a place in the read queue, so
 * every place was held by a wait for the same few renders and the queue stood still for seconds
 * (npm run test:load, readers with writers). Now the first request leads; the others are set aside
 * (holding no place) and, when its answer is complete, get it.
 *
 * A write while the leader's page was rendered makes that page possibly out of date: it is not
 * kept, but the requests that arrived before the write still get it (it is as new as they asked
 * for). The ones that arrived after the write wait for one new render, led by the first of them,
 * which all of them arrived before. Sending those all to Next at once rendered the home page four
 * times per write under five administrators saving; having everyone wait for a render no write
 * interrupted kept the home page's readers waiting for seconds when saves came faster than it
 * rendered (npm run test:load). An answer that is not for everyone (one with a cookie) sends them
 * all to Next at once, not one by one.
 */
interface Follower {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  generation: number;
  retry: (lead: boolean) => void;
}
const leaders = new Map<string, Follower[]>();
/** The leader's answer, kept or not, for its followers, with the generation its render began in. */
const answers = new Map<string, { entry: Entry; generation: number }>();

/**
 * Sets this request aside and returns true when another request for its address is being answered
 * by Next; then it gets that answer, or `retry` runs once it is complete, with `lead` true when it
 * is to ask to lead (followLeader again) before it goes to Next. Otherwise returns false, and when
 * this request is the first for its address, it leads: the requests set aside wait for its answer.
 */
export function followLeader(req: http.IncomingMessage, res: http.ServerResponse, retry: (lead: boolean) => void): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url || !enabled() || !plainRequest(req)) return false;
  // A filtered list's own path is asked for by Next itself, carrying out the proxy's rewrite of
  // '/villas?bedrooms=3' (with `-H 127.0.0.1`) while that request leads for the same key: it
  // must not wait for the request that waits for it.
  if (FILTER_PAGE.test(req.url)) return false;
  const url = pageKey(req.url);
  const waiting = leaders.get(url);
  if (waiting) {
    waiting.push({ req, res, generation: state().generation, retry });
    return true;
  }
  const followers: Follower[] = [];
  leaders.set(url, followers);
  // The answer is kept, or handed over, by then.
  whenAnswered(res, () => {
    leaders.delete(url);
    const answer = answers.get(url);
    answers.delete(url);
    if (!followers.length) return;
    queueMicrotask(() => {
      const later: Follower[] = [];
      for (const f of followers) {
        if (f.res.destroyed) continue;
        // Begun in the generation the request arrived in, or later: as new as it asked for.
        if (answer && answer.generation >= f.generation) sendEntry(f.req, f.res, answer.entry, state().entries.get(url) === answer.entry);
        else if (answer) later.push(f);
        else f.retry(false);
      }
      if (!later.length) return;
      // The first one leads anew (its retry finds no page kept and no leader); the rest follow it.
      const [first, ...rest] = later;
      first.retry(true);
      const next = leaders.get(url);
      if (next) next.push(...rest);
      else rest.forEach((f) => f.retry(true));
    });
  });
  return false;
}
