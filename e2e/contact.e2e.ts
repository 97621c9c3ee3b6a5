import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// Map tiles come from a public server the test machine cannot reach: fail them fast and deterministically.
test.beforeEach(async ({ context }) => {
  await context.route(/tile\.openstreetmap\.org|\{s\}/, (route) => route.abort());
});

const form = (page: Page) => page.locator('form[aria-labelledby="message-title"]');

async function stubWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const calls: { url: string; target: string | undefined }[] = [];
    (window as unknown as { __opened: typeof calls }).__opened = calls;
    window.open = (url?: string | URL, target?: string) => {
      calls.push({ url: String(url), target });
      return null;
    };
  });
}
const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: { url: string; target?: string }[] }).__opened);

test('hero heading and the information panel', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  const panel = page.locator('section[aria-labelledby="info-title"]');
  await expect(panel.locator('address')).toContainText('Hosur');
  await expect(panel.locator('address')).toContainText('635 109');
  await expect(panel).toContainText('Mon-Fri 9:00 AM-6:00 PM');
  await expect(panel).toContainText('Sat 10:00 AM-4:00 PM');
  await expect(panel).toContainText(/Sun\s+Closed/i);
  await expect(panel.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(panel.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(panel.locator('a[href^="https://"]')).toBeVisible();
});

test('required fields and the e-mail format are checked next to each field', async ({ page }) => {
  await stubWindowOpen(page);
  await page.goto('/contact');
  const f = form(page);
  await expect(f.getByLabel('Your name')).toBeVisible();
  await expect(f.getByLabel('Phone (optional)')).not.toHaveAttribute('required');
  await f.getByRole('button', { name: 'Send Message' }).click();

  for (const [label, message] of [
    ['Your name', 'Please enter your name.'],
    ['Email', 'Please enter your email address.'],
    ['Message', 'Please enter your message.'],
  ] as const) {
    const field = f.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
  }
  await expect(f.getByLabel('Phone (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(f.getByLabel('Your name')).toBeFocused();

  await f.getByLabel('Your name').fill('Meena');
  await expect(f.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'false');
  await f.getByLabel('Email').fill('meena-at-example');
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(f.getByLabel('Email')).toHaveAccessibleDescription(/valid email address/);
  await expect(f.getByLabel('Email')).toBeFocused();
  // Nothing was opened and what was typed is kept.
  expect(await opened(page)).toEqual([]);
  await expect(f.getByLabel('Your name')).toHaveValue('Meena');
});

test('a valid message opens WhatsApp in a new tab with the text prefilled, then the fields clear', async ({ page }) => {
  await stubWindowOpen(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') posts.push(r.url());
  });
  await page.goto('/contact');
  const f = form(page);
  await f.getByLabel('Your name').fill('Karthik Subramanian');
  await f.getByLabel('Email').fill('karthik@example.in');
  await f.getByLabel('Phone (optional)').fill('+91 98450 12345');
  await f.getByLabel('Message').fill('Looking for a 3 BHK villa & a plot near SIPCOT?');
  await f.getByRole('button', { name: 'Send Message' }).click();

  await expect.poll(async () => (await opened(page)).length).toBe(1);
  const [{ url, target }] = await opened(page);
  expect(target).toBe('_blank');
  const parsed = new URL(url);
  expect(parsed.origin).toBe('https://wa.me');
  expect(parsed.pathname).toMatch(/^\/\d{10,15}$/);
  const text = parsed.searchParams.get('text')!;
  expect(text).toContain('Name: Karthik Subramanian');
  expect(text).toContain('Email: karthik@example.in');
  expect(text).toContain('Phone: +91 98450 12345');
  expect(text).toContain('Looking for a 3 BHK villa & a plot near SIPCOT?');

  for (const label of ['Your name', 'Email', 'Phone (optional)', 'Message']) await expect(f.getByLabel(label)).toHaveValue('');
  await expect(page.getByRole('status')).toContainText('WhatsApp opened');
  expect(posts).toEqual([]);
});

test('the real popup goes to the business WhatsApp number; phone may be left out', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>wa</title>' }));
  await page.goto('/contact');
  const f = form(page);
  await f.getByLabel('Your name').fill('Divya');
  await f.getByLabel('Email').fill('divya@example.com');
  await f.getByLabel('Message').fill('Please call me about plots.');
  const [popup] = await Promise.all([context.waitForEvent('page'), f.getByRole('button', { name: 'Send Message' }).click()]);
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  const business = new URL((await page.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href'))!).pathname;
  expect(url.origin + url.pathname).toBe(`https://wa.me${business}`);
  const text = url.searchParams.get('text')!;
  expect(text).toContain('Name: Divya');
  expect(text).toContain('Phone: Not given');
  expect(text).toContain('Please call me about plots.');
  await expect(f.getByLabel('Message')).toHaveValue('');
});

test('the office map is 500 px high with a marker and the address popup, even without tiles', async ({ page }) => {
  await page.goto('/contact');
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  expect((await map.boundingBox())!.height).toBe(500);
  const marker = page.locator('.leaflet-marker-icon');
  await expect(marker).toBeVisible();
  // The icon image itself loads (no broken marker).
  await expect.poll(() => marker.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('.leaflet-popup-content')).toContainText('635 109');
  await expect(page.locator('.leaflet-control-zoom-in')).toBeVisible();
});

test('the map is loaded only on the contact page', async ({ page }) => {
  const leafletCss = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) => {
        try {
          return [...sheet.cssRules].some((rule) => rule.cssText.includes('.leaflet-container'));
        } catch {
          return false;
        }
      }),
    );
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  expect(await leafletCss()).toBe(false);

  await page.goto('/contact');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect(await leafletCss()).toBe(true);
});

test('metadata and accessibility of the contact page', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(/Contact/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/contact$/);
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', /Contact/);
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).exclude('nextjs-portal').analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to our server, which answers with the WhatsApp link; no personal detail is in any address', async ({ page }) => {
    const visitor = { name: 'Kavitha Raman', email: 'kavitha.r@example.test', phone: '98765 43210', message: 'Please call me about plots near SIPCOT.' };
    const requested: string[] = [];
    page.on('request', (request) => requested.push(`${request.method()} ${request.url()}`));
    await page.goto('/ta/contact');
    const f = form(page);
    await f.locator('#contact-name').fill(visitor.name);
    await f.locator('#contact-email').fill(visitor.email);
    await f.locator('#contact-phone').fill(visitor.phone);
    await f.locator('#contact-message').fill(visitor.message);
    await f.locator('button[type="submit"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('உங்கள் செய்தி தயார்');
    const link = page.locator('a[href^="https://wa.me/"]');
    const text = new URL((await link.getAttribute('href'))!).searchParams.get('text')!;
    for (const value of Object.values(visitor)) expect(text).toContain(value);
    expect(page.url()).toMatch(/\/ta\/contact\/send$/);
    expect(requested.some((r) => r.startsWith('POST ') && r.endsWith('/ta/contact/send'))).toBe(true);
    for (const url of requested) {
      for (const value of [visitor.name, visitor.email, visitor.phone, 'Kavitha', '98765']) {
        expect(decodeURIComponent(url.replace(/\+/g, ' ')), url).not.toContain(value);
      }
    }
  });
});
