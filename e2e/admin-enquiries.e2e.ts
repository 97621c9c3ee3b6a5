import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { admin, signIn } from './support/admin';

// The dealer's enquiry inbox in a browser: the demo enquiries (lib/enquiries/demo.ts, seeded
// beside the demo listings) newest first, the filters as a plain GET form, a status and a note
// kept after a reload with the menu's New count following, erasure of one enquiry and of every
// enquiry from a number, and the CSV. The enquiries this file changes are its own, sent through
// the public API, so the demo ones stay as other files expect them.

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString().slice(-5);
/** Numbers no demo enquiry and no other test uses: 91111 + five digits of this run. */
const PHONE_ONE = `+9191111${stamp}`;
const PHONE_TWO = `+9191112${stamp}`;
const OWN = { one: `Inbox Alpha ${stamp}`, two: `Inbox Beta ${stamp}`, three: `Inbox Gamma ${stamp}` };
const ids: Record<keyof typeof OWN, string> = { one: '', two: '', three: '' };
let villa = { _id: '', title: '' };

/** The demo enquiries that keep their names, newest first. */
const DEMO_NAMES = ['Priya Raman', 'முருகன் செல்வம்', 'Karthik S', 'Lakshmi Narayanan', 'Mohammed Irfan', 'Divya Prakash', 'Suresh Kumar', 'Anitha Joseph', 'Venkatesh Rao'];

const tomorrow = () => new Date(Date.now() + 5.5 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);

test.beforeAll(async ({ browser, baseURL }) => {
  test.skip(!admin.password, 'needs ADMIN_PASSWORD to read the inbox');
  const page = await browser.newPage({ baseURL });
  villa = ((await (await page.request.get('/api/villas?limit=1')).json()) as { data: (typeof villa)[] }).data[0];
  const sent: [keyof typeof OWN, Record<string, unknown>][] = [
    ['two', { phone: PHONE_TWO, want: 'callback', message: 'First of two from one number.' }],
    ['three', { phone: `0${PHONE_TWO.slice(3, 8)} ${PHONE_TWO.slice(8)}`, want: 'callback' }],
    ['one', { phone: PHONE_ONE, want: 'visit', visitDay: tomorrow(), visitWindow: 'afternoon', listing: `villas:${villa._id}`, message: 'Sent by the inbox test.' }],
  ];
  for (const [key, values] of sent) {
    const response = await page.request.post('/api/enquiries', {
      headers: { Origin: new URL(baseURL!).origin },
      data: { name: OWN[key], consent: true, elapsedMs: 5000, lang: 'en', ...values },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids[key] = ((await response.json()) as { id: string }).id;
  }
  await page.close();
});

const card = (page: Page, id: string) => page.locator(`article[data-enquiry="${id}"]`);
const menuCount = (page: Page) => page.getByRole('navigation', { name: 'Administrator' }).getByTestId('new-enquiries');
async function newCount(page: Page): Promise<number> {
  return Number((await menuCount(page).textContent())?.match(/\d+/)?.[0]);
}

test('the inbox lists the demo enquiries newest first, with one-tap call and WhatsApp and every detail', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Enquiries ?\d+ new$/ })).toHaveAttribute('aria-current', 'page');

  const times = await page.locator('article time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
  expect(times.length).toBeGreaterThanOrEqual(13);
  expect([...times].sort().reverse()).toEqual(times);
  const names = await page.getByTestId('enquiry-name').allTextContents();
  expect(names.filter((n) => DEMO_NAMES.includes(n))).toEqual(DEMO_NAMES);
  await expect(page.getByTestId('inbox-count')).toHaveText(new RegExp(`^1–${times.length} of ${times.length} enquiries · \\d+ new in all$`));

  const priya = page.locator('article', { has: page.getByRole('heading', { name: 'Priya Raman' }) });
  await expect(priya.getByTestId('enquiry-status')).toHaveText('New');
  await expect(priya.getByRole('link', { name: /90000 10001.*Call Priya Raman/ })).toHaveAttribute('href', 'tel:+919000010001');
  await expect(priya.getByRole('link', { name: /WhatsApp Priya Raman/ })).toHaveAttribute('href', 'https://wa.me/919000010001');
  await expect(priya).toContainText('Site visit');
  await expect(priya).toContainText(/Preferred visit\s*\d{1,2} \w{3} \d{4}, 9 AM-12 noon/);
  await expect(priya).toContainText('Can we see it on Saturday with my parents?');
  await expect(priya.locator('a[href^="/"]').first()).toHaveAttribute('href', /^\/(villas|plots|homes)\/[0-9a-f]{24}$/);

  const karthik = page.locator('article', { has: page.getByRole('heading', { name: 'Karthik S' }) });
  await expect(karthik).toContainText(/From\s*Contact page/);
  const lakshmi = page.locator('article', { has: page.getByRole('heading', { name: 'Lakshmi Narayanan' }) });
  await expect(lakshmi.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
  await expect(lakshmi.getByRole('textbox', { name: 'Note' })).toHaveValue('Called; wants the EC and patta copies on WhatsApp.');

  // The demo's erased enquiry, the oldest: no name, no number, no links to call.
  const erased = page.locator('article').last();
  await expect(erased.getByTestId('enquiry-name')).toHaveText('Personal data erased');
  await expect(erased.locator('a[href^="tel:"], a[href^="https://wa.me/"]')).toHaveCount(0);
  await expect(erased.getByRole('textbox', { name: 'Note' })).toHaveCount(0);
  await expect(page.getByText('Erased on request')).toHaveCount(0);

  const own = card(page, ids.one);
  await expect(own.getByRole('link', { name: villa.title })).toHaveAttribute('href', `/villas/${villa._id}`);
  await expect(own).toContainText(/12 noon-4 PM/);

  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
  expect(violations).toEqual([]);
});

