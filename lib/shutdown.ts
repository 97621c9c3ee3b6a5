/*
 * What the custom server (server.ts) and the app share about stopping. server.ts drains and exits
 * on SIGTERM; the app learns that it is draining (/api/health answers 503, so a load balancer
 * stops sending traffic) and registers what must be closed last (the database handle). Next
 * bundles this module into the app separately from the copy server.ts imports, so the state is one
 * object on globalThis under a symbol of ours.
 */
interface Shutdown {
  draining: boolean;
  hooks: (() => Promise<void> | void)[];
}

const KEY = Symbol.for('hosur-properties.shutdown');
const state = (): Shutdown => ((globalThis as Record<symbol, Shutdown | undefined>)[KEY] ??= { draining: false, hooks: [] });

export const isShuttingDown = (): boolean => state().draining;

/** Marks the process as draining: new work should not start. */
export function startDraining(): void {
  state().draining = true;
}

/** Runs `work` once the server has stopped answering requests, before the process exits. */
export function onShutdown(work: () => Promise<void> | void): void {
  state().hooks.push(work);
}

/** Runs the registered work, each within `ms`; resolves with the errors met. */
export async function runShutdownHooks(ms: number): Promise<unknown[]> {
  const results = await Promise.allSettled(
    state().hooks.map((work) => Promise.race([Promise.resolve().then(work), new Promise((_, reject) => setTimeout(() => reject(new Error(`not done within ${ms} ms`)), ms).unref())])),
  );
  return results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);
}

export function shutdownTimeoutMs(): number {
  const text = process.env.SHUTDOWN_TIMEOUT_MS?.trim();
  const value = text ? Number(text) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : 10_000;
}
