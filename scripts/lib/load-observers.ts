// What `npm run test:load` reads besides its own answers, cut into its phases: each server's probe
// file (scripts/lib/load-probe.mjs), nginx's access log, and the CPU each process group used.
import fs from 'node:fs';
import { type ClassStats, byClassOf, median } from './load-stats';
import type { Json } from './resilience';

export interface ServerView {
  /** Requests that reached the app servers (through nginx: what its cache did not answer). */
  requests: number;
  loopP99Max: number;
  loopMax: number;
  poolP50Median: number;
  poolMax: number;
  inFlightMax: number;
  connectionsMax: number;
  /** Server time from a request's arrival to its answer, by kind of address. */
  byClass: ClassStats;
  /** Pages Next rendered for a waiting request (x-nextjs-cache MISS), by kind of address. */
  renders: Record<string, number>;
}

/** The probe records of every server (one file each) between two wall-clock times. */
export function serverView(files: string[], from: number, to: number): ServerView | undefined {
  const present = files.filter((f) => fs.existsSync(f));
  if (!present.length) return undefined;
  const requests: { cls: string; ms: number }[] = [];
  const renders: Record<string, number> = {};
  const seconds: Json[] = [];
  for (const file of present) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!line) continue;
      const rec = JSON.parse(line) as Json;
      if (rec.r && rec.r[0] >= from && rec.r[0] <= to) {
        requests.push({ cls: rec.r[1], ms: rec.r[2] });
        if (rec.r[4] === 'MISS') renders[rec.r[1]] = (renders[rec.r[1]] ?? 0) + 1;
      }
      if (rec.s && rec.s.t >= from && rec.s.t <= to + 1000) seconds.push(rec.s);
    }
  }
  const max = (key: string) => Math.max(0, ...seconds.map((s) => s[key] as number));
  return {
    requests: requests.length,
    loopP99Max: max('loopP99'),
    loopMax: max('loopMax'),
    poolP50Median: median(seconds.map((s) => s.poolP50 as number)),
    poolMax: max('poolMax'),
    inFlightMax: max('inFlight'),
    connectionsMax: max('connections'),
    byClass: byClassOf(requests),
    renders,
  };
}

/** The access log line `npm run test:load` has nginx write (scripts/lib/cluster.ts NginxOptions.logFormat). */
export const NGINX_LOG_FORMAT = '$msec $status $upstream_cache_status $request_method $request_uri $request_length $request_time $upstream_connect_time $upstream_header_time';

export interface NginxView {
  requests: number;
  /** By $upstream_cache_status: HIT, MISS, EXPIRED, STALE, UPDATING, BYPASS; '-' for files from disk. */
  byCacheStatus: Record<string, number>;
  fiveXx: number;
}

export function nginxView(logFile: string, from: number, to: number): NginxView | undefined {
  if (!fs.existsSync(logFile)) return undefined;
  const view: NginxView = { requests: 0, byCacheStatus: {}, fiveXx: 0 };
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    const [msec, status, cache] = line.split(' ');
    const at = Number(msec) * 1000;
    if (!line || at < from || at > to) continue;
    view.requests++;
    view.byCacheStatus[cache] = (view.byCacheStatus[cache] ?? 0) + 1;
    if (Number(status) >= 500) view.fiveXx++;
  }
  return view;
}

const CLOCK_TICKS = 100;

/** A /proc stat line's command (a thread's name) and the fields after it. */
function statOf(file: string): { comm: string; fields: string[] } {
  const line = fs.readFileSync(file, 'utf8');
  const end = line.lastIndexOf(')');
  return { comm: line.slice(line.indexOf('(') + 1, end), fields: line.slice(end + 2).split(' ') };
}

// After the command: state ppid pgrp … utime (12th) stime (13th).
const cpuSecondsOf = (fields: string[]) => (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;

/**
 * CPU seconds used so far by every process in each process group (Linux /proc), by group id; with
 * `thread`, only by the threads of that name (libvips names its threads 'libvips worker', so the
 * image work of saves can be told from the rest).
 */
export function groupCpuSeconds(pgids: number[], thread?: string): Map<number, number> {
  const totals = new Map(pgids.map((g) => [g, 0]));
  if (!fs.existsSync('/proc')) return totals;
  const procs: { pid: string; ppid: string; group: number; fields: string[] }[] = [];
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const { fields } = statOf(`/proc/${pid}/stat`);
      procs.push({ pid, ppid: fields[1], group: Number(fields[2]), fields });
    } catch {
      /* gone */
    }
  }
  // A child in a session of its own (the server's background image process) counts with its parent's group.
  const groupOf = new Map(procs.map((p) => [p.pid, p.group]));
  for (const { pid, ppid, group, fields } of procs) {
    const owner = totals.has(group) ? group : groupOf.get(ppid);
    if (owner === undefined || !totals.has(owner)) continue;
    try {
      let used = thread === undefined ? cpuSecondsOf(fields) : 0;
      for (const task of thread === undefined ? [] : fs.readdirSync(`/proc/${pid}/task`)) {
        const t = statOf(`/proc/${pid}/task/${task}/stat`);
        if (t.comm === thread) used += cpuSecondsOf(t.fields);
      }
      totals.set(owner, totals.get(owner)! + used);
    } catch {
      /* gone */
    }
  }
  return totals;
}
