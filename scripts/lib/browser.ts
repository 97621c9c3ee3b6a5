import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * A Chromium for the browser tests: CHROMIUM_PATH, a system Chromium, or Playwright's own
 * (installed on first use). Returns undefined for Playwright's own, or exits with a message.
 */
export function findBrowser(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p) => p && fs.existsSync(p));
  if (found) return found;
  console.log('No system Chromium found; installing Playwright\'s own (first use only)...');
  const result = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (result.status === 0) return undefined;
  console.error(
    '\nThe browser tests need Chromium and none could be found or installed.\n' +
      'Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH, then run `npm test` again.',
  );
  process.exit(1);
}
