// What `npm run cluster`, `npm run test:cluster` and `npm run test:load` run: Redis, a PostgreSQL
// database, one build, several instances of the site's server (server.mjs, as `npm start` and
// deploy/hosur@.service run it) sharing the database, Redis and one uploads folder, and nginx in
// front with an upstream of them all (deploy/nginx.conf, rewritten for loopback, its microcache
// on). Every process runs in its own process group and is ended by `stop()`; the run's folder is
// removed with it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, withDatabase } from './pg-admin';
import { freePort } from './free-port';
import { writeLoopbackNginxConf } from './nginx-conf';
import { bin, root, sleep } from './resilience';
import { SERVER_PROCESS_ENV, serverCommand } from './server-process';

export interface Child {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signal(sig: NodeJS.Signals): void;
}

function launch(cmd: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Child {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(cmd, args, { cwd: root, detached: true, stdio: ['ignore', log, log], env });
  fs.closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.once('error', () => {});
  return {
    child,
    exited,
    signal(sig) {
      try {
        process.kill(-child.pid!, sig);
      } catch {
        /* gone */
      }
    },
  };
}

const gone = (c: Child) => c.child.exitCode !== null || c.child.signalCode !== null;

async function end(c: Child, sig: NodeJS.Signals = 'SIGTERM', graceMs = 8_000): Promise<void> {
  if (gone(c)) return;
  c.signal(sig);
  const done = await Promise.race([c.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    c.signal('SIGKILL');
    await Promise.race([c.exited, sleep(3_000)]);
  }
}

// ---------------------------------------------------------------------------------------------
// Redis: Debian's redis-server as a child, no persistence, on a free port

export interface Redis {
  port: number;
  url: string;
  /** Stops it for good (SIGKILL: a crash, nothing saved). */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  cli(...args: string[]): string;
}

export async function startRedis(dir: string): Promise<Redis> {
  if (spawnSync('redis-server', ['--version']).error) throw new Error('redis-server is not installed (apt-get install -y redis-server)');
  const port = await freePort();
  const logFile = path.join(dir, 'redis.log');
  let proc: Child | null = null;
  const cli = (...args: string[]) => spawnSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' }).stdout?.trim() ?? '';
  const redis: Redis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      // Exe: the page cache (lib/cache-handler/redis.mjs) follows expired and evicted keys.
      proc = launch(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--notify-keyspace-events', 'Exe', '--dir', dir],
        process.env,
        logFile,
      );
      for (let i = 0; ; i++) {
        if (cli('ping') === 'PONG') return;
        if (gone(proc) || i > 100) throw new Error(`redis-server did not start; see ${logFile}`);
        await sleep(100);
      }
    },
    async kill() {
      if (proc) await end(proc, 'SIGKILL');
    },
    cli,
  };
  await redis.start();
  return redis;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: DATABASE_URL as given, or a scratch database on DATABASE_URL's server or on the
// local Debian cluster (started when down, with a password role for TCP connections)

export interface Database {
  url: string;
  drop(): Promise<void>;
}


function localServerUrl(): string {
  const clusters = spawnSync('pg_lsclusters', ['-h'], { encoding: 'utf8' });
  const line = clusters.stdout?.trim().split('\n')[0];
  if (clusters.error || !line) throw new Error('No PostgreSQL: set DATABASE_URL, or install Debian’s postgresql (apt-get install -y postgresql).');
  const [version, name, port, status] = line.split(/\s+/);
  if (status !== 'online') {
    console.log(`Starting PostgreSQL ${version}/${name}...`);
    const started = spawnSync('pg_ctlcluster', [version, name, 'start'], { stdio: 'inherit' });
    if (started.status !== 0) throw new Error('pg_ctlcluster could not start PostgreSQL');
  }
  const psql = (sql: string) =>
    spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-p', port, '-v', 'ON_ERROR_STOP=1', '-tAc', sql], { encoding: 'utf8' });
  for (let i = 0; i < 30 && psql('select 1').status !== 0; i++) spawnSync('sleep', ['1']);
  // Debian allows TCP logins with a password only; this role exists for local runs alone.
  if (psql("select 1 from pg_roles where rolname = 'hosur_cluster'").stdout.trim() !== '1') {
    const made = psql("create role hosur_cluster login createdb password 'hosur_cluster'");
    if (made.status !== 0) throw new Error(`could not create a PostgreSQL role: ${made.stderr}`);
  }
  return `postgres://hosur_cluster:hosur_cluster@127.0.0.1:${port}/postgres`;
}

/** A fresh database, dropped by `drop()`; with `keepGiven`, DATABASE_URL itself when set. */
export async function openDatabase(keepGiven: boolean): Promise<Database> {
  const given = process.env.DATABASE_URL?.trim();
  if (given && keepGiven) return { url: given, drop: async () => {} };
  const server = given || localServerUrl();
  const name = `hosur_cluster_${randomBytes(5).toString('hex')}`;
  await adminQuery(server, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(server, name),
    async drop() {
      await adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((err: unknown) => console.error(`Could not drop ${name}:`, err));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// One build for every instance

export interface Release {
  distDir: string;
  /** Shared by every instance of the release (lib/cache-handler keys by the build id as well). */
  deploymentId: string;
  actionsKey: string;
}

/** Builds once into distDir (SKIP_BUILD=true reuses it), from an empty SQLite database of its own. */
export function buildRelease(distDir: string, scratch: string): Release {
  const idFile = path.join(root, distDir, 'cluster-release.json');
  if (process.env.SKIP_BUILD === 'true' && fs.existsSync(idFile) && fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.log(`Using the existing build in ${distDir} (SKIP_BUILD=true).`);
    return JSON.parse(fs.readFileSync(idFile, 'utf8')) as Release;
  }
  const release: Release = {
    distDir,
    deploymentId: `cluster-${Date.now().toString(36)}`,
    actionsKey: randomBytes(32).toString('base64'),
  };
  console.log(`Building into ${distDir} (a few minutes)...`);
  const buildData = path.join(scratch, 'build-data');
  const result = spawnSync(bin('next'), ['build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      DATA_DIR: buildData,
      UPLOADS_DIR: path.join(scratch, 'build-uploads'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED: 'false',
      DEPLOYMENT_ID: release.deploymentId,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: release.actionsKey,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  fs.rmSync(buildData, { recursive: true, force: true });
  fs.rmSync(path.join(scratch, 'build-uploads'), { recursive: true, force: true });
  if (result.status !== 0) throw new Error('next build failed');
  fs.writeFileSync(idFile, JSON.stringify(release));
  return release;
}

// ---------------------------------------------------------------------------------------------
// App instances

export interface Shared {
  release: Release;
  databaseUrl: string;
  redisUrl: string;
  uploadsDir: string;
  dataDir: string;
  siteUrl: string;
  authSecret: string;
  adminEmail: string;
  adminPassword: string;
}

export interface Instance {
  name: string;
  port: number;
  base: string;
  logFile: string;
  proc: Child | null;
  start(): void;
  stop(sig?: NodeJS.Signals): Promise<void>;
  log(): string;
}

export interface InstanceOptions {
  /** More environment for the server (after the cluster's own). */
  env?: Record<string, string>;
  /** Arguments for node itself, before server.mjs (`--cpu-prof`, `--import` of a probe). */
  nodeArgs?: string[];
}

export function instance(shared: Shared, name: string, port: number, dir: string, opts: InstanceOptions = {}): Instance {
  const logFile = path.join(dir, `${name}.log`);
  const tmpDir = path.join(dir, `${name}-tmp`);
  fs.mkdirSync(tmpDir, { recursive: true });
  const inst: Instance = {
    name,
    port,
    base: `http://localhost:${port}`,
    logFile,
    proc: null,
    start() {
      const { command, args } = serverCommand(port, 'localhost', root);
      inst.proc = launch(command, [...(opts.nodeArgs ?? []), ...args], {
        ...process.env,
        ...SERVER_PROCESS_ENV,
        NEXT_DIST_DIR: shared.release.distDir,
        DEPLOYMENT_ID: shared.release.deploymentId,
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: shared.release.actionsKey,
        DATABASE_URL: shared.databaseUrl,
        REDIS_URL: shared.redisUrl,
        DATA_DIR: shared.dataDir,
        UPLOADS_DIR: shared.uploadsDir,
        TMPDIR: tmpDir,
        SITE_URL: shared.siteUrl,
        TRUSTED_PROXIES: '127.0.0.1,::1',
        AUTH_SECRET: shared.authSecret,
        ADMIN_EMAIL: shared.adminEmail,
        ADMIN_PASSWORD: shared.adminPassword,
        INSTANCE_ID: name,
        SEED: 'false',
        PORT: String(port),
        NEXT_TELEMETRY_DISABLED: '1',
        ...opts.env,
      }, logFile);
    },
    async stop(sig = 'SIGTERM') {
      if (inst.proc) await end(inst.proc, sig);
    },
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''),
  };
  return inst;
}

export async function waitHealthy(base: string, proc: Child | null, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    if (proc && gone(proc)) throw new Error(`${base} exited before /api/health answered 200 (last: ${last})`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      last = String(err);
    }
    if (Date.now() > deadline) throw new Error(`${base}/api/health did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
    await sleep(200);
  }
}

// ---------------------------------------------------------------------------------------------
// nginx: deploy/nginx.conf with an upstream of the instances, plain HTTP on loopback

export interface Nginx {
  base: string;
  port: number;
  /** nginx's folder: its configuration, logs and cache. */
  dir: string;
  /** The master's pid, which is also its process group's id. */
  pid: number;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** deploy/nginx.conf's microcache; off only to measure the instances behind nginx. Default on. */
  cache?: boolean;
  /** Worker processes (1 by default). */
  workers?: number;
  /**
   * An access log line of these nginx variables, space-separated, written to dir/access.log
   * (for example `$msec $upstream_cache_status $status $request_time "$request"`); the default
   * is nginx's combined format.
   */
  logFormat?: string;
}

export async function startNginx(dir: string, shared: Shared, instances: Instance[], port: number, opts: NginxOptions = {}): Promise<Nginx> {
  if (spawnSync('nginx', ['-v']).error) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const nginxDir = path.join(dir, 'nginx');
  fs.mkdirSync(nginxDir, { recursive: true });
  const conf = writeLoopbackNginxConf({
    nginxDir,
    port,
    appPorts: instances.map((i) => i.port),
    appRoot: root,
    workers: opts.workers ?? 1,
    accessLog: true,
    adjust: (site) => {
      let out = site
        .replace(/\$app_root\/\.next\//g, `$app_root/${shared.release.distDir}/`)
        .replace(/\$app_root\/uploads\//g, `${shared.uploadsDir}/`);
      if (opts.cache === false) out = out.replace(/^(\s*)proxy_cache hosur_pages;.*$/m, '$1proxy_cache off;');
      if (opts.logFormat) {
        out = `log_format hosur_run '${opts.logFormat}';\n${out}`.replace(
          /^(\s*)server_tokens off;$/m,
          `$1server_tokens off;\n$1access_log ${path.join(nginxDir, 'access.log')} hosur_run;`,
        );
      }
      return out;
    },
  });
  const proc = launch('nginx', ['-c', conf, '-g', 'daemon off;'], process.env, path.join(nginxDir, 'stdout.log'));
  const base = `http://localhost:${port}`;
  await waitHealthy(base, proc, 20_000);
  return { base, port, dir: nginxDir, pid: proc.child.pid!, stop: () => end(proc, 'SIGQUIT') };
}

// ---------------------------------------------------------------------------------------------
// The whole cluster

export interface Cluster {
  dir: string;
  redis: Redis;
  database: Database;
  shared: Shared;
  instances: Instance[];
  nginx: Nginx;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  count: number;
  distDir: string;
  /** `npm run cluster`: DATABASE_URL and UPLOADS_DIR as given (else scratch ones). */
  local: boolean;
  /** Schema, administrator and, on an empty database, the demo listings, before the instances start. */
  seed?: boolean;
  nginxPort?: number;
  nginx?: NginxOptions;
  /** A release already built (buildRelease) instead of building or reusing distDir here. */
  release?: Release;
  /** For every instance (each gets its name in `{name}` of env values replaced). */
  instances?: InstanceOptions;
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosur-cluster-'));
  // nginx's workers (user nobody) serve the uploads and buffer request bodies in here.
  fs.chmodSync(dir, 0o755);
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stoppers.reverse()) await s().catch((err: unknown) => console.error('Cleanup:', err));
    stoppers.length = 0;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const release = opts.release ?? buildRelease(opts.distDir, dir);
    const redis = await startRedis(dir);
    stoppers.push(() => redis.kill());
    const database = await openDatabase(opts.local);
    stoppers.push(() => database.drop());
    const nginxPort = opts.nginxPort ?? (await freePort());
    const shared: Shared = {
      release,
      databaseUrl: database.url,
      redisUrl: redis.url,
      uploadsDir: opts.local && process.env.UPLOADS_DIR ? path.resolve(process.env.UPLOADS_DIR) : path.join(dir, 'uploads'),
      dataDir: path.join(dir, 'data'),
      siteUrl: `http://localhost:${nginxPort}`,
      authSecret: randomBytes(36).toString('base64url'),
      adminEmail: process.env.ADMIN_EMAIL || 'admin@cluster.test',
      adminPassword: process.env.ADMIN_PASSWORD || randomBytes(15).toString('base64url'),
    };
    fs.mkdirSync(shared.uploadsDir, { recursive: true });
    fs.mkdirSync(shared.dataDir, { recursive: true });
    if (opts.seed) {
      // Schema, the first administrator and, on an empty database, the demo listings and photos.
      const prepared = spawnSync(bin('tsx'), ['--conditions=react-server', 'scripts/prepare.ts'], {
        stdio: 'inherit',
        env: {
          ...process.env,
          DATABASE_URL: shared.databaseUrl,
          UPLOADS_DIR: shared.uploadsDir,
          DATA_DIR: shared.dataDir,
          ADMIN_EMAIL: shared.adminEmail,
          ADMIN_PASSWORD: shared.adminPassword,
        },
      });
      if (prepared.status !== 0) throw new Error('scripts/prepare.ts failed');
    }
    const instances: Instance[] = [];
    for (let i = 0; i < opts.count; i++) {
      const name = String.fromCharCode(97 + i);
      const env = Object.fromEntries(Object.entries(opts.instances?.env ?? {}).map(([k, v]) => [k, v.replaceAll('{name}', name)]));
      instances.push(instance(shared, name, await freePort(), dir, { ...opts.instances, env }));
    }
    stoppers.push(async () => {
      await Promise.all(instances.map((inst) => inst.stop()));
    });
    // The first instance migrates the empty database alone; the others start once it is ready.
    instances[0].start();
    await waitHealthy(instances[0].base, instances[0].proc);
    for (const inst of instances.slice(1)) inst.start();
    await Promise.all(instances.slice(1).map((inst) => waitHealthy(inst.base, inst.proc)));
    const nginx = await startNginx(dir, shared, instances, nginxPort, opts.nginx);
    stoppers.push(() => nginx.stop());
    return { dir, redis, database, shared, instances, nginx, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
