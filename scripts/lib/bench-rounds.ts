/*
 * Orders of runs for comparing two rates on a machine whose speed drifts over minutes (±15 % on
 * this 2-core machine): a ratio is only ever taken between runs next to each other, and the
 * median over rounds is the figure. Pure ordering and arithmetic; the runs are the caller's.
 */

export function median(xs: number[]): number {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Sandwiched<R> {
  value: R;
  /** The baseline runs just before and just after this one. */
  before: R;
  after: R;
}

/**
 * One shared baseline around every item: baseline, item 1, baseline, item 2, baseline, … for
 * `rounds` rounds (each baseline run sits between two items, so n items cost n + 1 baseline runs
 * a round). Returns each item's runs with their neighbouring baseline runs, in round order.
 */
export async function sandwich<I, R>(items: I[], rounds: number, baseline: () => Promise<R>, run: (item: I, round: number) => Promise<R>): Promise<Sandwiched<R>[][]> {
  const out: Sandwiched<R>[][] = items.map(() => []);
  if (!items.length) return out;
  let previous = await baseline();
  for (let round = 0; round < rounds; round++) {
    for (const [i, item] of items.entries()) {
      const value = await run(item, round);
      const next = await baseline();
      out[i].push({ value, before: previous, after: next });
      previous = next;
    }
  }
  return out;
}

export interface Paired<R> {
  a: R;
  b: R;
}

/**
 * Each item against its own baseline: a then b in even rounds, b then a in odd ones, so that a
 * drift within a pair favours neither side over the rounds. Items take turns within a round.
 */
export async function alternatePairs<I, R>(items: I[], rounds: number, run: (item: I, side: 'a' | 'b') => Promise<R>): Promise<Paired<R>[][]> {
  const out: Paired<R>[][] = items.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, item] of items.entries()) {
      const order = round % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
      const got: Partial<Paired<R>> = {};
      for (const side of order) got[side] = await run(item, side);
      out[i].push(got as Paired<R>);
    }
  }
  return out;
}

/** Each round's ratio of a figure to its baseline (the mean of the two neighbours when sandwiched). */
export function ratios<R>(runs: (Sandwiched<R> | Paired<R>)[], figure: (r: R) => number): number[] {
  return runs.map((r) => ('value' in r ? figure(r.value) / ((figure(r.before) + figure(r.after)) / 2) : figure(r.a) / figure(r.b)));
}

export const round2 = (x: number) => Math.round(x * 100) / 100;
