// The plain Next.js apps under bench/ (blank-app, tap-floor), measured beside the site as floors.
// Built and served from a copy outside the repository: inside it, Turbopack takes the repository
// (its lockfile) as the project root and compiles the site's proxy.ts and instrumentation into the
// plain page. The copy gets hard links to our node_modules, so it runs the very same Next.js.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchApp {
  name: string;
  /** Where the copy is built and served from. */
  dir: string;
  /** Its own copy's next, so that Next and React load from one node_modules (two copies of React fail). */
  next: string;
}

export function benchApp(name: string): BenchApp {
  const dir = path.join(os.tmpdir(), `hosur-audit-${name}`);
  return { name, dir, next: path.join(dir, 'node_modules', '.bin', 'next') };
}

export function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env, cwd });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

export const isBuilt = (dir: string, distDir: string) => fs.existsSync(path.join(dir, distDir, 'BUILD_ID'));

/** Copies bench/<name> out of the repository (with `files` added, e.g. a photo) and builds it. */
export function buildBenchApp(root: string, app: BenchApp, env: NodeJS.ProcessEnv, files: Record<string, Buffer> = {}): void {
  fs.rmSync(app.dir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'bench', app.name), app.dir, { recursive: true, filter: (src) => !/[\\/]\.next[^\\/]*$/.test(src) });
  fs.writeFileSync(path.join(app.dir, 'package.json'), `{ "name": "${app.name}", "private": true }\n`);
  for (const [file, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(app.dir, file)), { recursive: true });
    fs.writeFileSync(path.join(app.dir, file), bytes);
  }
  run('cp', ['-al', path.join(root, 'node_modules'), path.join(app.dir, 'node_modules')], root, env);
  run(app.next, ['build'], app.dir, env);
}

export function startBenchApp(app: BenchApp, port: number, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(app.next, ['start', '-p', String(port), '-H', 'localhost'], { env, cwd: app.dir, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function ready(url: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (i > 150) throw new Error(`${url} did not answer within 45 s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
