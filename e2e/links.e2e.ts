// No dead links: linkinator crawls both languages from their home pages over the demo data (every
// page, photo, stylesheet and script the site links to) and finds none broken. The language switch
// is only shown where the other language has the page (it linked /login to /ta/login, a 404).
import { expect, test } from '@playwright/test';
import { LinkChecker, LinkState } from 'linkinator';

test.setTimeout(300_000);

test('a crawl of the English and Tamil sites finds no broken link', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const checker = new LinkChecker();
  const result = await checker.check({
    path: [`${origin}/`, `${origin}/ta`],
    recurse: true,
    concurrency: 4,
    timeout: 30_000,
    // Other sites (WhatsApp, maps, social) are not ours to check, and this machine cannot reach them.
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const broken = result.links.filter((l) => l.state === LinkState.BROKEN).map((l) => `${l.status} ${l.url} (on ${l.parent})`);
  const checked = result.links.filter((l) => l.state === LinkState.OK).length;
  console.log(`linkinator: ${checked} links checked, ${broken.length} broken`);
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(200);
});
