/*
 * The framework's own floor for the bare server's ratios (`npm run bench`, phase 'floor'): what a
 * page two to three times another's size, and a query address rewritten by a proxy, cost with
 * Next.js alone. bench/size-floor is a plain app of the site's Next.js and React with two static
 * pages (small: about /privacy-policy's size; large: about a listing page's) and a proxy that
 * rewrites '/large?f=1' to '/large', served by the site's custom server minus the site
 * (server.mjs: the same brotli compression). Measured like the site's bare ratios, in the same
 * run: alternating runs at 10 connections, the median over rounds.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { benchApp, buildBenchApp, isBuilt, ready } from './bench-app';
import { BROWSER_HEADERS } from './bench-requests';
import { median, ratios, round2, type Sandwiched, sandwich } from './bench-rounds';
import { freePort } from './free-port';
import { type Load, wrkWithCpu } from './wrk';

export interface FloorRow {
  page: string;
  against: string;
  rps: number;
  baselineRps: number;
  ratio: number;
  ratios: string;
  /** The floor server's CPU a request, in microseconds. */
  cpuUs: number;
  /** Bytes on the wire a response (compressed, headers included), and the page's HTML. */
  kB: number;
  htmlKB: number;
}

export async function measureSizeFloor(root: string, env: NodeJS.ProcessEnv, opts: { rounds: number; seconds: number; reuse: boolean }): Promise<FloorRow[]> {
  const app = benchApp('size-floor');
  const distDir = '.next';
  const floorEnv: NodeJS.ProcessEnv = { ...env, NEXT_DIST_DIR: distDir, NODE_ENV: 'production' };
  if (!(opts.reuse && isBuilt(app.dir, distDir))) {
    console.log(`Building the framework floor (bench/size-floor, in ${app.dir})...`);
    buildBenchApp(root, app, floorEnv);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(app.dir, 'server.mjs'), String(port)], { cwd: app.dir, env: floorEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  // bench.ts exits on SIGINT without unwinding: the floor's server goes with it all the same.
  const stop = () => child.kill();
  process.once('exit', stop);
  try {
    const base = `http://localhost:${port}`;
    await ready(`${base}/small`);
    const load = async (url: string): Promise<Load & { cpuUs: number }> => {
      const r = await wrkWithCpu(child.pid!, { url, connections: 10, seconds: opts.seconds, headers: BROWSER_HEADERS });
      if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} answers not 2xx, ${r.errors} socket errors`);
      return r;
    };
    const htmlKB: Record<string, number> = {};
    for (const p of ['/small', '/large', '/large?f=1']) {
      // fetch undoes the compression: the page's own bytes.
      htmlKB[p] = round2((await (await fetch(`${base}${p}`)).arrayBuffer()).byteLength / 1024);
      await load(`${base}${p}`);
    }

    const row = (page: string, against: string, runs: Sandwiched<Load & { cpuUs: number }>[]): FloorRow => {
      const rs = ratios(runs, (x) => x.rps);
      return {
        page,
        against,
        rps: Math.round(median(runs.map((x) => x.value.rps))),
        baselineRps: Math.round(median(runs.map((x) => (x.before.rps + x.after.rps) / 2))),
        ratio: round2(median(rs)),
        ratios: rs.map((x) => x.toFixed(2)).join(' '),
        cpuUs: median(runs.map((x) => x.value.cpuUs)),
        kB: round2(runs[0].value.bytes / 1024),
        htmlKB: htmlKB[page.split(' ')[0]],
      };
    };
    // The large page against the small one, as a listing page against /privacy-policy.
    const [large] = await sandwich(['/large'], opts.rounds, () => load(`${base}/small`), (p) => load(`${base}${p}`));
    // The rewritten address against the very page it is rewritten to, as a filtered list against its list.
    const [rewritten] = await sandwich(['/large?f=1'], opts.rounds, () => load(`${base}/large`), (p) => load(`${base}${p}`));
    const small = await load(`${base}/small`);
    return [
      row('/large', '/small', large),
      row('/large?f=1 (proxy rewrite)', '/large', rewritten),
      { page: '/small', against: '-', rps: Math.round(small.rps), baselineRps: NaN, ratio: NaN, ratios: '', cpuUs: small.cpuUs, kB: round2(small.bytes / 1024), htmlKB: htmlKB['/small'] },
    ];
  } finally {
    process.off('exit', stop);
    stop();
  }
}
