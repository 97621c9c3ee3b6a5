// `npm run bench`: builds the app on a fresh database of 10,000 generated listings, serves it
// with `next start`, and loads each route with wrk at 10 and 50 connections, pages asked for
// as a browser asks (brotli or gzip; a few again without compression). Baselines:
// /privacy-policy (a fully static page of the same app) and the home page's exact HTML served by
// plain node:http (the ceiling of one Node process). When nginx is installed, the public pages are
// measured again through deploy/nginx.conf (rewritten for localhost, without TLS) against nginx
// serving the same bytes as a static file. The load comes from wrk (scripts/lib/wrk.ts says why
// not autocannon), and each row of the app also says how much CPU the server spent a request.
// Then the cached pages are measured again against /privacy-policy in alternating runs, for issue
// 11's ratio. Prints the tables and writes bench-results/bench.json.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/free-port';
import { writeLoopbackNginxConf } from './lib/nginx-conf';
import { SERVER_PROCESS_ENV } from './lib/server-process';
import { treeCpuMs, wrk, wrkInstalled } from './lib/wrk';

if (!wrkInstalled()) throw new Error('npm run bench needs wrk: apt-get install -y wrk');
const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const listings = Number(process.env.BENCH_LISTINGS || 10_000);
const dir = path.join(root, '.bench');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NEXT_DIST_DIR: '.next-bench',
  DATA_DIR: path.join(dir, 'data'),
  UPLOADS_DIR: path.join(dir, 'uploads'),
  SITE_URL: base,
  DATABASE_URL: '',
  SEED: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
  ADMIN_EMAIL: 'bench@example.com',
  ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
};

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

// BENCH_REUSE=1 measures the previous run's database and build again (for quick iterations).
if (process.env.BENCH_REUSE === '1' && fs.existsSync(path.join(dir, 'data', 'site.db'))) {
  console.log('Reusing .bench and .next-bench from the previous run.');
  fs.rmSync(path.join(dir, 'nginx'), { recursive: true, force: true });
} else {
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`Filling a fresh database with ${listings} listings...`);
  run(bin('tsx'), ['--conditions=react-server', 'scripts/lib/bench-fill.ts', String(listings)]);
  console.log('Building (.next-bench)...');
  run(bin('next'), ['build']);
}

// -H localhost (it listens on 127.0.0.1 here): with -H 127.0.0.1 Next does not take the proxy's
// rewrite of a filtered list for its own and makes it a second HTTP request (STACK trap 15).
const server = spawn(bin('next'), ['start', '-p', String(port), '-H', 'localhost'], { env: { ...env, ...SERVER_PROCESS_ENV }, stdio: 'ignore' });
const stoppers: (() => void)[] = [() => server.kill('SIGTERM')];
const stop = () => stoppers.forEach((f) => f());
process.on('exit', stop);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  if (i > 100) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 300));
}

const first = async (slug: string) => ((await (await fetch(`${base}/api/${slug}?limit=1`)).json()) as { data: { _id: string; mainImage: string }[] }).data[0];
const [villa, plot, home] = await Promise.all(['villas', 'plots', 'homes'].map(first));

const pageBytes = async (p: string) => Buffer.from(await (await fetch(`${base}${p}`)).arrayBuffer());
const filteredPath = '/villas?bedrooms=3&maxPrice=15000000';
const pages: Record<string, string> = {
  '/privacy-policy': '/privacy-policy',
  '/': '/',
  '/villas': '/villas',
  '/villas/{id}': `/villas/${villa._id}`,
  [filteredPath]: filteredPath,
};
const html: Record<string, Buffer> = {};
for (const [name, p] of Object.entries(pages)) html[name] = await pageBytes(p);
const homeHtml = html['/'];

