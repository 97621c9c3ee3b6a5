import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next*/**', '.e2e*/**', '.bench/**', '.shots/**', 'node_modules/**', 'data/**', 'uploads/**', 'backups/**', 'bench-results/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'],
  },
];
export default config;
