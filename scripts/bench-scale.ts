// `npm run bench:scale`: the scale curve of the listing queries the pages make. For each engine
// (SQLite always; PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set, in a scratch database
// that is dropped afterwards) and each size, a fresh database is filled in bulk with generated
// listings, then every query below runs through the real lib/listings functions: median and p95
// over RUNS runs after a warm-up. A page's cost should stay flat as listings grow; the last column
// is the ratio of the largest size to the smallest. Prints one table per engine, the plan of every
// SQL statement at the largest size with --plans, and writes bench-results/scale.json.
//
//   npm run bench:scale [-- --sizes=1000,10000,100000 --runs=50 --engine=sqlite|postgres --plans --keep]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CompiledQuery,
  type KyselyPlugin,
  PostgresQueryCompiler,
  type QueryResult,
  type RootOperationNode,
  sql,
  SqliteQueryCompiler,
  type UnknownRow,
} from 'kysely';
import { closeDb, db, type Engine } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { newId } from '@/lib/ids';
import { countListings, getListing, listingStamps, listListings, relatedListings } from '@/lib/listings';
import { toColumns } from '@/lib/listings/rows';
import { KINDS, type KindDef, type KindId, type ListingValues, validateListing } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { parseListQuery } from '@/models/query';
import { adminQuery as pgAdmin, withDatabase } from './lib/pg-admin';
import { demoListings } from './seed/data';
import { pinOf } from './seed/pins';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SIZES = (arg('sizes') ?? '1000,10000,100000').split(',').map(Number);
const RUNS = Number(arg('runs') ?? 50);
const WARMUP = 5;
const SHOW_PLANS = process.argv.includes('--plans');
const KEEP = process.argv.includes('--keep'); // leave the largest database behind, to explore its plans
const ONLY = arg('engine') as Engine | undefined;
const BATCH = 500; // rows per INSERT: about 40 columns, well under both engines' parameter limits
const PER_TRANSACTION = 5000;

const root = process.cwd();
const workDir = path.join(root, '.bench-scale');
const pgAdminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';

// ---------------------------------------------------------------------------------------------
// Generated listings: the demo listings' validated values (so the real parsers ran once per
// template), varied in title, place and price like scripts/lib/bench-fill.ts, turned into columns
// by the same toColumns that createListing uses. Images are fake paths; nothing is rendered.

const PLACES = ['Bagalur Road', 'Rayakottai Road', 'Mathigiri', 'Zuzuvadi', 'Alasanatham', 'Sipcot Phase 2', 'Bathalapalli', 'Dharga'];
const templates = demoListings.map((t) => {
  const kind = KINDS[t.kind];
  const checked = validateListing(kind, t.fields);
  if (!checked.ok) throw new Error(checked.message);
  return { kind, values: checked.values };
});
const fakeImage = (kind: KindId, n: number) => `/uploads/${kind.slice(0, 2)}/${kind.padEnd(4, '0').slice(0, 4)}${String(n).padStart(20, '0')}.webp`;

function rowFor(i: number, createdAt: string) {
  const { kind, values: base } = templates[i % templates.length];
  // Place by block of templates, so every template appears in every place.
  const place = PLACES[Math.floor(i / templates.length) % PLACES.length];
  const values: ListingValues = {
    ...base,
    title: `${base.title} #${i}`,
    location: `${place}, Hosur`,
    price: 1_500_000 + ((i * 7919) % 300) * 100_000,
    ...pinOf(`${place}, Hosur`, i),
  };
  const images = { mainImage: fakeImage(kind.id, i % 4), additionalImages: [fakeImage(kind.id, (i + 1) % 4), fakeImage(kind.id, (i + 2) % 4)] };
  return { id: newId(), ...toColumns(kind, values, images), statusChangedAt: createdAt, createdAt, updatedAt: createdAt, version: 1 };
}

/** Inserts `total` listings (and their 'created' events, as createListing does), one minute apart, the newest now. */
async function fill(total: number): Promise<Record<KindId, string>> {
  const handle = await db();
  const start = Date.now() - total * 60_000;
  const probes: Partial<Record<KindId, string>> = {};
  for (let from = 0; from < total; from += PER_TRANSACTION) {
    const to = Math.min(total, from + PER_TRANSACTION);
    await handle.transaction().execute(async (trx) => {
      for (let b = from; b < to; b += BATCH) {
        const rows = [];
        for (let i = b; i < Math.min(to, b + BATCH); i++) {
          const row = rowFor(i, new Date(start + i * 60_000).toISOString());
          // The listing probed by the detail and related queries: the first of each kind past the middle.
          if (i >= total / 2 && !probes[row.kind as KindId]) probes[row.kind as KindId] = row.id;
          rows.push(row);
        }
        await trx.insertInto('listings').values(rows).execute();
        await trx
          .insertInto('listingEvents')
          .values(rows.map((r) => ({ id: newId(), listingId: r.id, kind: r.kind, title: r.title, action: 'created' as const, at: r.createdAt })))
          .execute();
      }
    });
  }
  return probes as Record<KindId, string>;
}

