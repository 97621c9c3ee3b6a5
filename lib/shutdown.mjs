/*
 * What the custom server (server.mjs) and the app share about stopping. server.mjs drains and exits
 * on SIGTERM; the app learns that it is draining (/api/health answers 503, so a load balancer
 * stops sending traffic) and registers what must be closed last (the database handle). Next
 * bundles this module into the app separately from the copy server.mjs imports, so the state is one
 * object on globalThis under a symbol of ours.
 */
const KEY = Symbol.for('hosur-properties.shutdown');
const state = () => (globalThis[KEY] ??= { draining: false, hooks: [] });

export const isShuttingDown = () => state().draining;

/** Marks the process as draining: new work should not start. */
export function startDraining() {
  state().draining = true;
}

/** Runs `work` once the server has stopped answering requests, before the process exits. */
export function onShutdown(work) {
  state().hooks.push(work);
}

/** Runs the registered work, each within `ms`; resolves with the errors met. */
export async function runShutdownHooks(ms) {
  const results = await Promise.allSettled(
    state().hooks.map((work) => Promise.race([Promise.resolve().then(work), new Promise((_, reject) => setTimeout(() => reject(new Error(`not done within ${ms} ms`)), ms).unref())])),
  );
  return results.filter((r) => r.status === 'rejected').map((r) => r.reason);
}

export function shutdownTimeoutMs() {
  const text = process.env.SHUTDOWN_TIMEOUT_MS?.trim();
  const value = text ? Number(text) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : 10_000;
}
