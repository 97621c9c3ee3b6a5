// Taps, a form sent, a widget's keys and typed text that come before React has hydrated a public
// page are held by the inline script of components/site/early-events.ts and given back once
// HydrationMark has set <html data-hydrated> (the contact form goes to its server fallback if the
// page has not hydrated 5 s after it was sent); once hydrated, the script leaves the page alone.
import { expect, type Page, test } from '@playwright/test';
import { demo } from './support/demo';

const VILLA = '4 BHK Premium Villa in Gated Community';
const FIVE_PHOTOS = '5 BHK Luxury Villa with Private Garden';

test.use({ viewport: { width: 412, height: 823 } });

test.beforeEach(async ({ context }) => {
  // Map tiles come from a public server the test machine cannot reach: fail them fast.
  await context.route(/tile\.openstreetmap\.org|\{s\}/, (route) => route.abort());
});

/**
 * Holds every framework script until the test lets them go, as a slow phone would wait for them
 * (however long the test takes to tap and type on a loaded machine). Such a test goes on at
 * DOMContentLoaded: Next's scripts are async, so it does not wait for them; the load event does.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.+\.js/, async (route) => {
    await released;
    await route.continue().catch(() => {}); // the page may have gone with the test
  });
  return release;
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** Held events are given back one a 50 ms tick: long enough for a second one to have come. */
async function settle(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForTimeout(400);
}

async function stubWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    window.open = ((url: string) => {
      opened.push(String(url));
      return null;
    }) as typeof window.open;
  });
}
const opened = (page: Page) => page.evaluate(() => (window as unknown as { opened: string[] }).opened);

test('a tap on the shortlist heart before the scripts have arrived is given back once, when React has hydrated it', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(`/villas?q=${encodeURIComponent('Premium Villa in Gated')}`, { waitUntil: 'domcontentloaded' });
  expect(await hydrated(page)).toBe(false);
  const heart = page.getByRole('button', { name: `Shortlist ${VILLA}` });
  await heart.click();
  expect(await hydrated(page), 'the tap came before hydration').toBe(false);
  release();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('shortlist-count')).toHaveText('1');
  // Given back once: a second toggle would have taken it off the shortlist again.
  await settle(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('shortlist-count')).toHaveText('1');
});

test('a message sent from the contact form before the scripts have arrived is sent by React once it has hydrated the form, not by the browser', async ({ page }) => {
  await stubWindowOpen(page);
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  expect(await hydrated(page)).toBe(false);
  await page.locator('#contact-name').fill('Early Visitor');
  await page.locator('#contact-email').fill('early@example.test');
  await page.locator('#contact-message').fill('Typed before the scripts came.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(await hydrated(page), 'sent before hydration').toBe(false);
  expect(await opened(page)).toHaveLength(0);
  release();
  await expect.poll(() => opened(page)).toHaveLength(1);
  const url = decodeURIComponent((await opened(page))[0]);
  expect(url).toContain('Typed before the scripts came.');
  expect(url).toContain('Early Visitor');
  // Held, not sent by the browser (to the form's server fallback, or as a GET with the message in the address).
  await settle(page);
  expect(await opened(page)).toHaveLength(1);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact');
});

test('a message sent before the scripts have arrived goes to our server by POST if the page has not hydrated 5 s later', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(`${request.method()} ${request.url()}`));
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.locator('#contact-name').fill('Stuck Phone');
  await page.locator('#contact-email').fill('stuck@example.test');
  await page.locator('#contact-message').fill('The scripts never came.');
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message is ready', { timeout: 15_000 });
  expect(Date.now() - sentAt, 'held 5 s first').toBeGreaterThanOrEqual(4500);
  release();
  expect(page.url()).toMatch(/\/contact\/send$/);
  const text = new URL((await page.locator('a[href^="https://wa.me/"]').getAttribute('href'))!).searchParams.get('text')!;
  expect(text).toContain('The scripts never came.');
  expect(requested.filter((r) => r.includes('/contact/send'))).toEqual([expect.stringMatching(/^POST /)]);
  for (const url of requested) expect(decodeURIComponent(url.replace(/\+/g, ' ')), url).not.toContain('Stuck Phone');
});

