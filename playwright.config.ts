import { defineConfig, devices } from '@playwright/test';

// Run through `npm test` (or `npm run test:e2e`), which builds the app into .next-test, seeds
// .e2e/ and sets these variables; the server below is server.mjs on that build.
const port = Number(process.env.E2E_PORT || 3100);
// E2E_BASE_URL points the tests at a server that is already running (e.g. `next dev` while writing tests).
const external = process.env.E2E_BASE_URL;
const baseURL = external || `http://localhost:${port}`;
const chromium = process.env.CHROMIUM_PATH;
// The map tiles' stub, on the port the site was built for (scripts/test.ts).
const tilePort = process.env.TILE_STUB_PORT;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: chromium
        ? ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
        : [],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: external
    ? undefined
    : [
        {
          command: `node server.mjs -p ${port} -H localhost`,
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          timeout: 60_000,
          stdout: 'pipe',
          stderr: 'pipe',
        },
        ...(tilePort
          ? [{ command: `node --import tsx/esm scripts/lib/tile-stub.ts ${tilePort}`, url: `http://127.0.0.1:${tilePort}/health`, reuseExistingServer: false, timeout: 30_000 }]
          : []),
      ],
});
