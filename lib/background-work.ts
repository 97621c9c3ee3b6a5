import 'server-only';

/**
 * Work a save leaves for after its answer (photo sizes, share cards): queued and done one at a
 * time, in the background; or at once, for a visitor waiting for it. The same key asked for twice
 * while in progress shares the one run of its kind.
 */
export function backgroundWork(what: string, make: (key: string, background: boolean) => Promise<void>) {
  const running = new Map<string, Promise<void>>();
  const queue: string[] = [];
  let draining: Promise<void> | null = null;

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
      draining ??= drain().finally(() => (draining = null));
    },
    /** Keys queued or in progress. */
    waiting: () => queue.length + running.size,
    /** Resolves once the queue is empty (for tests and scripts). */
    async settled(): Promise<void> {
      while (draining) await draining;
    },
  };
}
