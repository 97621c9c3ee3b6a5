// `npm test`: the whole suite. Unit and integration tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set) through vitest.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const bin = (name: string) => path.join(process.cwd(), 'node_modules', '.bin', name);

function step(title: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the integration suite runs on SQLite only.');
}
step('Unit and integration tests (vitest)', bin('vitest'), ['run']);
