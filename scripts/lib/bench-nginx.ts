// nginx as the bench runs it: deploy/nginx.conf rewritten for loopback (scripts/lib/nginx-conf.ts),
// in front of one app instance, plus one location serving files of given bytes from disk: the
// baseline "nginx serving a static file of the same bytes", with the same server-wide gzip settings.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';
import { writeLoopbackNginxConf } from './nginx-conf';
import { probe } from './bench-probe';

export interface BenchNginx {
  base: string;
  workers: number;
  /** Writes `bytes` to a file served at the returned URL. */
  addStatic: (name: string, bytes: Buffer) => string;
  stop: () => void;
}

export const nginxInstalled = () => !spawnSync('nginx', ['-v']).error;

export async function startBenchNginx(o: { dir: string; appPort: number; distDir: string; uploadsDir: string; workers: number }): Promise<BenchNginx> {
  fs.rmSync(o.dir, { recursive: true, force: true });
  // $app_root as production has it: the build, public/ and the uploads.
  const appRoot = path.join(o.dir, 'root');
  const statics = path.join(o.dir, 'static');
  fs.mkdirSync(appRoot, { recursive: true });
  fs.mkdirSync(statics);
  fs.symlinkSync(path.resolve(o.distDir), path.join(appRoot, '.next'));
  fs.symlinkSync(path.resolve('public'), path.join(appRoot, 'public'));
  fs.symlinkSync(path.resolve(o.uploadsDir), path.join(appRoot, 'uploads'));
  const port = await freePort();
  const conf = writeLoopbackNginxConf({
    nginxDir: o.dir,
    port,
    appPorts: [o.appPort],
    appRoot,
    workers: o.workers,
    accessLog: false,
    adjust: (site) => {
      const withStatic = site.replace(/(\n\s*location \/ \{)/, `\n    location ^~ /__static/ {\n        alias ${statics}/;\n        default_type text/html;\n    }\n$1`);
      if (withStatic === site) throw new Error('deploy/nginx.conf has no "location / {" to put the static baseline before');
      return withStatic;
    },
  });
  const nginx = spawn('nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => nginx.kill('SIGQUIT');
  try {
    for (let i = 0; ; i++) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}); see ${o.dir}/error.log`);
      try {
        if ((await probe(`${base}/api/health`)).status === 200) break;
      } catch {
        // not listening yet
      }
      if (i > 100) throw new Error('nginx did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    // The cache keeps public pages, never API answers (as configured, not as hoped).
    const statuses = async (p: string) => {
      const out: string[] = [];
      for (let i = 0; i < 3; i++) out.push(String((await probe(`${base}${p}`)).headers['x-cache-status']));
      return out;
    };
    const home = await statuses('/');
    const apiRead = await statuses('/api/villas?limit=1');
    if (home[2] !== 'HIT' || apiRead.includes('HIT')) throw new Error(`nginx caching is not as configured: / ${home.join(' ')}; /api/villas ${apiRead.join(' ')}`);
  } catch (err) {
    stop();
    throw err;
  }
  return {
    base,
    workers: o.workers,
    addStatic(name, bytes) {
      const file = `${name.replace(/[^A-Za-z0-9-]+/g, '-')}.html`;
      fs.writeFileSync(path.join(statics, file), bytes);
      return `${base}/__static/${file}`;
    },
    stop,
  };
}
