/*
 * Load from wrk (Debian's `wrk`, a load generator written in C), for `npm run bench`.
 *
 * autocannon builds every answer's body into a JavaScript string (`body += data` in its
 * pipelined-requests queue), so its own cost grows with the bytes of the page. On this machine it
 * shares the two cores with the server, and for a 15 KB page it, not the server, set the rate:
 * plain node:http sending 8 KB and 15 KB of the same kind of bytes gave 21,592 and 13,644 req/s
 * under autocannon (0.63), 59,622 and 56,647 under wrk (0.95), with the server spending 16.7 and
 * 17.5 µs of CPU a request. wrk's cost hardly depends on the bytes, so the rate is the server's.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Load {
  rps: number;
  requests: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Bytes a response, headers included, as wrk counted them. */
  bytes: number;
  errors: number;
  non2xx: number;
  /** Wall time of the run in milliseconds: to the microsecond with `requests`, else as wrk rounds it. */
  elapsedMs: number;
}

export function wrkInstalled(): boolean {
  return !spawnSync('wrk', ['--version']).error;
}

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const SIZES: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/** wrk's report (with --latency) as figures; throws when a line it always prints is missing. */
export function parseWrk(out: string): Load {
  const match = (re: RegExp) => {
    const m = re.exec(out);
    if (!m) throw new Error(`wrk output without ${re}:\n${out}`);
    return m;
  };
  const latency = (pct: string) => {
    const m = match(new RegExp(`^\\s*${pct}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'));
    return +(Number(m[1]) * UNITS[m[2]]).toFixed(3);
  };
  const total = match(/(\d+) requests in ([\d.]+)(us|ms|s|m), ([\d.]+)(B|KB|MB|GB|TB) read/);
  const requests = Number(total[1]);
  const exact = /^bench-elapsed-ms: ([\d.]+)$/m.exec(out);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Math.round(Number(match(/Requests\/sec:\s+([\d.]+)/)[1])),
    requests,
    p50: latency('50'),
    p99: latency('99'),
    bytes: Math.round((Number(total[4]) * SIZES[total[5]]) / Math.max(1, requests)),
    errors: socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    elapsedMs: exact ? Number(exact[1]) : Number(total[2]) * UNITS[total[3]],
  };
}

/*
 * A run of a fixed number of requests. wrk itself only knows durations: -d is then a cap, and the
 * script counts the answers, notes the time (CLOCK_MONOTONIC through LuaJIT's ffi, to the
 * microsecond), stops its thread and sends its own process SIGINT, which ends wrk's wait for -d
 * (wrk reports on SIGINT as at the end of -d). Needs one thread (-t1), as every run here has.
 */
const countedLua = (requests: number) => `
local ffi = require('ffi')
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clock, bench_timespec *ts);
int getpid(void);
int kill(int pid, int sig);
]]
local ts = ffi.new('bench_timespec')
local function now_ms()
  ffi.C.clock_gettime(1, ts)
  return tonumber(ts.tv_sec) * 1000 + tonumber(ts.tv_nsec) / 1e6
end
local started, answered = nil, 0
init = function(args) started = now_ms() end
response = function(status, headers, body)
  answered = answered + 1
  if answered == ${requests} then
    io.write(string.format('\\nbench-elapsed-ms: %.3f\\n', now_ms() - started))
    io.stdout:flush()
    wrk.thread:stop()
    ffi.C.kill(ffi.C.getpid(), 2)
  end
end
`;

export interface WrkOptions {
  url: string;
  connections: number;
  /** How long the run lasts; with `requests`, the most it may last. */
  seconds: number;
  headers?: Record<string, string>;
  /** The body of a Lua `request` function (it returns `wrk.format(nil, path)`) picking each request's path. */
  luaRequest?: string;
  /** Stop after this many answers (elapsedMs is then the time they took); fewer within `seconds` throws. */
  requests?: number;
}

/**
 * Loads `url` with wrk: one thread, `connections` kept-alive connections, for `seconds` or for
 * `requests` answers. Asynchronous, so that the caller's own servers keep answering meanwhile.
 */
export async function wrk(opts: WrkOptions): Promise<Load> {
  const args = ['-t1', `-c${opts.connections}`, `-d${opts.seconds}s`, '--latency', '--timeout', '10s'];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}: ${v}`);
  const lua = [
    ...(opts.luaRequest ? [`request = function()\n${opts.luaRequest}\nend\n`] : []),
    ...(opts.requests ? [countedLua(opts.requests)] : []),
  ].join('\n');
  let script: string | undefined;
  if (lua) {
    script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-')), 'script.lua');
    fs.writeFileSync(script, lua);
    args.push('-s', script);
  }
  args.push(opts.url);
  try {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (d: Buffer) => (text += d));
      child.stderr.on('data', (d: Buffer) => (text += d));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}:\n${text}`))));
    });
    const load = parseWrk(out);
    if (opts.requests && !/^bench-elapsed-ms:/m.test(out)) {
      throw new Error(`wrk: ${load.requests} of ${opts.requests} requests answered within ${opts.seconds} s (${opts.url})`);
    }
    return load;
  } finally {
    if (script) fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}

/** A wrk run with the CPU the server (`pid` and its descendants) spent on each answer, in microseconds. */
export async function wrkWithCpu(pid: number, opts: WrkOptions): Promise<Load & { cpuUs: number }> {
  const before = treeCpuMs(pid);
  const r = await wrk(opts);
  return { ...r, cpuUs: Math.round(((treeCpuMs(pid) - before) * 1000) / Math.max(1, r.requests)) };
}

/** CPU time (user + system, ms) of a process and all its descendants, from /proc. */
export function treeCpuMs(pid: number): number {
  const tick = 1000 / 100; // CLK_TCK is 100 on Linux x86-64
  const children = new Map<number, number[]>();
  const own = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    own.set(Number(entry), (Number(fields[11]) + Number(fields[12])) * tick);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    total += own.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}
