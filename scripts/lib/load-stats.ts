// Figures for `npm run test:load`: percentiles of latency samples, per kind of address, and the
// plain-text tables it prints.
import { percentile } from './resilience';

export const round = (v: number) => Math.round(v * 10) / 10;
const sortNum = (a: number[]) => [...a].sort((x, y) => x - y);

export interface Stats {
  n: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export function stats(latencies: number[]): Stats {
  const s = sortNum(latencies);
  return { n: s.length, p50: round(percentile(s, 50)), p90: round(percentile(s, 90)), p99: round(percentile(s, 99)), max: round(s.at(-1) ?? 0) };
}

export const median = (values: number[]) => percentile(sortNum(values), 50);

export type ClassStats = Record<string, { n: number; p50: number; p99: number; max: number }>;

/** Latency per kind of address (or any other label), labels in alphabetical order. */
export function byClassOf(samples: { cls: string; ms: number }[]): ClassStats {
  const groups = new Map<string, number[]>();
  for (const { cls, ms } of samples) (groups.get(cls) ?? groups.set(cls, []).get(cls)!).push(ms);
  return Object.fromEntries(
    [...groups.entries()].sort().map(([cls, list]) => {
      const { n, p50, p99, max } = stats(list);
      return [cls, { n, p50, p99, max }];
    }),
  );
}

/** Counts of HTTP status codes: how many were 5xx. */
export const fiveXxOf = (status: Record<string, number>) => Object.entries(status).reduce((n, [c, k]) => n + (Number(c) >= 500 ? k : 0), 0);

export const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);

export function table(rows: string[][], indent = '  ') {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const [n, r] of rows.entries()) {
    console.log(`${indent}${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`);
    if (n === 0) console.log(`${indent}${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  }
}
