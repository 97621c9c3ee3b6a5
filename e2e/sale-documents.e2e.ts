// Issue 13, items 2, 3 and 5 in a browser: the documents panel ('not provided' for what is
// missing), the Featured, 'Price reduced' and Sold marks on cards and pages, the new filters with
// and without JavaScript, and the admin form's documents section.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { formatRupees, formatRupeesCompact } from '../lib/format';
import { byLabel, listingBySearch, signInWithForm, toast } from './support/admin-ui';
import { makeImages } from './support/test-images';
import { demo as demoListing } from './support/demo';

type ApiListing = { _id: string; title: string; price: number; priceBefore: number | null; featured: boolean; status: string };

const demo = (page: Page, slug: string, title: string) => demoListing<ApiListing>(page, slug, title);

// Demo listings (scripts/seed/sale-documents.ts).
const FULL_DOCS = 'DTCP Approved Residential Plot near Sipcot Phase 2'; // Featured, every document
const REDUCED = 'Corner Plot in Gated Layout, Bagalur Road'; // ₹35,00,000 → ₹32,50,000
const SOLD = 'East Facing Plot in Chinnaelasagiri';
const NO_DOCS = 'Open Plot for Rent near Attibele Border';

const docRow = (page: Page, label: string) =>
  page.getByTestId('documents-panel').locator('dl > div', { has: page.locator('dt', { hasText: label }) }).locator('dd');

test.describe('the documents panel', () => {
  test('shows each document with its help line', async ({ page }) => {
    const plot = await demo(page, 'plots', FULL_DOCS);
    await page.goto(`/plots/${plot._id}`);
    const panel = page.getByRole('region', { name: 'Documents' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Patta');
    await expect(panel).toContainText('The revenue record naming the owner of the land.');
    await expect(docRow(page, 'Approval')).toHaveText('DTCP · LP/DTCP No. 145/2021 · 2021');
    await expect(docRow(page, 'RERA')).toHaveText('TN/29/Layout/0178/2021');
    await expect(docRow(page, 'Patta')).toHaveText('Individual patta');
    await expect(docRow(page, 'Encumbrance certificate')).toHaveText('Clear, 1995–2025 (31 years)');
    await expect(docRow(page, 'Documents checked on')).toHaveText('28 Oct 2026');
    expect((await new AxeBuilder({ page }).include('[data-testid="documents-panel"]').analyze()).violations).toEqual([]);
  });

  test("a listing without documents says 'not provided' for each, never a guess", async ({ page }) => {
    const plot = await demo(page, 'plots', NO_DOCS);
    await page.goto(`/plots/${plot._id}`);
    for (const label of ['Approval', 'RERA', 'Patta', 'Encumbrance certificate', 'Documents checked on']) {
      await expect(docRow(page, label)).toHaveText('not provided');
    }
  });
});

test.describe('sale marks', () => {
  test("'Price reduced' with the old price struck through, on the card and the page", async ({ page }) => {
    const plot = await demo(page, 'plots', REDUCED);
    expect(plot.priceBefore).toBe(3_500_000);
    await page.goto(`/plots?q=${encodeURIComponent('Corner Plot in Gated')}`);
    const card = page.getByRole('article').filter({ hasText: REDUCED });
    await expect(card.getByRole('list', { name: 'Status' })).toContainText('Price reduced');
    await expect(card.locator('s.card-was')).toHaveText(`was ${formatRupeesCompact(3_500_000)}`);

    await page.goto(`/plots/${plot._id}`);
    await expect(page.getByTestId('price-badge')).toHaveText(`Price: ${formatRupees(3_250_000)}`);
    await expect(page.getByTestId('was-price')).toHaveText(`was ${formatRupees(3_500_000)}`);
    await expect(page.getByText(/^Price reduced on \d{1,2} \w{3,4} \d{4}$/)).toBeVisible();
  });

  test('a sold listing keeps its page with a Sold banner, SoldOut in JSON-LD, and available similar listings', async ({ page }) => {
    const plot = await demo(page, 'plots', SOLD);
    await page.goto(`/plots/${plot._id}`);
    await expect(page.getByTestId('sold-banner')).toContainText(/Sold on \d{1,2} \w{3,4} \d{4}/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld.offers.availability).toBe('https://schema.org/SoldOut');
    const similar = page.getByRole('region', { name: 'Similar Plots' });
    await expect(similar.getByRole('article').first()).toBeVisible();
    await expect(similar.getByRole('list', { name: 'Status' }).filter({ hasText: /^Sold$/ })).toHaveCount(0);
    await expect(page.getByTestId('emi')).toHaveCount(0);
  });

  test('Featured listings come first in the default order and on the home page, marked as such', async ({ page }) => {
    await page.goto('/plots');
    const first = page.getByRole('article').first();
    await expect(first).toContainText(FULL_DOCS);
    await expect(first.getByRole('list', { name: 'Status' })).toContainText('Featured');
    await page.goto('/');
    await expect(page.getByRole('article').filter({ hasText: FULL_DOCS })).toContainText('Featured');
  });
});

test.describe('the new filters', () => {
  test('with JavaScript: area in cents, approved and RERA narrow the list and the URL', async ({ page }) => {
    await page.goto('/plots');
    await page.getByText('More filters').click();
    await page.getByLabel('Min area').fill('3');
    await page.getByLabel('Area unit').selectOption('cents');
    await page.getByLabel('RERA registered only').check();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/plots\?minArea=3&areaUnit=cents&rera=1$/);
    await expect(page.getByRole('heading', { level: 2, name: /RERA-registered plots of at least 3 cents/ })).toBeAttached();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const api = await (await page.request.get('/api/plots?minArea=3&areaUnit=cents&rera=1&limit=100')).json();
    expect(api.pagination.total).toBe(2); // 4.13 and 3.44 cents; the third RERA plot is 2.75
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: REDUCED })).toHaveCount(1);
  });

  test('Sold listings can be asked for by status', async ({ page }) => {
    await page.goto('/plots?status=Sold');
    await expect(page.getByRole('article').filter({ hasText: SOLD })).toBeVisible();
    for (const list of await page.getByRole('list', { name: 'Status' }).all()) await expect(list).toContainText('Sold');
  });
});