test('text typed before the scripts have arrived is kept in the form React hydrates', async ({ page }) => {
  await stubWindowOpen(page);
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  expect(await hydrated(page)).toBe(false);
  await page.locator('#contact-name').fill('Slow Phone');
  await page.locator('#contact-email').fill('slow@example.test');
  await page.locator('#contact-message').pressSequentially('Typed early');
  expect(await hydrated(page), 'typed before hydration').toBe(false);
  release();
  await settle(page);
  // Still in the fields after React rendered them from its own state...
  await expect(page.locator('#contact-name')).toHaveValue('Slow Phone');
  await expect(page.locator('#contact-message')).toHaveValue('Typed early');
  // ...and in that state: the form sent after hydration carries it.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => opened(page)).toHaveLength(1);
  const url = decodeURIComponent((await opened(page))[0]);
  expect(url).toContain('Typed early');
  expect(url).toContain('Slow Phone');
  expect(url).toContain('slow@example.test');
});

test('arrow keys on the privacy policy’s tabs before the scripts have arrived move the tabs in order once React has hydrated them', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/privacy-policy', { waitUntil: 'domcontentloaded' });
  expect(await hydrated(page)).toBe(false);
  const tabs = page.getByRole('tablist', { name: 'Privacy policy sections' }).getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  expect(await hydrated(page), 'the keys came before hydration').toBe(false);
  await expect(tabs.first(), 'nothing moved before hydration').toHaveAttribute('aria-selected', 'true');
  release();
  // Down, down, back to the first, then up twice from it: the second last tab, as when hydrated.
  await expect(tabs.nth(5)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(5)).toBeFocused();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await settle(page);
  await expect(tabs.nth(5)).toHaveAttribute('aria-selected', 'true');
});

test('arrow keys on a listing’s photos before the scripts have arrived turn the photos in order once React has hydrated them', async ({ page }) => {
  const villa = await demo<{ _id: string; title: string }>(page, 'villas', FIVE_PHOTOS);
  const release = await holdScripts(page);
  await page.goto(`/villas/${villa._id}`, { waitUntil: 'domcontentloaded' });
  expect(await hydrated(page)).toBe(false);
  const counter = page.getByTestId('gallery-counter');
  await expect(counter).toHaveText('Photo 1 / 5');
  await page.getByRole('button', { name: 'Next photo' }).first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  expect(await hydrated(page), 'the keys came before hydration').toBe(false);
  await expect(counter, 'nothing moved before hydration').toHaveText('Photo 1 / 5');
  release();
  // Right, right, left: the second photo (a key lost or given twice would show another).
  await expect(counter).toHaveText('Photo 2 / 5');
  await settle(page);
  await expect(counter).toHaveText('Photo 2 / 5');
  // Up and down are not the carousel's: the page scrolls as ever.
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('once hydrated, the page is left alone: a tap and a key reach React at once, as the browser gave them', async ({ page }) => {
  const villa = await demo<{ _id: string; title: string }>(page, 'villas', FIVE_PHOTOS);
  await page.goto(`/villas/${villa._id}`);
  await settle(page);
  // React listens on the document: what reaches it there, and whether the browser sent it.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    for (const type of ['click', 'keydown'])
      document.addEventListener(type, (e) => seen.push(`${e.type}${e.isTrusted ? '' : ' (given back)'}`));
  });
  const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  const counter = page.getByTestId('gallery-counter');
  const next = page.getByRole('button', { name: 'Next photo' }).first();
  await next.click();
  // React has rendered the tap's update by the next frame.
  const nextFrame = () => new Promise<string>((r) => requestAnimationFrame(() => r(document.querySelector('[data-testid="gallery-counter"]')!.textContent!)));
  expect(await page.evaluate(nextFrame)).toBe('Photo 2 / 5');
  await next.press('ArrowRight');
  await expect(counter).toHaveText('Photo 3 / 5');
  expect(await seen()).toEqual(['click', 'keydown']);
});
