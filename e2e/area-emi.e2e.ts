// Issue 13, items 1 and 4: areas in their entered unit with sq.ft (and grounds, acres), price per
// sq.ft and per cent, and the EMI estimate, live with JavaScript and from its defaults without.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { defaultLoan, emi } from '../lib/emi';
import { formatRupees, formatRupeesCompact } from '../lib/format';
import { demo as demoListing } from './support/demo';

type ApiListing = { _id: string; title: string; price: number; areaSqft: number };

const demo = (page: Page, slug: string, title: string) => demoListing<ApiListing>(page, slug, title);

const FIVE_CENTS = 'Commercial Plot on Krishnagiri Road (NH 44)'; // ₹95,00,000, 5 cents
const ACRES = 'Industrial Land near Sipcot Phase 1'; // 1.5 acres
const VILLA = '4 BHK Premium Villa in Gated Community'; // ₹1,25,00,000, 2,400 sq.ft
const LAND = 'Lake Facing Villa Plot at Avalapalli'; // ₹45,00,000, for sale (a sold plot has no EMI)

const tile = (page: Page, label: string) => page.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }) }).locator('dd');
const infoRow = (page: Page, label: string) =>
  page.getByTestId('info-grid').locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test.describe('areas in local units', () => {
  test('a plot page shows the entered unit, sq.ft, and price per sq.ft and per cent', async ({ page }) => {
    const plot = await demo(page, 'plots', FIVE_CENTS);
    await page.goto(`/plots/${plot._id}`);
    await expect(tile(page, 'Plot Area')).toHaveText('5 cents · 2,178 sq.ft');
    await expect(infoRow(page, 'Price per sq ft')).toHaveText('₹4,362');
    await expect(infoRow(page, 'Price per cent')).toHaveText('₹19,00,000');

    const land = await demo(page, 'plots', ACRES);
    await page.goto(`/plots/${land._id}`);
    await expect(tile(page, 'Plot Area')).toHaveText('1.5 acres · 65,340 sq.ft · 27.2 grounds');
  });

  test('cards show the area with sq.ft and the price per sq.ft (plots also per cent)', async ({ page }) => {
    await page.goto(`/plots?q=${encodeURIComponent('Krishnagiri Road')}`);
    const card = page.getByRole('article').filter({ hasText: FIVE_CENTS });
    await expect(card.getByRole('list', { name: 'Key facts' })).toContainText('5 cents · 2,178 sq.ft');
    await expect(card.locator('.card-rate')).toHaveText('₹4,362/sq.ft · ₹19 L/cent, ₹4,362 per sq.ft, ₹19 L per cent');

    await page.goto(`/villas?q=${encodeURIComponent('Premium Villa in Gated')}`);
    const villa = page.getByRole('article').filter({ hasText: VILLA });
    await expect(villa.getByRole('list', { name: 'Key facts' })).toContainText('2,400 sq.ft');
    await expect(villa.locator('.card-rate [aria-hidden]')).toHaveText('₹5,208/sq.ft');
  });
});