// ---------------------------------------------------------------------------------------------
// The queries, as the pages and the API make them.

const { villa, plot, home } = KINDS;
function query(params: Record<string, string>) {
  const parsed = parseListQuery(params);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
}
async function load(kind: KindDef, id: string): Promise<Listing> {
  const listing = await getListing(kind, id);
  if (!listing) throw new Error(`probe ${kind.id} ${id} not found`);
  return listing;
}

interface Case {
  name: string;
  run: () => Promise<unknown>;
  runs?: number;
}

async function cases(probes: Record<KindId, string>): Promise<Case[]> {
  const current = { villa: await load(villa, probes.villa), plot: await load(plot, probes.plot), home: await load(home, probes.home) };
  const list = (kind: KindDef, params: Record<string, string>): Case => ({
    name: `${kind.slug} ${new URLSearchParams(params).toString() || '(first page)'}`,
    run: () => listListings(kind, query(params)),
  });
  return [
    list(villa, {}),
    list(plot, {}),
    list(home, {}),
    list(villa, { bedrooms: '3', maxPrice: '8000000' }),
    list(plot, { q: 'mathigiri' }),
    list(plot, { q: 'mathigiri', sort: 'area-desc' }),
    list(plot, { q: 'no such place' }),
    list(home, { sort: 'price-asc' }),
    list(home, { sort: 'price-desc', type: 'Apartment' }),
    // Page 20 (offset 228 at 12 a page) still exists at 1,000 listings (about 310 of each kind); page 40 would be empty there.
    list(villa, { page: '20' }),
    list(plot, { page: '20', sort: 'price-asc' }),
    { name: 'countListings(villa)', run: () => countListings(villa) },
    { name: 'getListing(home)', run: () => getListing(home, probes.home) },
    { name: 'relatedListings(villa)', run: () => relatedListings(villa, current.villa) },
    { name: 'relatedListings(plot)', run: () => relatedListings(plot, current.plot) },
    { name: 'relatedListings(home)', run: () => relatedListings(home, current.home) },
    // Every listing, by design; timed over fewer runs.
    // The reads app/sitemap.ts makes (it also tags the page, which needs a running Next server).
    { name: 'sitemap.xml (all listings)', run: async () => {
        for (const kind of Object.values(KINDS)) await listingStamps(kind);
      },
      runs: 3,
    },
  ];
}

interface Timing {
  median: number;
  p95: number;
}

async function time(c: Case): Promise<Timing> {
  const runs = c.runs ?? RUNS;
  for (let i = 0; i < Math.min(WARMUP, runs); i++) await c.run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await c.run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)];
  return { median: at(0.5), p95: at(0.95) };
}

// ---------------------------------------------------------------------------------------------
// Plans: a plugin on the shared handle records the SQL each lib call sends; each statement is then
// explained (SQLite: EXPLAIN QUERY PLAN; PostgreSQL: EXPLAIN ANALYZE with buffers).

type HandleStore = typeof globalThis & { __dbHandle?: { db: Awaited<ReturnType<typeof db>> } };

async function plansOf(engineName: Engine, c: Case): Promise<string[]> {
  const handle = await db();
  const store = globalThis as HandleStore;
  const compiler = engineName === 'sqlite' ? new SqliteQueryCompiler() : new PostgresQueryCompiler();
  const seen: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      seen.push(compiler.compileQuery(args.node as RootOperationNode, args.queryId));
      return args.node;
    },
    transformResult: async (args): Promise<QueryResult<UnknownRow>> => args.result,
  };
  store.__dbHandle!.db = handle.withPlugin(recorder);
  try {
    await c.run();
  } finally {
    store.__dbHandle!.db = handle;
  }
  // One plan per distinct statement (the sitemap sends the same two many times): the last one sent.
  const distinct = new Map(seen.map((q) => [q.sql, q]));
  const plans: string[] = [];
  for (const q of distinct.values()) {
    const prefix = engineName === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ';
    const result = await handle.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + q.sql, [...q.parameters]));
    const lines =
      engineName === 'sqlite'
        ? sqlitePlanLines(result.rows as { id: number; parent: number; detail: string }[])
        : result.rows.map((r) => String(r['QUERY PLAN']));
    plans.push(`${q.sql.replace(/\s+/g, ' ')}\n${lines.map((l) => `    ${l}`).join('\n')}`);
  }
  return plans;
}

function sqlitePlanLines(rows: { id: number; parent: number; detail: string }[]): string[] {
  const depth = new Map<number, number>([[0, -1]]);
  return rows.map((r) => {
    const d = (depth.get(r.parent) ?? -1) + 1;
    depth.set(r.id, d);
    return `${'  '.repeat(d)}${r.detail}`;
  });
}

