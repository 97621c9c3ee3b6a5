import 'server-only';
import type http from 'node:http';
import { closeDb } from '@/lib/db';

/*
 * Graceful shutdown on SIGTERM (and SIGINT).
 *
 * `next start` (Next.js 16.4, server/lib/start-server.js) registers its own handler unless
 * NEXT_MANUAL_SIG_HANDLE is set: it calls server.close(), which waits for every open connection
 * with no time limit (a stalled upload keeps the process alive for good), never closes our
 * database handle (SQLite's WAL is left un-checkpointed, PostgreSQL sees dropped connections) and
 * exits with 143. Under `next start` that handler (and, with --experimental-cpu-prof, a profile
 * writer) is all there is on these signals when instrumentation runs, so it is replaced here:
 *
 *  1. the server is marked as shutting down: /api/health answers 503 so a load balancer stops
 *     sending traffic;
 *  2. the HTTP server stops accepting connections; idle keep-alive connections are closed, and
 *     busy ones as soon as their answer has been sent;
 *  3. requests in flight get SHUTDOWN_TIMEOUT_MS (10 s by default) to finish; connections still
 *     open after that are cut (a write cut short is rolled back; its images are cleared at the
 *     next start, see lib/uploads/journal.ts);
 *  4. the database handle is closed (SQLite checkpoints and removes its WAL), and the process
 *     exits with 0.
 *
 * The state lives on globalThis: Next.js bundles instrumentation and route handlers separately,
 * each with its own copy of this module, and /api/health must see the flag the handler sets.
 */

interface State {
  servers: Set<http.Server>;
  inFlight: number;
  shuttingDown: boolean;
  installed: boolean;
  /** Work to finish before the database is closed (the renderer process's exit). */
  beforeClose: (() => Promise<void>)[];
}

const store = globalThis as typeof globalThis & { __shutdown?: State };
const state = (): State => (store.__shutdown ??= { servers: new Set(), inFlight: 0, shuttingDown: false, installed: false, beforeClose: [] });

export const isShuttingDown = (): boolean => state().shuttingDown;

/** Called for every connection: remembers the server, so it can be closed on a signal. */
export function watchServer(server: http.Server): void {
  state().servers.add(server);
}

/** Called for every request: counts it until its answer is sent or its connection is gone. */
export function watchRequest(server: http.Server, res: http.ServerResponse): void {
  const s = state();
  s.servers.add(server);
  s.inFlight++;
  res.once('close', () => s.inFlight--);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function shutdownTimeoutMs(): number {
  const text = process.env.SHUTDOWN_TIMEOUT_MS?.trim();
  const value = text ? Number(text) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : 10_000;
}

/** Stops serving and closes the database; resolves with the exit code. Used by the signal handler. */
export async function shutdown(signal: string, timeoutMs = shutdownTimeoutMs(), log = console.log): Promise<number> {
  const s = state();
  s.shuttingDown = true;
  const servers = [...s.servers];
  log(`${signal}: shutting down; waiting up to ${timeoutMs / 1000} s for ${s.inFlight} request(s) in flight.`);
  const closed = Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  // close() ends the connections idle now; a keep-alive connection busy now is ended once idle.
  const reaper = setInterval(() => servers.forEach((server) => server.closeIdleConnections()), 50);
  const finished = await Promise.race([closed.then(() => true), delay(timeoutMs).then(() => false)]);
  clearInterval(reaper);
  let code = 0;
  if (!finished) {
    log(`${signal}: ${s.inFlight} request(s) still running after ${timeoutMs / 1000} s; closing their connections.`);
    servers.forEach((server) => server.closeAllConnections());
  }
  // Bounded: the database is closed whatever they do.
  await Promise.race([Promise.allSettled(s.beforeClose.map((work) => work())), delay(5_000)]);
  try {
    await Promise.race([
      closeDb(),
      delay(5_000).then(() => {
        throw new Error('the database did not close within 5 s');
      }),
    ]);
    log(`${signal}: database closed.`);
  } catch (err) {
    console.error(`${signal}: could not close the database:`, err);
    code = 1;
  }
  return code;
}

/**
 * Runs `work` on shutdown once the requests are done, before the database is closed: SQLite removes
 * its WAL only when the last connection to it closes (the renderer process holds one).
 */
export function beforeDbClose(work: () => Promise<void>): void {
  state().beforeClose.push(work);
}

/** Takes over SIGTERM and SIGINT from `next start` (see above). Production servers only. */
export function installGracefulShutdown(): void {
  const s = state();
  if (s.installed) return;
  s.installed = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (s.shuttingDown) return; // a second signal (a shell sends SIGINT to the whole group) changes nothing
      void shutdown(signal).then((code) => process.exit(code));
    });
  }
}