// The ceiling: plain node:http sending a page's exact HTML, what one Node process does with these
// bytes and no app at all.
const plainPort = await freePort();
const plain = http.createServer((req, res) => {
  const url = req.url ?? '/';
  const body = html[decodeURIComponent(url.slice('/bytes'.length)) || '/'] ?? homeHtml;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
await new Promise<void>((r) => plain.listen(plainPort, '127.0.0.1', r));
const plainUrl = (name: string) => `http://127.0.0.1:${plainPort}/bytes${encodeURIComponent(name)}`;

// A filter address nobody asked for yet, new on every request (its own price cap): the cost of a
// first render. A fixed set of a few hundred came round again once the page cache held them all,
// and the row measured cache hits.
const SORTS = ['newest', 'price-asc', 'price-desc', 'area-desc'];
/** For wrk: /villas?bedrooms=…&maxPrice=…&sort=…, counting on from `start` (each run its own). */
const distinctFilterLua = (start: number) => `
  n = (n or ${start}) + 1
  local sorts = { ${SORTS.map((x) => `'${x}'`).join(', ')} }
  return wrk.format(nil, '/villas?bedrooms=' .. (1 + n % 5) .. '&maxPrice=' .. (4000000 + n * 1000) .. '&sort=' .. sorts[math.floor(n / 5) % ${SORTS.length} + 1])`;

// Pages are asked for as a browser asks (Accept-Encoding: gzip, deflate, br, zstd); the site sends
// each cached page's brotli bytes, compressed once per version of the page (lib/http/public-html.ts).
// A few are measured again without compression, as before, for the bytes' share of the cost.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const routes: [string, string, Record<string, string>?][] = [
  ['static /privacy-policy (baseline)', `${base}/privacy-policy`, BROWSER],
  ['plain node:http, home bytes (ceiling)', plainUrl('/')],
  ['plain node:http, /privacy-policy bytes (bytes baseline)', plainUrl('/privacy-policy')],
  ['plain node:http, /villas bytes', plainUrl('/villas')],
  ['plain node:http, /villas/{id} bytes', plainUrl('/villas/{id}')],
  ['home /', `${base}/`, BROWSER],
  ['list /villas', `${base}/villas`, BROWSER],
  ['list /plots', `${base}/plots`, BROWSER],
  ['list /homes', `${base}/homes`, BROWSER],
  [`filtered list ${filteredPath}`, `${base}${filteredPath}`, BROWSER],
  ['filtered lists, a new address each (first render each)', `${base}/villas?distinct`, BROWSER],
  ['list search /plots?q=mathigiri', `${base}/plots?q=mathigiri`, BROWSER],
  ['detail /villas/{id}', `${base}/villas/${villa._id}`, BROWSER],
  ['detail /plots/{id}', `${base}/plots/${plot._id}`, BROWSER],
  ['detail /homes/{id}', `${base}/homes/${home._id}`, BROWSER],
  ['uncompressed static /privacy-policy (baseline)', `${base}/privacy-policy`],
  ['uncompressed home /', `${base}/`],
  ['uncompressed list /villas', `${base}/villas`],
  ['uncompressed detail /villas/{id}', `${base}/villas/${villa._id}`],
  ['API GET /api/villas?limit=24', `${base}/api/villas?limit=24`],
  ['API GET /api/plots/{id}', `${base}/api/plots/${plot._id}`],
  ['image /uploads/…', `${base}${villa.mainImage}`],
];

const nginxBase = await startNginx();
if (nginxBase) {
  routes.push(
    ['nginx: static file, home bytes (nginx baseline)', `${nginxBase}/__bench/home.html`],
    ['nginx: home /', `${nginxBase}/`],
    ['nginx: list /villas', `${nginxBase}/villas`],
    ['nginx: detail /villas/{id}', `${nginxBase}/villas/${villa._id}`],
    ['nginx: image /uploads/…', `${nginxBase}${villa.mainImage}`],
  );
}

/**
 * deploy/nginx.conf as production has it, rewritten for this run: the app's port, the bench's
 * build and uploads, a private cache folder, plain HTTP on a free port instead of TLS, and one
 * extra location serving the home page's bytes as a static file. Null when nginx is not installed.
 */
async function startNginx(): Promise<string | null> {
  if (spawnSync('nginx', ['-v']).error) {
    console.log('nginx is not installed: skipping the measurements through it.');
    return null;
  }
  const nginxDir = path.join(dir, 'nginx');
  const root = path.join(nginxDir, 'root');
  fs.mkdirSync(path.join(root, '__bench'), { recursive: true });
  fs.symlinkSync(path.resolve(env.NEXT_DIST_DIR), path.join(root, '.next'));
  fs.symlinkSync(env.UPLOADS_DIR, path.join(root, 'uploads'));
  fs.writeFileSync(path.join(root, '__bench', 'home.html'), homeHtml);
  const nginxPort = await freePort();
  const conf = writeLoopbackNginxConf({
    nginxDir,
    port: nginxPort,
    appPorts: [port],
    appRoot: root,
    workers: os.availableParallelism(),
    accessLog: false,
    adjust: (site) => site.replace(/(\n\s*location \/ \{)/, `\n    location = /__bench/home.html { root ${root}; default_type text/html; }\n$1`),
  });
  const nginx = spawn('nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  stoppers.push(() => nginx.kill('SIGQUIT'));
  const nginxBase = `http://127.0.0.1:${nginxPort}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${nginxBase}/__bench/home.html`)).ok) break;
    } catch {}
    if (i > 50) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  // The cache keeps public pages and never signed-in or API answers.
  const first = await fetch(`${nginxBase}/`);
  const second = await fetch(`${nginxBase}/`);
  const api = await fetch(`${nginxBase}/api/villas?limit=1`);
  await fetch(`${nginxBase}/api/villas?limit=1`);
  const apiAgain = await fetch(`${nginxBase}/api/villas?limit=1`);
  console.log(`nginx cache: home ${first.headers.get('x-cache-status')} then ${second.headers.get('x-cache-status')}; API ${api.headers.get('x-cache-status')} then ${apiAgain.headers.get('x-cache-status')}`);
  if (second.headers.get('x-cache-status') !== 'HIT' || apiAgain.headers.get('x-cache-status') === 'HIT') throw new Error('nginx caching is not as configured');
  return nginxBase;
}

