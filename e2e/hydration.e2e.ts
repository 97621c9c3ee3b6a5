// Issue 11 item 4 in a browser: a public page fetches its framework scripts only after its priority
// photo has been painted (lib/http/deferred-hydration.ts), then hydrates; a tap on a button, a form
// sent or a widget's arrow key before React has taken the page over is not lost.
import { expect, type Page, test } from '@playwright/test';
import { demo } from './support/demo';

const VILLA = '4 BHK Premium Villa in Gated Community';

test.use({ viewport: { width: 412, height: 823 } });

/**
 * Holds every framework script for 1.5 s, as a slow phone would wait for them. Such a test goes on
 * at DOMContentLoaded (the loader has run by then): the load event waits for scripts added before
 * it, and on a loaded machine it came after the held scripts had arrived.
 */
async function slowScripts(page: Page) {
  await page.route(/\/_next\/static\/.+\.js/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
}

test('a listing page fetches its scripts after its photo is painted, then hydrates', async ({ page }) => {
  const villa = await demo<{ _id: string; title: string }>(page, 'villas', VILLA);
  await page.goto(`/villas/${villa._id}`);
  await page.waitForFunction(() => 'next' in window);
  const timing = await page.evaluate(
    () =>
      new Promise<{ lcp: number; lcpTag: string; firstScript: number; scripts: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const lcp = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
          const scripts = performance
            .getEntriesByType('resource')
            .filter((r) => /\/_next\/static\/.+\.js(\?|$)/.test(r.name)) as PerformanceResourceTiming[];
          resolve({ lcp: lcp.startTime, lcpTag: lcp.element?.tagName ?? '', firstScript: Math.min(...scripts.map((s) => s.startTime)), scripts: scripts.length });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(timing.lcpTag).toBe('IMG');
  expect(timing.scripts).toBeGreaterThan(3);
  expect(timing.firstScript, JSON.stringify(timing)).toBeGreaterThanOrEqual(timing.lcp);

  // Hydrated: the gallery's next button moves the counter.
  const counter = page.getByTestId('gallery-counter');
  await expect(counter).toHaveText(/^Photo 1 \/ \d+$/);
  await page.getByRole('button', { name: 'Next photo' }).first().click();
  await expect(counter).toHaveText(/^Photo 2 \/ \d+$/);
});

test('a tap on the shortlist heart before the scripts have arrived is replayed once React has hydrated it', async ({ page }) => {
  await slowScripts(page);
  await page.goto(`/villas?q=${encodeURIComponent('Premium Villa in Gated')}`, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => 'next' in window)).toBe(false);
  const heart = page.getByRole('button', { name: `Shortlist ${VILLA}` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('shortlist-count')).toHaveText('1');
});

test('a message sent from the contact form before the scripts have arrived is sent once React has hydrated the form', async ({ page, context }) => {
  await context.addInitScript(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = ((url: string) => {
      (window as unknown as { opened: string[] }).opened.push(url);
      return null;
    }) as typeof window.open;
  });
  await slowScripts(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => 'next' in window)).toBe(false);
  await page.locator('#contact-name').fill('Early Visitor');
  await page.locator('#contact-email').fill('early@example.test');
  await page.locator('#contact-message').fill('Typed before the scripts came.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // Held, not sent by the browser as a GET of /contact with the message in the address.
  expect(new URL(page.url()).search).toBe('');
  await expect.poll(() => page.evaluate(() => (window as unknown as { opened: string[] }).opened.length)).toBe(1);
  const url = await page.evaluate(() => (window as unknown as { opened: string[] }).opened[0]);
  expect(decodeURIComponent(url)).toContain('Typed before the scripts came.');
  expect(decodeURIComponent(url)).toContain('Early Visitor');
});

test('arrow keys on the privacy policy’s tabs before the scripts have arrived move the tabs once React has hydrated them', async ({ page }) => {
  await slowScripts(page);
  await page.goto('/privacy-policy', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => 'next' in window)).toBe(false);
  const tabs = page.getByRole('tablist', { name: 'Privacy policy sections' }).getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  // Down, down, back to the first, then up twice from it: the second last tab, as when hydrated.
  await expect(tabs.nth(5)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(5)).toBeFocused();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
});

test('an arrow key on a listing’s photos before the scripts have arrived turns the photo once React has hydrated it', async ({ page }) => {
  const villa = await demo<{ _id: string; title: string }>(page, 'villas', VILLA);
  await slowScripts(page);
  await page.goto(`/villas/${villa._id}`, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => 'next' in window)).toBe(false);
  await page.getByRole('button', { name: 'Next photo' }).first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('gallery-counter')).toHaveText(/^Photo 2 \/ \d+$/);
  // Up and down are not the carousel's: the page scrolls as ever.
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
