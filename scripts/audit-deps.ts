// `npm run audit:deps`: `npm audit --omit=dev`, failing on a high or critical advisory. When the
// registry's advisory service cannot be reached (as on machines with only a registry mirror), it
// says so and checks instead that every production dependency is the newest release of its major
// line, which is where advisories get fixed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import semver from 'semver';

const npm = (args: string[]) => spawnSync('npm', args, { encoding: 'utf8' });

const audit = npm(['audit', '--omit=dev', '--json']);
let report: { metadata?: { vulnerabilities?: Record<string, number> }; error?: unknown } | null = null;
try {
  report = JSON.parse(audit.stdout);
} catch {}
const counts = report?.metadata?.vulnerabilities;
if (counts) {
  console.log('npm audit --omit=dev:', counts);
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  if (serious > 0) {
    console.error(`${serious} high or critical advisories: run \`npm audit --omit=dev\` for details.`);
    process.exit(1);
  }
  console.log('No high or critical advisory.');
  process.exit(0);
}

console.log('The advisory service did not answer (npm audit failed):');
console.log(`  ${(audit.stderr || audit.stdout).split('\n').find((l) => /error/i.test(l)) ?? 'no output'}`);
console.log('Checking instead that each production dependency is the newest release of its major line:\n');
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
let stale = 0;
for (const name of Object.keys(pkg.dependencies)) {
  const installed = (JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;
  // The same major line (for 0.x, the same minor), as a caret range selects it; no prereleases.
  const view = npm(['view', name, 'versions', '--json']);
  const newest = semver.maxSatisfying([JSON.parse(view.stdout || '[]')].flat() as string[], `^${installed}`) ?? '?';
  const current = newest === installed;
  if (!current) stale++;
  console.log(`  ${current ? 'ok   ' : 'OLDER'} ${name} ${installed}${current ? '' : ` (newest of its line: ${newest})`}`);
}
if (stale > 0) {
  console.error(`\n${stale} production dependencies are behind their major line: update them.`);
  process.exit(1);
}
console.log('\nAll production dependencies are current within their major lines.');