test.describe('EMI estimate', () => {
  test('with JavaScript: defaults from the price, then fields and sliders update it live', async ({ page }) => {
    const villa = await demo(page, 'villas', VILLA);
    await page.goto(`/villas/${villa._id}`);
    const box = page.getByTestId('emi');
    await expect(box.getByRole('heading', { name: 'Home loan EMI' })).toBeVisible();
    await expect(box).toContainText('loan at 75 % of the price');
    const amount = box.getByRole('spinbutton', { name: 'Loan amount (₹)' });
    await expect(amount).toHaveValue(String(defaultLoan(villa.price)));
    const expected = emi(defaultLoan(villa.price), 8.5, 20)!;
    await expect(box.getByTestId('emi-monthly')).toHaveText(formatRupees(expected.monthly)!);
    await expect(box.getByTestId('emi-total')).toHaveText(formatRupeesCompact(expected.totalPaid)!);
    // Hydrated: typing recomputes. The worked example: ₹50,00,000 at 8.5 % for 20 years.
    await amount.fill('5000000');
    await expect(box.getByTestId('emi-monthly')).toHaveText('₹43,391');
    await expect(box.getByTestId('emi-interest')).toHaveText('₹54.14 L');
    await expect(box.getByTestId('emi-total')).toHaveText('₹1.04 Cr');
    await expect(box.getByTestId('emi-inputs')).toHaveText('P = ₹50,00,000 (loan), r = 8.5 % ÷ 12 = 0.7083 % a month, n = 240 months');
    await expect(box).toContainText('EMI = P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)');

    // The tenure slider by keyboard: one step up is 21 years.
    const slider = box.getByRole('slider', { name: 'Tenure (years)' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(box.getByRole('spinbutton', { name: 'Tenure (years)' })).toHaveValue('21');
    await expect(box.getByTestId('emi-monthly')).toHaveText(formatRupees(emi(50_00_000, 8.5, 21)!.monthly)!);

    // Nonsense in a field: a message instead of numbers.
    await box.getByRole('spinbutton', { name: 'Interest rate (% a year)' }).fill('');
    await expect(box.getByRole('alert')).toHaveText('Enter a loan amount, a rate and a tenure above zero.');

    const axe = await new AxeBuilder({ page }).include('[data-testid="emi"]').analyze();
    expect(axe.violations).toEqual([]);
  });

  test('plots get a land loan at the land rate and tenure', async ({ page }) => {
    const plot = await demo(page, 'plots', LAND);
    await page.goto(`/plots/${plot._id}`);
    const box = page.getByTestId('emi');
    await expect(box.getByRole('heading', { name: 'Land loan EMI' })).toBeVisible();
    await expect(box.getByRole('spinbutton', { name: 'Tenure (years)' })).toHaveValue('15');
    await expect(box.getByRole('spinbutton', { name: 'Interest rate (% a year)' })).toHaveValue('9.5');
    await expect(box.getByTestId('emi-monthly')).toHaveText(formatRupees(emi(defaultLoan(45_00_000), 9.5, 15)!.monthly)!);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the EMI estimate shows its server-rendered defaults and says how to change them', async ({ page }) => {
    const villa = await demo(page, 'villas', VILLA);
    await page.goto(`/villas/${villa._id}`);
    const box = page.getByTestId('emi');
    const loan = defaultLoan(villa.price);
    await expect(box.getByRole('spinbutton', { name: 'Loan amount (₹)' })).toHaveValue(String(loan));
    await expect(box.getByRole('spinbutton', { name: 'Interest rate (% a year)' })).toHaveValue('8.5');
    await expect(box.getByRole('spinbutton', { name: 'Tenure (years)' })).toHaveValue('20');
    const expected = emi(loan, 8.5, 20)!;
    await expect(box.getByTestId('emi-monthly')).toHaveText(formatRupees(expected.monthly)!);
    await expect(box.getByTestId('emi-interest')).toHaveText(formatRupeesCompact(expected.totalInterest)!);
    await expect(box.getByTestId('emi-inputs')).toContainText(`P = ${formatRupees(loan)} (loan)`);
    // Playwright turns scripts off through DevTools, and Chromium's parser then still reads
    // <noscript> as text (a browser with JavaScript off in its settings shows it as markup).
    expect(await box.locator('noscript').textContent()).toContain('Turn on JavaScript to change the amount, rate and tenure.');
    // The area still reads the same.
    await expect(tile(page, 'Total Area')).toHaveText('2,400 sq.ft');
  });
});

test.describe('screens', () => {
  for (const width of [360, 1280]) {
    test(`plot and villa pages at ${width} px: no horizontal scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [slug, title] of [['plots', LAND], ['villas', VILLA]] as const) {
        const listing = await demo(page, slug, title);
        await page.goto(`/${slug}/${listing._id}`);
        await expect(page.getByTestId('emi-monthly')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (process.env.E2E_SHOTS) {
          await page.screenshot({ path: `${process.env.E2E_SHOTS}/${slug}-${width}.png`, fullPage: true });
        }
      }
    });
  }
});