// ---------------------------------------------------------------------------------------------
// Engines: a fresh database per size.


const adminQuery = (text: string) => pgAdmin(pgAdminUrl, text);

interface EngineResult {
  sizes: number[];
  fillMs: Record<number, number>;
  queries: Record<string, Record<number, Timing>>;
  plans: Record<string, string[]>;
}

async function runEngine(engineName: Engine): Promise<EngineResult> {
  const result: EngineResult = { sizes: SIZES, fillMs: {}, queries: {}, plans: {} };
  const pgName = `bench_scale_${process.pid}`;
  for (const size of SIZES) {
    const dataDir = path.join(workDir, `${engineName}-${size}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.env.DATA_DIR = dataDir;
    process.env.UPLOADS_DIR = path.join(workDir, 'uploads');
    if (engineName === 'postgres') {
      await adminQuery(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
      await adminQuery(`CREATE DATABASE ${pgName}`);
      process.env.DATABASE_URL = withDatabase(pgAdminUrl, pgName);
    } else {
      delete process.env.DATABASE_URL;
    }
    resetEnvCache();
    await closeDb();
    try {
      await db(); // migrations, outside the fill time
      const t = performance.now();
      const probes = await fill(size);
      result.fillMs[size] = performance.now() - t;
      // PostgreSQL's autovacuum would analyse and vacuum (visibility map) an insert-only table on its
      // own; do it now so it doesn't happen mid-measurement. SQLite is left as the site leaves it: no ANALYZE.
      if (engineName === 'postgres') await sql`VACUUM ANALYZE`.execute(await db());
      console.log(`  ${engineName} ${size.toLocaleString('en')}: filled in ${(result.fillMs[size] / 1000).toFixed(1)} s`);
      for (const c of await cases(probes)) {
        const timing = await time(c);
        (result.queries[c.name] ??= {})[size] = timing;
        if (size === SIZES[SIZES.length - 1]) result.plans[c.name] = await plansOf(engineName, c);
      }
    } finally {
      await closeDb();
      if (KEEP && size === SIZES[SIZES.length - 1]) {
        console.log(`  kept ${engineName === 'postgres' ? process.env.DATABASE_URL : path.join(dataDir, 'site.db')}`);
      } else {
        if (engineName === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Report.

const short = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));

function printTable(engineName: Engine, r: EngineResult) {
  const first = r.sizes[0];
  const last = r.sizes[r.sizes.length - 1];
  const header = ['query (median / p95 ms)', ...r.sizes.map(short), `${short(last)}/${short(first)}`];
  const rows = Object.entries(r.queries).map(([name, bySize]) => [
    name,
    ...r.sizes.map((s) => `${ms(bySize[s].median)} / ${ms(bySize[s].p95)}`),
    `${(bySize[last].median / bySize[first].median).toFixed(1)}x`,
  ]);
  rows.push(['fill (s, bulk)', ...r.sizes.map((s) => (r.fillMs[s] / 1000).toFixed(1)), `${(r.fillMs[last] / r.fillMs[first]).toFixed(0)}x`]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${engineName === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

const engines: Engine[] = (['sqlite', 'postgres'] as const).filter((e) => (ONLY ? e === ONLY : e === 'sqlite' || Boolean(pgAdminUrl)));
if (engines.includes('postgres') && !pgAdminUrl) throw new Error('Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server to bench it.');

const loadBefore = os.loadavg();
const loadText = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
console.log(`Scale curve: sizes ${SIZES.map(short).join(', ')}; ${RUNS} runs after ${WARMUP} warm-up; load average ${loadText(loadBefore)} (${os.cpus().length} cores)`);
fs.mkdirSync(workDir, { recursive: true });
const results: Partial<Record<Engine, EngineResult & { load: number[] }>> = {};
// Each engine's table (and plans) as soon as it is done, and the file rewritten, so a long run keeps what it measured.
for (const e of engines) {
  results[e] = { ...(await runEngine(e)), load: os.loadavg() };
  printTable(e, results[e]);
  if (SHOW_PLANS) {
    console.log(`\nPlans on ${e} at ${short(SIZES[SIZES.length - 1])}`);
    for (const [name, plans] of Object.entries(results[e].plans)) console.log(`\n${name}\n${plans.join('\n')}`);
  }
  console.log(`\nLoad average after ${e}: ${loadText(results[e].load)}`);
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(
    'bench-results/scale.json',
    JSON.stringify({ at: new Date().toISOString(), sizes: SIZES, runs: RUNS, warmup: WARMUP, loadBefore, engines: results }, null, 2),
  );
}
if (!KEEP) fs.rmSync(workDir, { recursive: true, force: true });
console.log('\nWritten to bench-results/scale.json');
