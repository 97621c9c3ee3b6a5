import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWrk, treeCpuMs, wrk, wrkInstalled } from './wrk';

// .ci/run installs wrk; a machine without it skips the runs, never the parser.
const withWrk = wrkInstalled() ? describe : describe.skip;

describe('parseWrk', () => {
  it('reads rate, latency, bytes a response and failures from wrk --latency', () => {
    const out = `Running 6s test @ http://127.0.0.1:4555/8
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   162.47us   43.68us   2.32ms   87.10%
    Req/Sec    60.00k     2.60k   63.14k    83.33%
  Latency Distribution
     50%  152.00us
     75%  170.00us
     90%  199.00us
     99%    1.20ms
  358060 requests in 6.00s, 2.95GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 5
Requests/sec:  59622.49
Transfer/sec:    502.76MB
`;
    expect(parseWrk(out)).toEqual({ rps: 59622, requests: 358060, p50: 0.152, p99: 1.2, bytes: Math.round((2.95 * 1024 ** 3) / 358060), errors: 5, non2xx: 5, elapsedMs: 6000 });
  });

  it('takes the exact time a counted run printed over wrk\'s rounded one', () => {
    const out = `Running 1m test @ http://127.0.0.1:8765/
  1 threads and 10 connections

bench-elapsed-ms: 3374.404
  Latency Distribution
     50%    8.10ms
     99%   63.73ms
  2000 requests in 3.37s, 0.87MB read
Requests/sec:    592.92
`;
    const r = parseWrk(out);
    expect(r.elapsedMs).toBe(3374.404);
    expect(r.requests).toBe(2000);
  });

  it('refuses output without the figures', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/wrk output without/);
  });
});

withWrk('wrk against a real server', () => {
  const body = Buffer.alloc(8192, 'a');
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits++;
    if (req.url?.startsWith('/missing')) {
      res.writeHead(404).end();
      return;
    }
    if (req.headers['x-check'] !== 'yes') {
      res.writeHead(400).end();
      return;
    }
    res.writeHead(200, { 'content-length': body.length }).end(body);
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('counts every answer, its bytes, and sends the headers given', async () => {
    hits = 0;
    const r = await wrk({ url: `${base}/page`, connections: 2, seconds: 1, headers: { 'x-check': 'yes' } });
    expect(r.requests).toBeGreaterThan(100);
    // wrk stops counting at the deadline; answers to requests still in flight are not counted.
    expect(hits - r.requests).toBeLessThanOrEqual(2);
    expect(r.non2xx).toBe(0);
    expect(r.bytes).toBeGreaterThan(body.length);
    expect(r.bytes).toBeLessThan(body.length + 200);
    expect(r.p99).toBeGreaterThanOrEqual(r.p50);
  });

  it('reports answers that are not 2xx', async () => {
    const r = await wrk({ url: `${base}/missing`, connections: 1, seconds: 1 });
    expect(r.non2xx).toBe(r.requests);
  });

  it('asks for the paths a Lua request function picks', async () => {
    const seen = new Set<string>();
    server.on('request', (req) => seen.add(req.url!));
    await wrk({ url: base, connections: 1, seconds: 1, headers: { 'x-check': 'yes' }, luaRequest: `n = (n or 100) + 1\nreturn wrk.format(nil, '/page?n=' .. n)` });
    const numbers = [...seen].map((u) => Number(/^\/page\?n=(\d+)$/.exec(u)?.[1]));
    // wrk calls the function once more on start-up to see whether it varies: 101 may go unsent.
    expect(Math.min(...numbers)).toBeLessThanOrEqual(102);
    expect(numbers.every((n) => n > 100)).toBe(true);
    expect(numbers.length).toBeGreaterThan(50);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('stops after the number of requests asked for, and times them', async () => {
    hits = 0;
    const started = performance.now();
    const r = await wrk({ url: `${base}/page`, connections: 4, seconds: 30, headers: { 'x-check': 'yes' }, requests: 500 });
    const wall = performance.now() - started;
    // wrk may still count answers read in the same turn of its loop as the 500th (one a connection
    // at most); elapsedMs is the time of the first 500.
    expect(r.requests).toBeGreaterThanOrEqual(500);
    expect(r.requests).toBeLessThanOrEqual(504);
    expect(hits).toBeGreaterThanOrEqual(500);
    expect(hits).toBeLessThanOrEqual(504);
    expect(r.elapsedMs).toBeGreaterThan(0);
    expect(r.elapsedMs).toBeLessThanOrEqual(wall);
    // Not the 30 s cap: the run ended when the answers were in.
    expect(wall).toBeLessThan(10_000);
  });

  it('counts with a Lua request function too, and throws when the cap comes first', async () => {
    const r = await wrk({ url: base, connections: 2, seconds: 30, headers: { 'x-check': 'yes' }, luaRequest: `n = (n or 0) + 1\nreturn wrk.format(nil, '/page?n=' .. n)`, requests: 300 });
    expect(r.requests).toBeGreaterThanOrEqual(300);
    expect(r.requests).toBeLessThanOrEqual(302);
    await expect(wrk({ url: `${base}/page`, connections: 1, seconds: 1, headers: { 'x-check': 'yes' }, requests: 10_000_000 })).rejects.toThrow(/requests answered within 1 s/);
  });
});

describe('treeCpuMs', () => {
  it('counts the CPU time of a process and its children', async () => {
    // A shell whose child spins until it has used 300 ms of CPU (counted by itself, so a loaded
    // machine only makes it take longer), says so, and waits half a second: the time is the child's, found
    // through the tree.
    const spin = 'let u = 0; while (u < 300_000) { const c = process.cpuUsage(); u = c.user + c.system; } console.log("spun"); setTimeout(() => {}, 500);';
    const shell = spawn('sh', ['-c', `node -e '${spin}' & wait`], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => shell.stdout!.on('data', (d: Buffer) => d.toString().includes('spun') && resolve()));
    const during = treeCpuMs(shell.pid!);
    await new Promise((r) => shell.on('close', r));
    expect(during).toBeGreaterThanOrEqual(250);
  });
});
