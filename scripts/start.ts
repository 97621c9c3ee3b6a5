// `npm start`: prepare the database (schema, administrator, demo data), build when the sources
// are newer than the last build, then serve. A second start keeps all data.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_PROCESS_ENV, serverCommand } from './lib/server-process';

const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestSourceTime(): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of ['app', 'components', 'lib', 'models', 'public', 'proxy.ts', 'instrumentation.ts', 'instrumentation-node.ts', 'next.config.ts', 'package.json', 'postcss.config.mjs']) {
    visit(path.join(root, p));
  }
  return newest;
}

run(bin('tsx'), ['--conditions=react-server', 'scripts/prepare.ts']);

const buildId = path.join(root, '.next', 'BUILD_ID');
const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
if (process.env.FORCE_BUILD === 'true' || built < newestSourceTime()) run(bin('next'), ['build']);
else console.log('The build is up to date.');

// The custom server (server.mjs): `npm start -- -p 4000 -H 127.0.0.1` passes its options on.
const args = process.argv.slice(2);
const option = (flag: string, long: string) => {
  const i = args.findIndex((a) => a === flag || a === long);
  return i >= 0 ? args[i + 1] : undefined;
};
const { command, args: serverArgs } = serverCommand(option('-p', '--port') ?? process.env.PORT ?? 3000, option('-H', '--hostname') ?? process.env.HOSTNAME ?? null);
const server = spawn(command, serverArgs, {
  stdio: 'inherit',
  env: { ...process.env, ...SERVER_PROCESS_ENV },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