test('filters by status and by listing with a plain GET form, without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/admin/enquiries');
  await page.locator('#inbox-status').selectOption({ label: 'Visit booked' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?status=visit_booked&listing=$/);
  const chips = page.getByTestId('enquiry-status');
  await expect(chips).toHaveText(['Visit booked', 'Visit booked']);
  await expect(page.getByTestId('enquiry-name')).toHaveText(['Mohammed Irfan', 'Divya Prakash']);
  await expect(page.getByTestId('inbox-count')).toHaveText(/^1–2 of 2 enquiries/);
  await expect(page.getByRole('link', { name: 'Clear filters' })).toBeVisible();

  await page.goto('/admin/enquiries');
  await page.locator('#inbox-listing').selectOption(villa._id);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`listing=${villa._id}`));
  const links = page.locator('article').getByRole('link', { name: villa.title });
  expect(await links.count()).toBeGreaterThanOrEqual(1);
  await expect(page.locator('article')).toHaveCount(await links.count());
  await expect(card(page, ids.one)).toBeVisible();

  // A status that does not exist is no error: the whole inbox.
  await page.goto('/admin/enquiries?status=bogus&page=x');
  await expect(page.getByTestId('inbox-count')).toHaveText(/^1–\d+ of \d+ enquiries/);
  await context.close();
});

test('a status and a note are saved from the keyboard, kept after a reload, and the New count follows', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/enquiries');
  const before = await newCount(page);
  const own = card(page, ids.one);
  const status = own.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue('new');

  await status.focus();
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('contacted');
  await page.keyboard.press('Tab');
  await expect(own.getByRole('textbox', { name: 'Note' })).toBeFocused();
  await page.keyboard.type('Called back; visit on Sunday instead.');
  await page.keyboard.press('Tab');
  await expect(own.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(own.getByRole('status')).toHaveText('Saved.');
  await expect(menuCount(page)).toHaveText(`${before - 1} new`);

  await page.reload();
  const again = card(page, ids.one);
  await expect(again.getByTestId('enquiry-status')).toHaveText('Contacted');
  await expect(again.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
  await expect(again.getByRole('textbox', { name: 'Note' })).toHaveValue('Called back; visit on Sunday instead.');
  expect(await newCount(page)).toBe(before - 1);

  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-enquiries')).toContainText(`${before - 1} new enquiries`);
  await page.getByTestId('dashboard-enquiries').click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?status=new$/);
  await expect(card(page, ids.one)).toHaveCount(0);
});

test('a bad note is refused with the server’s message beside the Save button', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/enquiries');
  const own = card(page, ids.two);
  // Past the textarea's own limit: the server's check is what answers.
  await own.getByRole('textbox', { name: 'Note' }).evaluate((el) => el.removeAttribute('maxlength'));
  await own.getByRole('textbox', { name: 'Note' }).fill('x'.repeat(2001));
  await own.getByRole('button', { name: 'Save' }).click();
  await expect(own.getByRole('status')).toHaveText('Not saved: note must be at most 2000 characters');
});

