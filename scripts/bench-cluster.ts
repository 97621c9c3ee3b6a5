// `npm run bench:cluster`: the figures behind the capacity notes in docs/. Starts the cluster of
// `npm run cluster` (scratch database with the demo data, two instances of server.mjs, Redis, nginx
// with its microcache) plus one more instance of the same build without Redis (Next's per-process
// cache) and a second nginx without the microcache, and loads cached pages with autocannon
// (BENCH_SECONDS, 5 by default, 10 connections, after a 2 s warm-up): one instance without Redis,
// one with Redis, both through nginx without its cache, and both through nginx as deployed. Then
// the cost of an uncached request, the database queries of one render, and the Redis memory per
// cached page. Prints the figures and writes bench-results/cluster.json. Loopback only; the
// machine is shared, so figures move with other work on it (the load average is printed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from './lib/free-port';
import { instance, startCluster, startNginx, waitHealthy } from './lib/cluster';
import { root, sleep } from './lib/resilience';

const seconds = Number(process.env.BENCH_SECONDS || 5);
const cluster = await startCluster({ count: 2, distDir: '.next-cluster', local: false, seed: true });
const results: Record<string, unknown> = { date: new Date().toISOString(), loadAverage: os.loadavg(), cpus: os.cpus().length };
try {
  const [a] = cluster.instances;
  const solo = instance({ ...cluster.shared, redisUrl: '' }, 'solo', await freePort(), cluster.dir);
  solo.start();
  await waitHealthy(solo.base, solo.proc);
  // The instances behind nginx, without its microcache: what the app itself gives through a proxy.
  const plainDir = path.join(cluster.dir, 'plain');
  fs.mkdirSync(plainDir, { recursive: true });
  const plain = await startNginx(plainDir, cluster.shared, cluster.instances, await freePort(), { cache: false });

  const client = new pg.Client({ connectionString: cluster.database.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>("select id from listings where kind = 'villa' limit 1");
  const villa = `/villas/${rows[0].id}`;

  const measure = async (label: string, url: string) => {
    await autocannon({ url, connections: 10, duration: 2 });
    const r = await autocannon({ url, connections: 10, duration: seconds });
    const row = { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
    results[label] = row;
    console.log(`${label}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.non2xx} non-2xx, ${row.errors} errors`);
  };
  console.log(`Load average at start: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (const [name, p] of [['detail', villa], ['home', '/']] as const) {
    await measure(`one instance, no Redis: ${name}`, `${solo.base}${p}`);
    await measure(`one instance, Redis: ${name}`, `${a.base}${p}`);
    await measure(`two instances through nginx without its cache, Redis: ${name}`, `${plain.base}${p}`);
    await measure(`two instances through nginx with its microcache: ${name}`, `${cluster.nginx.base}${p}`);
  }
  await plain.stop();
  await measure('one instance: uncached API list (/api/villas?limit=24)', `${a.base}/api/villas?limit=24`);
  await solo.stop();

  // One render's database work: statements PostgreSQL counts for this database around a miss.
  const stat = async () =>
    Number((await client.query<{ n: string }>('select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()')).rows[0].n);
  await sleep(11_000);
  await client.query('select pg_stat_clear_snapshot()');
  const before = await stat();
  const t = Date.now();
  const fresh = await fetch(`${a.base}/villas?bedrooms=3`);
  await fresh.text();
  const renderMs = Date.now() - t;
  await sleep(11_000); // idle backends report their statistics within 10 s (PostgreSQL 15)
  await client.query('select pg_stat_clear_snapshot()');
  results.render = { ms: renderMs, transactions: (await stat()) - before - 1, cache: fresh.headers.get('x-nextjs-cache') };
  console.log(`a render (a filtered list, cache ${fresh.headers.get('x-nextjs-cache')}): ${renderMs} ms, about ${(results.render as { transactions: number }).transactions} database transactions`);
  await client.end();

  // Redis memory per cached page.
  const keys = cluster.redis.cli('--scan', '--pattern', 'hosur:*').split('\n').filter((k) => k.includes('/route-cache/APP_PAGE/'));
  const sizes: Record<string, number> = {};
  for (const k of keys) sizes[k.replace(/^.*\$/, '')] = Number(cluster.redis.cli('memory', 'usage', k));
  results.redisPageBytes = sizes;
  results.redisUsedMemory = cluster.redis.cli('info', 'memory').match(/used_memory:(\d+)/)?.[1];
  console.log('Redis bytes per cached page:', sizes, 'used_memory', results.redisUsedMemory);
} finally {
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results', 'cluster.json'), JSON.stringify(results, null, 2));
  await cluster.stop();
}
