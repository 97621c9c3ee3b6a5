// Global setup of the api:* projects: the server (server.mjs) on the production build on a free port, with a
// temporary data and uploads directory and, for PostgreSQL, a fresh database. Test files read the
// server's coordinates through `inject(...)` (see client.ts). `startServer` is exported as well, for
// the few files that need a private server (failed sign-ins and logouts would otherwise leak their
// throttle counters and revoked sessions into the other files).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, withDatabase } from '../../../scripts/lib/pg-admin';
import { SERVER_PROCESS_ENV, serverCommand } from '../../../scripts/lib/server-process';

export type Engine = 'sqlite' | 'postgres';

export interface ServerContext {
  baseURL: string;
  adminEmail: string;
  adminPassword: string;
  adminName: string;
  authSecret: string;
  uploadsDir: string;
  dataDir: string;
  /** The server's TMPDIR: multipart bodies are streamed to temporary files there. */
  tmpDir: string;
  engine: Engine;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
    adminPassword: string;
    adminName: string;
    authSecret: string;
    uploadsDir: string;
    dataDir: string;
    tmpDir: string;
    engine: 'sqlite' | 'postgres';
  }
}

export interface RunningServer {
  context: ServerContext;
  /** The server's own PostgreSQL database (postgres only). */
  databaseUrl?: string;
  /** What the server printed so far (stdout and stderr interleaved). */
  output: () => string;
  /** Sends a signal to the server's process group. */
  signal: (sig: NodeJS.Signals) => void;
  /** Settles when the server process has exited, with its exit code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, 'localhost', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}



function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

// The server runs in its own process group (detached), so its workers go with it.
function signal(child: ChildProcess, sig: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, sig);
  } catch {
    try {
      child.kill(sig);
    } catch {
      /* already gone */
    }
  }
}

/** `host`: the name the server listens on (-H) and the tests call it by ('localhost' unless a test needs another). */
export async function startServer(engine: Engine, extraEnv: Record<string, string> = {}, host = 'localhost'): Promise<RunningServer> {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) {
    throw new Error(`The API tests need a production build in ${distDir}: run "npm run test:api" (or "npx next build") first.`);
  }
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const dataDir = path.join(tempDir, 'data');
  const uploadsDir = path.join(tempDir, 'uploads');
  const tmpDir = path.join(tempDir, 'tmp');
  fs.mkdirSync(dataDir);
  fs.mkdirSync(uploadsDir);
  fs.mkdirSync(tmpDir);

  let pgDatabase = '';
  const adminUrl = process.env.TEST_DATABASE_URL;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  if (engine === 'postgres') {
    if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set for the api:postgres project.');
    pgDatabase = `t_api_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${pgDatabase}`);
    env.DATABASE_URL = withDatabase(adminUrl, pgDatabase);
  }

  const port = await freePort();
  const baseURL = `http://${host}:${port}`;
  const context: ServerContext = {
    baseURL,
    adminEmail: 'admin@test.local',
    adminPassword: randomBytes(18).toString('base64url'),
    adminName: 'Test Admin',
    authSecret: randomBytes(36).toString('base64url'), // 48 characters
    uploadsDir,
    dataDir,
    tmpDir,
    engine,
  };
  Object.assign(env, {
    DATA_DIR: dataDir,
    UPLOADS_DIR: uploadsDir,
    SITE_URL: baseURL,
    AUTH_SECRET: context.authSecret,
    ADMIN_EMAIL: context.adminEmail,
    ADMIN_PASSWORD: context.adminPassword,
    ADMIN_NAME: context.adminName,
    NODE_ENV: 'production',
    SEED: 'false',
    TMPDIR: tmpDir,
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: '1',
    ...extraEnv,
  });

  let output = '';
  const { command, args } = serverCommand(port, host, ROOT);
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...env, ...SERVER_PROCESS_ENV },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, sig) => resolve({ code, signal: sig })),
  );

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    signal(child, 'SIGTERM');
    if (!(await waitForExit(child, 5_000))) {
      signal(child, 'SIGKILL');
      await waitForExit(child, 5_000);
    }
    if (pgDatabase && adminUrl) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`).catch((err: unknown) => {
        console.error(`Could not drop ${pgDatabase}:`, err);
      });
    }
    fs.rmSync(tempDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer yet';
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before /api/health answered.\n--- server output ---\n${output}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) break;
      last = `status ${res.status}: ${(await res.text()).slice(0, 300)}`;
    } catch (err) {
      last = String(err);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`GET ${baseURL}/api/health did not answer 200 within ${START_TIMEOUT_MS / 1000} s (last: ${last}).\n--- server output ---\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return { context, databaseUrl: env.DATABASE_URL, output: () => output, signal: (sig) => signal(child, sig), exited, stop };
}

function engineOf(project: TestProject): Engine {
  const fromEnv = project.config.env?.TEST_ENGINE;
  if (fromEnv === 'sqlite' || fromEnv === 'postgres') return fromEnv;
  return project.name.endsWith('postgres') ? 'postgres' : 'sqlite';
}

export default async function setup(project: TestProject) {
  const server = await startServer(engineOf(project));
  for (const [key, value] of Object.entries(server.context)) {
    project.provide(key as keyof ServerContext, value as never);
  }
  return async () => {
    await server.stop();
  };
}
