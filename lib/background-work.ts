import 'server-only';

/**
 * Work a save leaves for after its answer (photo sizes, share cards): queued and done one at a
 * time, in the background; or at once, for a visitor waiting for it. The same key asked for twice
 * while in progress shares the one run of its kind.
 */
type State = { running: Map<string, Promise<void>>; queue: string[]; draining: Promise<void> | null };

// On globalThis, by name: Next bundles route handlers separately, and the health route must see
// the queue the API routes fill.
const store = globalThis as typeof globalThis & { __backgroundWork?: Map<string, State> };

export function backgroundWork(what: string, make: (key: string, background: boolean) => Promise<void>) {
  const works = (store.__backgroundWork ??= new Map());
  const state: State = works.get(what) ?? { running: new Map(), queue: [], draining: null };
  works.set(what, state);
  const { running, queue } = state;

  function run(key: string, { now = false } = {}): Promise<void> {
    const id = `${now ? 'now' : 'background'} ${key}`;
    const going = running.get(id);
    if (going) return going;
    const job = make(key, !now).finally(() => running.delete(id));
    running.set(id, job);
    return job;
  }

  async function drain(): Promise<void> {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await run(next).catch((err: unknown) => console.error(`${what}: could not make ${next} in the background; it is made when first asked for.`, err));
    }
  }

  return {
    /** Makes it now (`now`: at the server's priority, a visitor is waiting) or in the background. */
    run,
    /** Queues keys for the background, in order. */
    queue(keys: readonly string[]): void {
      queue.push(...keys);
      state.draining ??= drain().finally(() => (state.draining = null));
    },
    /** Keys queued or in progress. */
    waiting: () => queue.length + running.size,
    /** Resolves once the queue is empty (for tests and scripts). */
    async settled(): Promise<void> {
      while (state.draining) await state.draining;
    },
  };
}
