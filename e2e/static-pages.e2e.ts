import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { TESTIMONIALS } from '../components/site/testimonials-data';

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('nextjs-portal').analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const TABS = [
  'Overview',
  'Information We Collect',
  'How We Use Information',
  'Information Sharing',
  'Data Security',
  'Your Rights',
  'Contact Us',
];

test('about: four cards, services and the office address', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  for (const title of ['Our Expertise', 'Our Values', 'Our Mission', 'Client Commitment']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await expect(page.locator('#services')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="office-title"] address')).toContainText('Hosur');
  await expect(page.locator('section[aria-labelledby="office-title"] address')).toContainText('635 109');
});

test('privacy policy: seven side tabs, operated by keyboard', async ({ page }) => {
  await page.goto('/privacy-policy');
  const tablist = page.getByRole('tablist', { name: 'Privacy policy sections' });
  const tabs = tablist.getByRole('tab');
  await expect(tabs).toHaveText(TABS);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();

  await tabs.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
  await expect(tabs.first()).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('tabpanel', { name: 'Information We Collect' })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tabpanel', { name: 'How We Use Information' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(tabs.last()).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Contact Us' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');

  // Tab moves from the selected tab into its panel, not along the tabs.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Contact Us' })).toBeFocused();

  await tabs.nth(4).click();
  await expect(page.getByRole('tabpanel', { name: 'Data Security' })).toBeVisible();
});

test('privacy policy: the required statements and the dealer contact details', async ({ page }) => {
  await page.goto('/privacy-policy');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('We do not sell your personal data');
  await expect(panel).toContainText('30 days');
  await page.getByRole('tab', { name: 'Information Sharing' }).click();
  await expect(panel).toContainText('We do not sell, rent or trade your personal data.');
  await page.getByRole('tab', { name: 'Your Rights' }).click();
  await expect(panel).toContainText('within 30 days');
  await page.getByRole('tab', { name: 'Contact Us' }).click();
  await expect(panel.getByRole('link', { name: /privacy@|privacy/i }).first()).toHaveAttribute('href', /^mailto:/);
  await expect(panel.locator('address')).toContainText('635 109');
  await expect(panel.locator('a[href^="tel:"]')).toBeVisible();
  await expect(panel.locator('a[href^="mailto:"]').last()).toBeVisible();
  await expect(panel).toContainText('30 days');
});

test('privacy policy is served as a static page', async ({ request }) => {
  const response = await request.get('/privacy-policy');
  expect(response.status()).toBe(200);
  // In production Next marks prerendered pages; in `next dev` every page renders on request.
  const cache = response.headers()['x-nextjs-cache'] ?? response.headers()['x-nextjs-prerender'] ?? '';
  if (!process.env.E2E_BASE_URL) expect(cache).not.toBe('');
  expect(await response.text()).toContain('Information We Collect');
});

test('testimonials page lists the five testimonials', async ({ page }) => {
  await page.goto('/testimonials');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const figures = page.locator('main figure');
  await expect(figures).toHaveCount(TESTIMONIALS.length);
  for (const t of TESTIMONIALS) {
    await expect(page.getByText(t.name, { exact: true })).toBeVisible();
    await expect(page.getByText(t.quote)).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /Rated \d out of 5/ })).toHaveCount(TESTIMONIALS.length);
});

test('an unknown address gets a friendly 404 with links home and to the lists', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText("couldn't find");
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
  for (const [href, name] of [['/villas', 'Villas'], ['/plots', 'Plots'], ['/homes', 'Houses']]) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  // The site's navigation is there too.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
});

for (const [path, title] of [
  ['/about', /About Us/],
  ['/contact', /Contact/],
  ['/privacy-policy', /Privacy Policy/],
  ['/testimonials', /Testimonials/],
] as const) {
  test(`metadata of ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
  });
}

for (const path of ['/about', '/privacy-policy', '/testimonials', '/no-such-page-here']) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

test('axe on the privacy policy with a later tab open and on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/privacy-policy');
  const tab = page.getByRole('tab', { name: 'Contact Us' });
  await tab.click();
  // A tap before hydration is given back once React has the tabs (components/site/early-events.ts):
  // wait for it to take effect and for the tabs' colour transitions to end, so axe reads final colours.
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await expectNoSeriousViolations(page);
});
