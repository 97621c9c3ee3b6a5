// Issue 14, items 1 and 2 in a browser: the shortlist (add, remove, kept across reloads, the page,
// the WhatsApp message to the dealer, sold and removed listings) and Share (the phone's share
// sheet when the browser has one, WhatsApp with title, price, area, place and link, copy link).
import { expect, type Page, test } from '@playwright/test';
import { demo as demoListing } from './support/demo';

type ApiListing = { _id: string; title: string; price: number; location: string };

const demo = (page: Page, slug: string, title: string) => demoListing<ApiListing>(page, slug, title);

const VILLA = '4 BHK Premium Villa in Gated Community'; // ₹1.25 Cr, 2,400 sq.ft
const PLOT = 'Corner Plot in Gated Layout, Bagalur Road';
const SOLD = 'East Facing Plot in Chinnaelasagiri';
const count = (page: Page) => page.getByTestId('shortlist-count');
const heart = (page: Page, title: string) => page.getByRole('button', { name: `Shortlist ${title}` });

test.describe('shortlist', () => {
  test('add from a card and a page, kept across reloads, shown on /shortlist, removed again', async ({ page }) => {
    await page.goto(`/villas?q=${encodeURIComponent('Premium Villa in Gated')}`);
    const link = page.getByTestId('shortlist-link');
    const box = await link.boundingBox();
    await expect(heart(page, VILLA)).toHaveAttribute('aria-pressed', 'false');
    await heart(page, VILLA).click();
    await expect(heart(page, VILLA)).toHaveAttribute('aria-pressed', 'true');
    await expect(count(page)).toHaveText('1');
    await expect(link).toHaveAccessibleName('Shortlist, 1 saved');
    expect(await link.boundingBox()).toEqual(box); // the count does not move the bar

    const plot = await demo(page, 'plots', PLOT);
    await page.goto(`/plots/${plot._id}`);
    const pageHeart = page.getByRole('button', { name: `Shortlist ${PLOT}` });
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: `Shortlist ${PLOT}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(count(page)).toHaveText('2');

    await link.click();
    await expect(page).toHaveURL(/\/shortlist\?items=plots:[0-9a-f]{24},villas:[0-9a-f]{24}$/);
    const cards = page.getByRole('list', { name: 'My shortlist' }).getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(PLOT);

    const wa = new URL((await page.getByTestId('shortlist-whatsapp').getAttribute('href'))!);
    const text = wa.searchParams.get('text')!;
    expect(text).toContain(`1. ${PLOT}\n₹32.5 L\n`);
    expect(text).toContain(`2. ${VILLA}\n₹1.25 Cr\n`);
    expect(text).toMatch(new RegExp(`/plots/${plot._id}\\n`));

    await heart(page, VILLA).click();
    await expect(cards).toHaveCount(1);
    await expect(page).toHaveURL(/\/shortlist\?items=plots:[0-9a-f]{24}$/);
    await expect(count(page)).toHaveText('1');
  });

  test('sold and removed listings say so instead of vanishing', async ({ page }) => {
    const sold = await demo(page, 'plots', SOLD);
    const removed = 'f'.repeat(24);
    await page.goto('/');
    await page.evaluate((items) => localStorage.setItem('hosur-shortlist', JSON.stringify(items)), [`plots:${sold._id}`, `villas:${removed}`]);
    await page.goto('/shortlist');
    await expect(page).toHaveURL(/items=/);
    await expect(page.getByRole('article').filter({ hasText: SOLD })).toBeVisible();
    await expect(page.getByText('This property has been sold.')).toBeVisible();
    await expect(page.getByTestId('shortlist-gone')).toContainText('A property you saved has been removed by the dealer.');
    await page.getByRole('button', { name: 'Remove from shortlist' }).click();
    await expect(page.getByTestId('shortlist-gone')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('hosur-shortlist'))).toBe(JSON.stringify([`plots:${sold._id}`]));
  });

  test('an empty shortlist says how to fill it; fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/shortlist');
    await expect(page.getByText('Your shortlist is empty.', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('share', () => {
  test('without a share sheet: WhatsApp with title, price, area, place and the canonical link; copy link with a toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    const villa = await demo(page, 'villas', VILLA);
    await page.goto(`/villas/${villa._id}`);
    const share = page.getByRole('button', { name: `Share ${VILLA}` });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Share…' })).toHaveCount(0);
    const href = await page.getByRole('link', { name: 'WhatsApp', exact: true }).getAttribute('href');
    const text = new URL(href!).searchParams.get('text')!;
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(text).toBe(`${VILLA}\n₹1.25 Cr · 2,400 sq.ft\n${villa.location}\n${canonical}`);

    const beacons: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/leads') && beacons.push(r.postData() ?? ''));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await expect.poll(() => beacons.some((b) => b.includes('"share"'))).toBe(true);
  });

  test("with a share sheet: the phone's own, given the title, text and link", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          (window as unknown as { shared: unknown }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await page.goto(`/villas?q=${encodeURIComponent('Premium Villa in Gated')}`);
    await page.getByRole('button', { name: `Share ${VILLA}` }).click();
    await page.getByRole('button', { name: 'Share…' }).click();
    const shared = (await page.evaluate(() => (window as unknown as { shared: { title: string; text: string; url: string } }).shared))!;
    expect(shared.title).toBe(VILLA);
    expect(shared.text).toContain('₹1.25 Cr · 2,400 sq.ft');
    expect(shared.url).toMatch(/\/villas\/[0-9a-f]{24}$/);
  });

  test('the menu works by keyboard and closes with Escape', async ({ page }) => {
    const villa = await demo(page, 'villas', VILLA);
    await page.goto(`/villas/${villa._id}`);
    const share = page.getByRole('button', { name: `Share ${VILLA}` });
    await share.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
    await expect(share).toBeFocused();
  });
});
