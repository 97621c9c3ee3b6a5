import 'server-only';
import os from 'node:os';

/**
 * A name for this server process that is the same after a restart and differs between servers
 * running at the same time: INSTANCE_ID, or `<host name>-<port>` (two servers on one machine
 * cannot listen on the same port). It names the folders in which a server keeps its unfinished
 * upload work, so a restarted server knows that whatever is in its own folder was left by a
 * crash of its predecessor, never by a write still running (see lib/uploads/journal.ts).
 *
 * Only the server claims the stable name (instrumentation-node.ts calls claimServerInstance at
 * start-up). Anything else (scripts, tests) gets a name unique to its process, so it can never be
 * mistaken for a crashed server. The name lives on globalThis because Next.js bundles the
 * instrumentation hook and the route handlers separately, each with its own copy of this module.
 */
const store = globalThis as typeof globalThis & { __instanceId?: string };

const clean = (text: string) => text.replace(/[^A-Za-z0-9.-]/g, '_').slice(0, 64);

export function claimServerInstance(): string {
  const configured = process.env.INSTANCE_ID?.trim();
  const port = process.env.PORT?.trim();
  store.__instanceId = configured ? clean(configured) : clean(`${os.hostname() || 'host'}-${port || `pid${process.pid}`}`);
  return store.__instanceId;
}

export function instanceId(): string {
  store.__instanceId ??= clean(`${os.hostname() || 'host'}-pid${process.pid}-${Date.now().toString(36)}`);
  return store.__instanceId;
}
