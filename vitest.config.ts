import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // 'server-only' throws outside React server bundles; tests import server modules directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
};

const unit = ['models/**/*.test.ts', 'lib/**/*.test.ts', 'scripts/**/*.test.ts'];
const integration = ['tests/int/**/*.int.test.ts'];
const api = ['tests/api/**/*.api.test.ts'];

// The integration suite runs once per engine: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
const engines = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: unit, environment: 'node' } },
      ...engines.map((engine) => ({
        resolve: { alias },
        test: {
          name: `int:${engine}`,
          include: integration,
          environment: 'node',
          env: { TEST_ENGINE: engine },
          setupFiles: ['tests/support/db-per-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      // Real HTTP against `next start` of the built app, one server per engine.
      ...(process.env.API_TESTS === 'false'
        ? []
        : engines.map((engine) => ({
            resolve: { alias },
            test: {
              name: `api:${engine}`,
              include: api,
              environment: 'node',
              env: { TEST_ENGINE: engine },
              globalSetup: ['tests/api/support/server.ts'],
              testTimeout: 60_000,
              hookTimeout: 120_000,
              fileParallelism: false,
            },
          }))),
    ],
  },
});
