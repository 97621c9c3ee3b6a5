// The app as the bench runs it: server.mjs on the bench's build, as `npm start` and production run it.
import { spawn } from 'node:child_process';
import { SERVER_PROCESS_ENV, serverCommand } from './server-process';

export interface BenchServer {
  port: number;
  /** http://127.0.0.1:port: the address the load goes to (and nginx's upstream). */
  base: string;
  pid: number;
  stop: () => void;
}

const START_TIMEOUT_MS = 90_000;

/**
 * Starts the server and waits for /api/health. It is named `localhost` (-H) as everywhere else
 * (a rewrite is then the server's own, not a second request); localhost is 127.0.0.1 here.
 */
export async function startBenchServer(env: NodeJS.ProcessEnv, port: number): Promise<BenchServer> {
  const { command, args } = serverCommand(port, 'localhost');
  const child = spawn(command, args, { env: { ...env, ...SERVER_PROCESS_ENV }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before /api/health answered:\n${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { port, base, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}