// The cached pages issue 11 holds to 0.9 of /privacy-policy's rate (a filter or search address once
// rendered is a cached list like any other; the first-render row is not one).
const CACHED_PAGE = /^(home |list |filtered list \/|detail )/;

interface Row {
  route: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
  non2xx: number;
  /** The server's CPU time a request (µs, all its threads), for the app's own rows. */
  cpuUs?: number;
}
const rows: Row[] = [];
// BENCH_ONLY=regex limits a quick run to some routes; the baselines always run.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const measured = routes.filter(([route]) => !only || only.test(route) || /baseline|ceiling/.test(route));
const connectionCounts = (process.env.BENCH_CONNECTIONS || '10,50').split(',').map(Number);
// Every route is warmed up before the first measurement, so that the baseline, measured first, does
// not pay the server's warm-up for the others; the baselines are measured again at the end, and
// each ratio is taken against the faster of their two runs.
for (const [, url, headers] of measured) if (!url.endsWith('?distinct')) await wrk({ url, connections: 10, seconds: 2, headers });
let distinctRuns = 0;
const baselines = measured.filter(([route]) => /static \/privacy-policy/.test(route));
/** wrk's figures, and for the app's own addresses the server's CPU µs a request meanwhile. */
async function load(opts: Parameters<typeof wrk>[0]) {
  const ownServer = opts.url.startsWith(base);
  const before = ownServer ? treeCpuMs(server.pid!) : 0;
  const r = await wrk(opts);
  return { ...r, cpuUs: ownServer ? ((treeCpuMs(server.pid!) - before) * 1000) / Math.max(1, r.requests) : undefined };
}
for (const connections of connectionCounts) {
  for (const [route, url, headers] of [...measured, ...baselines.map(([r, u, h]): [string, string, Record<string, string>?] => [`${r} again`, u, h])]) {
    const distinct = url.endsWith('?distinct');
    if (!distinct) await wrk({ url, connections, seconds: 2, headers }); // warm-up (and first render of ISR pages)
    const r = distinct
      ? // Every request a new address, never one asked for before in this run.
        await load({ url: base, connections, seconds, headers, luaRequest: distinctFilterLua(10_000 * distinctRuns++) })
      : await load({ url, connections, seconds, headers });
    rows.push({
      route,
      connections,
      rps: r.rps,
      p50: r.p50,
      p99: r.p99,
      bytes: r.bytes,
      errors: r.errors,
      non2xx: r.non2xx,
      ...(r.cpuUs !== undefined ? { cpuUs: Math.round(r.cpuUs) } : {}),
    });
    console.log(`${connections} conn  ${route}: ${r.rps} req/s`);
  }
}

// Issue 11's "cached pages cost what a static page costs", in rounds of strictly alternating runs:
// /privacy-policy, a cached page, /privacy-policy, the next page, … Each page's rate is taken
// against the mean of the two /privacy-policy runs either side of it, and the median over the
// rounds is the ratio. The machine's speed drifts over a run (/privacy-policy measured at the start
// and at the end of the table above: 19,248 and 16,516 req/s in one run, 20,866 and 13,078 in an
// earlier one), so a ratio is only taken between runs next to each other. In one run the table's
// order put the cached pages at 0.80 to 1.00 of /privacy-policy, alternating runs at 0.99 to 1.13.
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS || 4);
const cachedPages = measured.filter(([route]) => CACHED_PAGE.test(route));
interface Pair { rps: number; staticRps: number; cpuUs: number; staticCpuUs: number }
const pairs = new Map<string, Pair[]>(cachedPages.map(([route]) => [route, []]));
const timed = async (url: string) => {
  const r = await load({ url, connections: 10, seconds: ROUND_SECONDS, headers: BROWSER });
  return { rps: r.rps, cpuUs: r.cpuUs! };
};
if (cachedPages.length) {
  console.log(`\nCached pages against /privacy-policy: ${ROUNDS} rounds of alternating ${ROUND_SECONDS} s runs at 10 connections...`);
  let previous = await timed(`${base}/privacy-policy`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [route, url] of cachedPages) {
      const page = await timed(url);
      const next = await timed(`${base}/privacy-policy`);
      pairs.get(route)!.push({ rps: page.rps, staticRps: (previous.rps + next.rps) / 2, cpuUs: page.cpuUs, staticCpuUs: (previous.cpuUs + next.cpuUs) / 2 });
      previous = next;
    }
  }
}
plain.close();
stop();

