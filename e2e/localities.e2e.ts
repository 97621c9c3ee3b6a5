import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInWithForm } from './support/admin-ui';
import { demo } from './support/demo';

// A locality page reached from a listing's location line, by keyboard, in both languages; axe finds
// nothing, and a 360 px phone never scrolls sideways. The demo data's villa on Bagalur Road.
const VILLA = '4 BHK Premium Villa in Gated Community';

async function noViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Tabs forward until the focused element is the link to `href` (at most 60 stops). */
async function tabTo(page: Page, href: string) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.getAttribute('href'))) === href) return;
  }
  throw new Error(`No focusable link to ${href}`);
}

for (const lang of ['en', 'ta'] as const) {
  const prefix = lang === 'ta' ? '/ta' : '';
  test(`${lang}: from a listing's location line to its locality page, by keyboard`, async ({ page }) => {
    const villa = await demo<{ _id: string; title: string; location: string }>(page, 'villas', VILLA);
    expect(villa.location).toBe('Bagalur Road, Hosur');
    await page.goto(`${prefix}/villas/${villa._id}`);
    const href = `${prefix}/localities/bagalur-road`;
    await expect(page.getByRole('link', { name: 'Bagalur Road, Hosur', exact: true }).first()).toHaveAttribute('href', href);
    await tabTo(page, href);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(lang === 'en' ? 'Properties in Bagalur Road' : 'பாகலூர் சாலை பகுதியில் சொத்துகள்');
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en-IN' : 'ta');
    // The villa is among the cards, and its card leads back to it.
    await expect(page.locator(`a[href="${prefix}/villas/${villa._id}"]`).first()).toBeVisible();
    await noViolations(page);
  });
}

test('at 360 px the page never scrolls sideways, in either language, and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/localities/bagalur-road', '/ta/localities/bagalur-road', '/ta/localities/sipcot-phase-2']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // Down to the end, so lazily drawn parts (the map, later cards) are in place too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    await noViolations(page);
  }
});

test('an unknown locality, and one whose demo listings are all sold, are the 404 page', async ({ page }) => {
  // The demo's only Krishnagiri Road listing and both of Chinnaelasagiri's are sold.
  for (const path of ['/localities/no-such-place', '/ta/localities/no-such-place', '/localities/krishnagiri-road', '/ta/localities/chinnaelasagiri']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/localities/sipcot-phase-2<');
  expect(sitemap).not.toContain('/localities/krishnagiri-road<');
});

test('the dealer names a locality in Tamil at /admin/localities; a Latin name is refused next to the field', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInWithForm(page, '/admin/localities');
  await expect(page.getByRole('heading', { level: 1, name: 'Localities' })).toBeVisible();
  const field = page.getByLabel('Tamil name of Attibele Border');
  await expect(field).toHaveValue('அத்திபெலே எல்லை'); // the demo's
  await noViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await field.fill('Attibele Border');
  await field.press('Enter');
  await expect(page.locator('#name-ta-attibele-border-result')).toHaveText('Write the Tamil name in Tamil script, or leave it empty to show the English name.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('அத்திப்பள்ளி எல்லை');
  await field.press('Enter');
  await expect(page.locator('#name-ta-attibele-border-result')).toHaveText('Saved. The Tamil page shows it now.');
  await page.goto('/ta/localities/attibele-border');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('அத்திப்பள்ளி எல்லை பகுதியில் சொத்துகள்');

  // Back to the demo's name, for any later run on this database.
  const res = await page.request.patch('/api/localities/attibele-border', { data: { nameTa: 'அத்திபெலே எல்லை' } });
  expect(res.status()).toBe(200);
});
