import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Next.js's and React's internals, which our code never touches (lib/framework-boundary.ts holds
// the list with the reasons; its test checks this pattern covers every entry).
export const FORBIDDEN_PATTERN = '__reactProps|__reactFiber|x-prerender-revalidate|prerender-manifest|build-manifest|next\\/dist|\\.prototype\\.emit|__next_f|NEXT_MANUAL_SIG_HANDLE';
const because = 'Next.js and React internals change in any release: use a documented API (lib/framework-boundary.ts).';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next*/**', '.e2e*/**', '.bench/**', '.shots/**', 'node_modules/**', 'data/**', 'uploads/**', 'backups/**', 'bench-results/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'],
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs,js,cjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', 'lib/framework-boundary.ts', 'eslint.config.mjs'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['next/dist', 'next/dist/*'], message: because }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${FORBIDDEN_PATTERN}/]`, message: because },
        { selector: `TemplateElement[value.raw=/${FORBIDDEN_PATTERN}/]`, message: because },
        { selector: "AssignmentExpression > MemberExpression.left[object.property.name='prototype']", message: `Patching a prototype: ${because}` },
        { selector: "MemberExpression[object.object.name='http'][object.property.name='Server'][property.name='prototype']", message: because },
      ],
      'no-restricted-properties': [
        'error',
        { property: '__next_f', message: because },
        { object: 'process', property: 'removeAllListeners', message: `Taking over signal handlers: ${because}` },
      ],
    },
  },
];
export default config;