const table = rows.map((row) => {
  // Compressed pages against the compressed static page, uncompressed ones against the uncompressed.
  const baseline = rows
    .filter((b) => b.connections === row.connections && b.route.startsWith(row.route.startsWith('uncompressed') ? 'uncompressed static' : 'static'))
    .reduce((a, b) => (b.rps > a.rps ? b : a));
  const ceiling = rows.find((b) => b.connections === row.connections && b.route.startsWith('plain'))!;
  const nginxStatic = rows.find((b) => b.connections === row.connections && b.route.startsWith('nginx: static'));
  return {
    ...row,
    vsStatic: +(row.rps / baseline.rps).toFixed(2),
    vsNodeHttp: +(row.rps / ceiling.rps).toFixed(3),
    ...(row.route.startsWith('nginx') && nginxStatic ? { vsNginxStatic: +(row.rps / nginxStatic.rps).toFixed(2) } : {}),
  };
});
console.log(`\n${listings} listings, ${seconds} s per run, ${new Date().toISOString()}`);
console.table(table);

// HTML against its visible markup: the page without its <script> elements (the React payload and
// the script tags), which is what a reader or a crawler gets.
const markupRatio = Object.fromEntries(
  Object.entries(html).map(([name, bytes]) => {
    const text = bytes.toString('utf8');
    const markup = Buffer.byteLength(text.replace(/<script\b[\s\S]*?<\/script>/g, ''));
    return [name, { bytes: bytes.length, markup, ratio: +(bytes.length / markup).toFixed(2) }];
  }),
);
console.log('\nHTML bytes against visible markup (target ≤ 1.4):');
console.table(markupRatio);

// Issue 11's targets, at 10 connections in this run.
const at10 = table.filter((r) => r.connections === 10);
const misses: string[] = [];
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
const cachedVsStatic = Object.fromEntries(
  [...pairs].map(([route, ps]) => {
    const ratios = ps.map((p) => p.rps / p.staticRps);
    return [
      route,
      {
        rps: Math.round(median(ps.map((p) => p.rps))),
        staticRps: Math.round(median(ps.map((p) => p.staticRps))),
        ratio: +median(ratios).toFixed(2),
        ratios: ratios.map((r) => r.toFixed(2)).join(' '),
        cpuUs: Math.round(median(ps.map((p) => p.cpuUs))),
        staticCpuUs: Math.round(median(ps.map((p) => p.staticCpuUs))),
      },
    ];
  }),
);
if (pairs.size) {
  console.log(`\nCached pages against /privacy-policy, alternating runs (median of ${ROUNDS} rounds; target ≥ 0.9; CPU: the server's, µs a request):`);
  console.table(cachedVsStatic);
}
for (const [route, r] of Object.entries(cachedVsStatic)) {
  if (!(r.ratio >= 0.9)) misses.push(`${route}: ${r.ratio} of /privacy-policy's req/s in alternating runs (target ≥ 0.9)`);
}
// A filtered address is rendered once, then served from the cache like any page: the target is on
// that. The distinct-addresses row is every request a first render (about 20 ms of React each),
// reported for what a crawler walking new combinations costs.
for (const r of at10.filter((x) => x.route.startsWith('filtered list /') || x.route.startsWith('list search'))) {
  if (!(r.p99 < 100)) misses.push(`${r.route}: p99 ${r.p99} ms (target < 100 ms)`);
}
for (const [name, m] of Object.entries(markupRatio)) if (m.ratio > 1.4) misses.push(`${name}: HTML ${m.ratio}× its markup (target ≤ 1.4)`);
console.log(misses.length ? `\nMissed ${misses.length} target(s):\n  ${misses.join('\n  ')}` : '\nAll targets met.');
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync('bench-results/bench.json', JSON.stringify({ listings, seconds, at: new Date().toISOString(), rows: table, cachedVsStatic, markupRatio, misses }, null, 2));
console.log('Written to bench-results/bench.json');
process.exit(0);
