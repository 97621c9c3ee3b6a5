// `npm run bench`: builds the app on a fresh database of 10,000 generated listings, serves it
// with `next start`, and loads each route with autocannon at 10 and 50 connections. Baselines:
// /privacy-policy (a fully static page of the same app) and the home page's exact HTML served by
// plain node:http (the ceiling of one Node process). When nginx is installed, the public pages are
// measured again through deploy/nginx.conf (rewritten for localhost, without TLS) against nginx
// serving the same bytes as a static file. Prints one table and writes bench-results/bench.json.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './lib/free-port';
import { writeLoopbackNginxConf } from './lib/nginx-conf';

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

const server = spawn(bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], { env, stdio: 'ignore' });
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

// The ceiling: the same bytes as the home page, from plain node:http.
const homeHtml = Buffer.from(await (await fetch(`${base}/`)).arrayBuffer());
const plainPort = await freePort();
const plain = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': homeHtml.length });
  res.end(homeHtml);
});
await new Promise<void>((r) => plain.listen(plainPort, '127.0.0.1', r));

const routes: [string, string][] = [
  ['static /privacy-policy (baseline)', `${base}/privacy-policy`],
  ['plain node:http, home bytes (ceiling)', `http://127.0.0.1:${plainPort}/`],
  ['home /', `${base}/`],
  ['list /villas', `${base}/villas`],
  ['list /plots', `${base}/plots`],
  ['list /homes', `${base}/homes`],
  ['filtered list API (what /villas?bedrooms=3&maxPrice=… loads)', `${base}/api/villas?bedrooms=3&maxPrice=15000000&limit=24`],
  ['detail /villas/{id}', `${base}/villas/${villa._id}`],
  ['detail /plots/{id}', `${base}/plots/${plot._id}`],
  ['detail /homes/{id}', `${base}/homes/${home._id}`],
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

interface Row {
  route: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
  non2xx: number;
}
const rows: Row[] = [];
// BENCH_ONLY=regex limits a quick run to some routes; the baselines always run.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const measured = routes.filter(([route]) => !only || only.test(route) || /baseline|ceiling/.test(route));
const connectionCounts = (process.env.BENCH_CONNECTIONS || '10,50').split(',').map(Number);
for (const connections of connectionCounts) {
  for (const [route, url] of measured) {
    await autocannon({ url, connections, duration: 2 }); // warm-up (and first render of ISR pages)
    const r = await autocannon({ url, connections, duration: seconds });
    rows.push({
      route,
      connections,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      bytes: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
    });
    console.log(`${connections} conn  ${route}: ${Math.round(r.requests.average)} req/s`);
  }
}
plain.close();
stop();

const table = rows.map((row) => {
  const baseline = rows.find((b) => b.connections === row.connections && b.route.startsWith('static'))!;
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
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync('bench-results/bench.json', JSON.stringify({ listings, seconds, at: new Date().toISOString(), rows: table }, null, 2));
console.log('Written to bench-results/bench.json');
process.exit(0);
