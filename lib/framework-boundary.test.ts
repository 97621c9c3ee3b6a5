import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN } from './framework-boundary';

const ROOT = path.resolve(import.meta.dirname, '..');
// Every folder and top-level file of ours that runs: the app, the custom server, the scripts.
const SOURCES = ['app', 'components', 'lib', 'models', 'scripts', 'e2e', 'tests', 'bench', 'server.mjs', 'proxy.ts', 'instrumentation.ts', 'instrumentation-node.ts', 'next.config.ts'];
const CODE = /\.(?:[cm]?[jt]sx?)$/;
// Tests may name what they check for; this list and its own test name it by necessity.
const EXEMPT = /(?:\.test\.tsx?|\.e2e\.ts|framework-boundary\.ts)$/;

function files(p: string): string[] {
  const full = path.join(ROOT, p);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return CODE.test(p) ? [p] : [];
  return fs.readdirSync(full).flatMap((name) => (name === 'node_modules' || name.startsWith('.next') ? [] : files(path.join(p, name))));
}

describe('nothing of ours runs on Next.js or React internals', () => {
  const sources = SOURCES.flatMap(files).filter((f) => !EXEMPT.test(f));

  it('finds the sources', () => {
    expect(sources).toContain('server.mjs');
    expect(sources.length).toBeGreaterThan(200);
  });

  it.each(FORBIDDEN)('no source mentions $text ($why)', ({ text }) => {
    const found = sources.filter((f) => fs.readFileSync(path.join(ROOT, f), 'utf8').includes(text));
    expect(found).toEqual([]);
  });

  it('catches a mention, so the search is not empty by mistake', () => {
    const sample = `const props = Object.keys(el).find((k) => k.startsWith('${FORBIDDEN[0].text}'));`;
    expect(FORBIDDEN.some(({ text }) => sample.includes(text))).toBe(true);
  });
});

describe('the lint step knows the same list', () => {
  it('eslint.config.mjs forbids every entry', () => {
    // Read as text: importing the config loads all of eslint-config-next.
    const config = fs.readFileSync(path.join(ROOT, 'eslint.config.mjs'), 'utf8');
    const source = /FORBIDDEN_PATTERN = '([^']+)'/.exec(config)?.[1];
    expect(source).toBeTruthy();
    const pattern = new RegExp(source!.replace(/\\\\/g, '\\'));
    for (const { text } of FORBIDDEN) expect(text, text).toMatch(pattern);
  });
});

describe('the layer around Next stays small', () => {
  it('the custom server, what only it uses (with its types), lib/http and the instrumentation hooks: at most 300 lines', () => {
    const layer = ['server.mjs', 'lib/shutdown.mjs', 'lib/net/client-ip.mjs', 'lib/net/read-gate.mjs', 'lib/shutdown.d.mts', 'lib/net/client-ip.d.mts', 'lib/net/read-gate.d.mts', 'instrumentation.ts', 'instrumentation-node.ts', ...files('lib/http')].filter((f) => !EXEMPT.test(f));
    const lines = layer.reduce((sum, f) => sum + fs.readFileSync(path.join(ROOT, f), 'utf8').split('\n').length - 1, 0);
    expect(lines).toBeLessThanOrEqual(300);
  });
});
