import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, type Request, test } from '@playwright/test';
import { admin, signIn } from './support/admin';

// The lead log in a browser (issue 14 items 4 and 5): a listing's page sends a view beacon and
// its call, WhatsApp and e-mail links send theirs; the admin Leads page, its chart and its CSV
// show exactly what was sent. A listing made for this file, so other tests' visits do not count.

test.describe.configure({ mode: 'serial' });

const TITLE = `Lead log villa ${Date.now().toString(36)}`;
let id = '';

/** Collects the beacons a page sends (sendBeacon shows up as a POST like any other). */
function beacons(page: Page) {
  const sent: { action: string; request: Request }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads') {
      sent.push({ action: (JSON.parse(r.postData() ?? '{}') as { action: string }).action, request: r });
    }
  });
  return sent;
}

/** tel: and mailto: would leave the page for another program: stop them after the page's own handlers ran. */
async function keepOnPage(page: Page) {
  await page.evaluate(() =>
    window.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a[href^="tel:"], a[href^="mailto:"]')) e.preventDefault();
    }),
  );
}

async function stubWhatsApp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>wa</title>' }));
}

test.beforeAll(async ({ browser }) => {
  test.skip(!admin.password, 'needs ADMIN_PASSWORD to create a listing');
  const page = await browser.newPage();
  await signIn(page);
  const sample = ((await (await page.request.get('/api/villas?limit=1')).json()) as { data: { mainImage: string }[] }).data[0];
  const photo = await page.request.get(sample.mainImage);
  const created = await page.request.post('/api/villas', {
    multipart: {
      title: TITLE, location: 'Bagalur Road, Hosur', price: '85,00,000', area: '2400', buildingarea: '1800', bedrooms: '3',
      description: 'Made by the lead log end-to-end test.',
      mainImage: { name: 'photo.webp', mimeType: 'image/webp', buffer: await photo.body() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  id = ((await created.json()) as { data: { _id: string } }).data._id;
  await page.close();
});

test.afterAll(async ({ browser }) => {
  if (!id) return;
  const page = await browser.newPage();
  await signIn(page);
  await page.request.delete(`/api/villas/${id}`);
  await page.close();
});

test('opening a listing sends one view beacon, answered 204, and sets no cookie', async ({ page, context }) => {
  const sent = beacons(page);
  const first = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/leads'));
  await page.goto(`/villas/${id}`);
  const request = await first;
  expect(JSON.parse(request.postData()!)).toEqual({ kind: 'villas', id, action: 'view' });
  expect(request.headers()['content-type']).toMatch(/^text\/plain/);
  const response = await request.response();
  if (response) expect(response.status()).toBe(204);
  await page.waitForLoadState('networkidle');
  expect(sent.map((s) => s.action)).toEqual(['view']);
  expect(await context.cookies()).toEqual([]);
});

test('Call Now, WhatsApp Enquiry, Send Inquiry and the contact form each send their beacon', async ({ page, context }) => {
  await stubWhatsApp(context);
  const sent = beacons(page);
  await page.goto(`/villas/${id}`);
  await expect.poll(() => sent.length).toBe(1);
  await keepOnPage(page);
  const card = page.getByRole('region', { name: 'Interested in this Villa?' });

  await card.getByRole('link', { name: 'Call Now' }).click();
  await expect.poll(() => sent.map((s) => s.action)).toEqual(['view', 'call']);

  const popup = page.waitForEvent('popup');
  await card.getByRole('link', { name: /WhatsApp Enquiry/ }).click();
  await (await popup).close();
  await expect.poll(() => sent.map((s) => s.action)).toEqual(['view', 'call', 'whatsapp']);

  await card.getByRole('link', { name: 'Send Inquiry' }).click();
  await expect.poll(() => sent.map((s) => s.action)).toEqual(['view', 'call', 'whatsapp', 'email']);

  // 'Or write to us about it': the contact form, sent about this listing.
  await card.getByRole('link', { name: 'Or write to us about it' }).click();
  await expect(page).toHaveURL(new RegExp(`/contact\\?listing=villas:${id}$`));
  await page.locator('#contact-name').fill('Lead Test');
  await page.locator('#contact-email').fill('lead@example.test');
  await page.locator('#contact-message').fill('Is the villa still available?');
  const chat = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const opened = await chat;
  expect(decodeURIComponent(opened.url())).toContain(`About: ${new URL(page.url()).origin}/villas/${id}`);
  await opened.close();
  await expect.poll(() => sent.map((s) => s.action)).toEqual(['view', 'call', 'whatsapp', 'email', 'contact']);
  for (const s of sent) expect(JSON.parse(s.request.postData()!)).toMatchObject({ kind: 'villas', id });
});

/** The numbers of the listing's row on the Leads page: Enquiries, Views, Calls, WhatsApp, E-mails, Contact forms, Requests, Shares. */
async function rowNumbers(page: Page) {
  const cells = page.locator(`tr[data-listing="${id}"] td`);
  await expect(cells).toHaveCount(8);
  return (await cells.allTextContents()).map((t) => Number(t.replace(/,/g, '')));
}

test('the Leads page shows what was sent, sorts by a column from the keyboard, and charts the listing', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/leads?days=7');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
  // 2 views (the two visits above), 1 call, 1 WhatsApp, 1 e-mail, 1 contact form: 4 enquiries.
  expect(await rowNumbers(page)).toEqual([4, 2, 1, 1, 1, 1, 0, 0]);

  const views = page.getByRole('columnheader', { name: /^Views/ });
  await expect(views).not.toHaveAttribute('aria-sort');
  await views.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]sort=view/);
  await expect(page.getByRole('columnheader', { name: /^Views/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('leads-table').locator('caption')).toContainText('sorted by Views, highest first');

  // The hidden ': daily chart' is positioned, so Chromium may name the link with a space before it.
  await page.getByRole('link', { name: new RegExp(`^${TITLE} ?: daily chart$`) }).click();
  await expect(page).toHaveURL(new RegExp(`listing=${id}`));
  const chart = page.getByTestId('leads-chart');
  await expect(chart.locator('figcaption')).toContainText(TITLE);
  await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /2 views and 4 enquiries in 7 days/);
  expect(await rowNumbers(page)).toEqual([4, 2, 1, 1, 1, 1, 0, 0]);

  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
  expect(violations).toEqual([]);
});

test('the Leads page fits a 360 px phone: only the table scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page);
  await page.goto('/admin/leads');
  await expect(page.getByTestId('leads-table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = page.getByRole('region', { name: 'Leads per listing' });
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

test('the CSV download has the same numbers', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/leads?days=7');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-last-7-days-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = text.trimEnd().split('\r\n').map((line) => line.split(','));
  expect(header).toEqual(['Listing ID', 'Kind', 'Title', 'Listing deleted', 'Enquiries', 'Views', 'Calls', 'WhatsApp', 'E-mails', 'Contact forms', 'Requests', 'Shares']);
  const row = rows.find((r) => r[0] === id);
  expect(row).toEqual([id, 'Villa', TITLE, 'no', '4', '2', '1', '1', '1', '1', '0', '0']);
});