test.describe('the new filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the GET form sends the checkboxes and the area, and the server renders the result', async ({ page }) => {
    await page.goto('/plots');
    await page.getByText('More filters').click();
    await page.getByLabel('Approved layouts only').check();
    await page.getByLabel('Featured only').check();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/approved=1/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(FULL_DOCS);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/plots\?approved=1&featured=1$/);
  });
});

test.describe('the admin form', () => {
  test('fills the documents and Featured, and the page shows them', async ({ page }) => {
    await signInWithForm(page);
    const images = await makeImages([900]);
    const title = `E2E documents plot ${Date.now()}`;
    try {
      await page.goto('/admin/add-plot');
      await byLabel(page, 'Title').fill(title);
      await byLabel(page, 'Location').fill('Bagalur, Hosur');
      await byLabel(page, 'Price (₹)').fill('20 L');
      await byLabel(page, 'Plot Area').fill('4');
      await page.getByLabel('Plot Area unit').selectOption('cents');
      await byLabel(page, 'Description').fill('A plot with its papers.');
      await page.getByLabel('Featured').check();
      await byLabel(page, 'Main image').setInputFiles(images.files[0]);
      await page.getByRole('region', { name: 'Documents' }).scrollIntoViewIfNeeded();
      await byLabel(page, 'Approving authority').selectOption('HNTDA');
      await byLabel(page, 'Approval number').fill('HNTDA/LP/0099/2024');
      await byLabel(page, 'Approval year').fill(String(new Date().getFullYear() + 1));
      await byLabel(page, 'RERA exemption').selectOption('Land of 500 sq.m or less');
      await byLabel(page, 'Patta type').selectOption('Individual patta');
      await page.getByRole('button', { name: 'Add Plot', exact: true }).click();
      await expect(page.getByText(/^Approval year must be a year from 1950 to \d{4}$/)).toBeVisible();
      await byLabel(page, 'Approval year').fill('2024');
      await byLabel(page, 'Documents checked on').fill('2026-11-01');
      await page.getByRole('button', { name: 'Add Plot', exact: true }).click();
      await expect(toast(page, 'Plot added successfully!')).toBeVisible();

      const saved = await listingBySearch(page, 'plots', title);
      expect(saved).toMatchObject({ featured: true, approvalAuthority: 'HNTDA', approvalYear: 2024, reraExemption: 'Land of 500 sq.m or less', documentsCheckedOn: '2026-11-01' });
      await page.goto(`/plots/${saved._id}`);
      await expect(docRow(page, 'Approval')).toHaveText('HNTDA · HNTDA/LP/0099/2024 · 2024');
      await expect(docRow(page, 'RERA')).toHaveText('Exempt: land of 500 sq.m or less');
      await expect(docRow(page, 'Encumbrance certificate')).toHaveText('not provided');
      await expect(page.getByText('Featured', { exact: true }).first()).toBeVisible();
      await page.request.delete(`/api/plots/${saved._id}`);
    } finally {
      await images.cleanup();
    }
  });
});
