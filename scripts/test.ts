// `npm test`: the whole suite, in order of cost.
//  0. ESLint, with the ban on Next's and React's internals
//  1. unit tests and the integration suite (SQLite; PostgreSQL too when TEST_DATABASE_URL is set)
//  2. a production build into .next-test, from a seeded end-to-end database
//  3. the API suite over real HTTP against `next start` (one server per engine)
//  4. the Playwright browser tests against `next start` with the demo data
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { findBrowser } from './lib/browser';
import { freePort } from './lib/free-port';
import { tileStubUrl } from './lib/tile-stub';

const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const only = process.argv[2]; // optional: unit | api | e2e
// After `e2e`, Playwright's own arguments: `npm run test:e2e -- e2e/hydration.e2e.ts`; after `api`,
// vitest's: `npm run test:api -- tests/api/uploads.api.test.ts`.
const playwrightArgs = only === 'e2e' ? process.argv.slice(3) : [];
const vitestApiArgs = only === 'api' ? process.argv.slice(3) : [];

const started = Date.now();
const took: string[] = [];
/** Each step's wall time, printed at the end (CI has a time budget: .ci/run must stay well under 45 minutes). */
const report = () => console.log(`\n${took.join('\n')}\n  total ${((Date.now() - started) / 1000).toFixed(0)} s`);

function step(title: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n=== ${title} ===`);
  const t0 = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  took.push(`  ${title}: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    report();
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the integration and API suites run on SQLite only.');
}

if (!only || only === 'unit') {
  // Includes the ban on Next.js's and React's internals (eslint.config.mjs, lib/framework-boundary.ts).
  step('Lint', bin('eslint'), ['.', '--max-warnings', '0']);
  step('Unit and integration tests', bin('vitest'), ['run'], { API_TESTS: 'false' });
}
if (only === 'unit') {
  report();
  process.exit(0);
}

// The build renders the public pages from this database, so it is seeded first.
// TEST_SUFFIX=-a builds into .next-test-a and seeds .e2e-a/, so two checkouts' worth of suites can
// run side by side in one working tree (both names are ignored by git).
const suffix = process.env.TEST_SUFFIX ?? '';
const distDir = `.next-test${suffix}`;
const e2eDir = path.join(root, `.e2e${suffix}`);
fs.rmSync(e2eDir, { recursive: true, force: true });
const port = await freePort();
// Map tiles come from a local stub (scripts/lib/tile-stub.ts), never the internet. Its address is
// built into the pages (the CSP's img-src is fixed at build time); playwright.config.ts starts the
// stub beside the site and stops it at the end.
let tilePort = await freePort();
while (tilePort === port) tilePort = await freePort();
const e2eEnv: Record<string, string> = {
  NEXT_DIST_DIR: distDir,
  DATA_DIR: path.join(e2eDir, 'data'),
  UPLOADS_DIR: path.join(e2eDir, 'uploads'),
  SITE_URL: `http://localhost:${port}`,
  ADMIN_EMAIL: 'admin@e2e.test',
  ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
  ADMIN_NAME: 'Test Admin',
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  E2E_PORT: String(port),
  TILE_STUB_PORT: String(tilePort),
  NEXT_PUBLIC_MAP_TILE_URL: tileStubUrl(tilePort),
  NEXT_TELEMETRY_DISABLED: '1',
  // Every browser test comes from one address and opens many listing pages a minute; the lead
  // beacon limit (30) is tested on its own server in tests/api/leads.api.test.ts.
  LEAD_BEACONS_PER_MINUTE: '10000',
  // Likewise the call-back requests' limit per address (tests/api/enquiries.api.test.ts tests it).
  ENQUIRIES_PER_ADDRESS: '1000',
};
// The PostgreSQL server is for the vitest suites; the site under test uses its own SQLite file.
const noPg = { DATABASE_URL: '' };
step('Prepare the end-to-end database', bin('tsx'), ['--conditions=react-server', 'scripts/prepare.ts'], { ...e2eEnv, ...noPg });
step(`Production build (${distDir})`, bin('next'), ['build'], { ...e2eEnv, ...noPg });

if (!only || only === 'api') {
  step('API tests over HTTP', bin('vitest'), ['run', '--project', 'api:*', ...vitestApiArgs], { NEXT_DIST_DIR: distDir });
}

if (!only || only === 'e2e') {
  const browser = findBrowser();
  step('Browser tests (Playwright)', bin('playwright'), ['test', ...playwrightArgs], {
    ...e2eEnv,
    ...noPg,
    ...(browser ? { CHROMIUM_PATH: browser } : {}),
  });
}
report();