/** Confirms the open dialog from the keyboard: focus starts on Cancel, the next control erases. */
async function confirmWithKeyboard(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('erasing one enquiry leaves “Personal data erased” with no name or number', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/enquiries');
  const own = card(page, ids.one);
  await own.getByRole('button', { name: /Erase personal data/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Erase this enquiry’s personal data?' });
  await expect(dialog).toContainText(OWN.one);
  // Escape changes nothing.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(own.getByRole('heading', { name: OWN.one })).toBeVisible();

  await own.getByRole('button', { name: /Erase personal data/ }).click();
  await confirmWithKeyboard(page, dialog);
  await expect(own.getByTestId('enquiry-name')).toHaveText('Personal data erased');
  await expect(page.getByText(OWN.one)).toHaveCount(0);
  await expect(own.locator('a[href^="tel:"], a[href^="https://wa.me/"]')).toHaveCount(0);
  await expect(own).not.toContainText('Sunday');
  // What stays: when, what was asked, the listing and the status.
  await expect(own).toContainText('Site visit');
  await expect(own.getByRole('link', { name: villa.title })).toBeVisible();
  await expect(own.getByTestId('enquiry-status')).toHaveText('Contacted');

  await page.reload();
  await expect(card(page, ids.one).getByTestId('enquiry-name')).toHaveText('Personal data erased');
  expect(await (await page.request.get(`/api/enquiries/${ids.one}`)).json()).toMatchObject({ data: { name: null, phone: null, message: null, note: null } });
});

test('erasing by number erases every enquiry made with it, however it was written', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/enquiries');
  const before = await newCount(page);
  await expect(card(page, ids.two).getByRole('heading', { name: OWN.two })).toBeVisible();
  await expect(card(page, ids.three).getByRole('heading', { name: OWN.three })).toBeVisible();

  const form = page.getByRole('region', { name: 'Erase every enquiry from a phone number' });
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(`+91 ${PHONE_TWO.slice(3, 8)} ${PHONE_TWO.slice(8)}`);
  await form.getByRole('textbox', { name: 'Mobile number' }).press('Enter');
  await confirmWithKeyboard(page, page.getByRole('alertdialog', { name: 'Erase every enquiry from this number?' }));
  await expect(form.getByRole('status')).toHaveText('2 enquiries erased.');
  for (const key of ['two', 'three'] as const) await expect(card(page, ids[key]).getByTestId('enquiry-name')).toHaveText('Personal data erased');
  await expect(page.getByText(OWN.two)).toHaveCount(0);
  await expect(menuCount(page)).toHaveText(`${before - 2} new`);

  await form.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
  await form.getByRole('button', { name: 'Erase by number' }).click();
  await confirmWithKeyboard(page, page.getByRole('alertdialog', { name: 'Erase every enquiry from this number?' }));
  await expect(form.getByRole('status')).toHaveText(/^Not erased: phone must be a 10-digit Indian mobile number/);
});

/** RFC 4180 fields, enough for the export (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  const endField = () => {
    rows.at(-1)!.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endField();
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push([]);
      i++;
    } else {
      field += c;
    }
  }
  endField();
  return rows.filter((r) => r.length > 1 || r[0] !== '');
}

async function csvOf(download: Download) {
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  return parseCsv((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''));
}

const HEADER = ['Enquiry ID', 'Received (IST)', 'Status', 'Wants', 'Visit day', 'Visit time', 'Name', 'Mobile (+91)', 'Message', 'Note', 'Listing kind', 'Listing ID', 'Listing title', 'Language', 'Consent version', 'Erased (IST)'];

test('Download CSV carries the filters: the header and the matching rows', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/enquiries?status=closed_bought');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/enquiries/export?status=closed_bought');
  let download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const [header, ...rows] = await csvOf(await download);
  expect(header).toEqual(HEADER);
  expect(rows.map((r) => [r[2], r[6], r[7]])).toEqual([['Closed: bought', 'Anitha Joseph', '90000 10008']]);
  expect(rows[0][9]).toBe('Booked with 1 L advance; registration next month.');

  await page.goto('/admin/enquiries');
  const shown = Number((await page.getByTestId('inbox-count').textContent())!.match(/of (\d+)/)![1]);
  download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const [, ...all] = await csvOf(await download);
  expect(all).toHaveLength(shown);
  const erased = all.find((r) => r[0] === ids.one)!;
  expect(erased.slice(2, 8)).toEqual(['Contacted', 'Site visit', tomorrow(), '12 noon-4 PM', '', '']);
  expect(erased.slice(10, 13)).toEqual(['Villa', villa._id, villa.title]);
  expect(erased[15]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
});

test('the inbox fits a 360 px phone: no sideways scroll, call and WhatsApp side by side', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page);
  await page.goto('/admin/enquiries');
  await expect(page.locator('article').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The count is on the menu button while the menu is closed.
  await expect(page.getByRole('button', { name: /^Open menu ?\( ?\d+ new enquiries\)$/ })).toBeVisible();
  const priya = page.locator('article', { has: page.getByRole('heading', { name: 'Priya Raman' }) });
  const call = await priya.getByRole('link', { name: /Call Priya Raman/ }).boundingBox();
  const chat = await priya.getByRole('link', { name: /WhatsApp Priya Raman/ }).boundingBox();
  expect(call!.height).toBeGreaterThanOrEqual(44);
  expect(Math.abs(call!.y - chat!.y)).toBeLessThan(2);
});
