import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Where a write's time went, as a Server-Timing header on its answer (seen in the browser's
 * network panel and read by `npm run test:load`): reading the body, waiting for the sharp slot,
 * the photos, the share card, flushing files and the journal, the database. Spans of one name add
 * up; spans may overlap (a photo's files flush while the journal does), so they need not sum to
 * the total. Only signed-in writes carry it.
 */
const current = new AsyncLocalStorage<{ timings: Map<string, number>; started: number }>();

/** Runs `work` with its own timings; `timingHeader` reads them once it is done. */
export function withTimings<T>(work: (timings: Map<string, number>) => Promise<T>): Promise<T> {
  const timings = new Map<string, number>();
  return current.run({ timings, started: performance.now() }, () => work(timings));
}

/** When the write being answered began (performance.now()), or undefined outside one. */
export const writeStarted = (): number | undefined => current.getStore()?.started;

/** Adds `ms` to the span `name` of the write being answered (none outside one). */
export function addTiming(name: string, ms: number): void {
  const timings = current.getStore()?.timings;
  if (timings) timings.set(name, (timings.get(name) ?? 0) + ms);
}

/** Times `work` as the span `name`. */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!current.getStore()) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    addTiming(name, performance.now() - start);
  }
}

/** `body;dur=12.3, slot;dur=0.4, …` in the order the spans began. */
export function timingHeader(timings: Map<string, number>): string {
  return [...timings].map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', ');
}
