import { expect, type Page, test } from '@playwright/test';
import { byLabel, expectGone, listingBySearch, signInWithForm, toast } from './support/admin-ui';
import { makeImages, storedWidth } from './support/test-images';

// Add, see publicly, edit (price, images), see the change, delete, files gone: once per kind.
interface Case {
  slug: string;
  noun: string;
  label: string;
  addPath: string;
  listPath: string;
  updateButton: string;
  afterEdit: string;
  editTitleLabel: string;
  fill: Record<string, string>;
  selects?: Record<string, string>;
  /** The area as the detail page shows it, and the area fields the edit form reads back. */
  area: [shown: string, edit: Record<string, string>];
  price: [typed: string, shown: RegExp];
  newPrice: [typed: string, value: number, shown: RegExp];
}

const description = 'Created by the administrator end-to-end test; safe to delete.';
const CASES: Case[] = [
  {
    slug: 'villas', noun: 'Villa', label: 'Villa', addPath: '/admin/add-villa', listPath: '/admin/all-villas',
    updateButton: 'Update Villa', afterEdit: '/dashboard', editTitleLabel: 'Title',
    fill: { Location: 'Bagalur Road, Hosur', 'Price (₹)': '85,00,000', 'Total Area': '2,400', 'Building Area': '1,850', Description: description },
    selects: { Bedrooms: '3' },
    area: ['2,400 sq.ft', { 'Total Area': '2,400', 'Total Area unit': 'sq.ft' }],
    price: ['85,00,000', /85,00,000/],
    newPrice: ['92,50,000', 9_250_000, /92,50,000/],
  },
  {
    slug: 'plots', noun: 'Plot', label: 'Plot', addPath: '/admin/add-plot', listPath: '/admin/all-plots',
    updateButton: 'Update Plot', afterEdit: '/dashboard', editTitleLabel: 'Project name',
    fill: { Location: 'Sipcot Phase 2, Hosur', 'Price (₹)': '18,00,000', 'Plot Area': '5', Description: description },
    selects: { 'Plot Area unit': 'cents' },
    area: ['5 cents · 2,178 sq.ft', { 'Plot Area': '5', 'Plot Area unit': 'cents' }],
    price: ['18,00,000', /18,00,000/],
    newPrice: ['21 L', 2_100_000, /21,00,000/],
  },
  {
    slug: 'homes', noun: 'Home', label: 'House', addPath: '/admin/add-home', listPath: '/admin/all-homes',
    updateButton: 'Update Home', afterEdit: '/admin/all-homes', editTitleLabel: 'Title',
    fill: { Location: 'Mathigiri, Hosur', 'Price (₹)': '65,00,000', 'Total Area': '1,500', 'Building Area': '120', Description: description },
    selects: { Bedrooms: '2', 'Property Type': 'Independent House', 'Building Area unit': 'sq.m' },
    area: ['120 sq.m · 1,292 sq.ft', { 'Building Area': '120', 'Building Area unit': 'sq.m' }],
    price: ['65,00,000', /65,00,000/],
    newPrice: ['70,00,000', 7_000_000, /70,00,000/],
  },
];

const additionalInput = (page: Page) => page.getByLabel(/^Additional images \(/).and(page.locator('input[type=file]'));

const widthOf = (page: Page, path: string) =>
  storedWidth(async (url) => Buffer.from(await (await page.request.get(url)).body()), path);

test.describe.configure({ mode: 'serial' });

for (const c of CASES) {
  test(`${c.label}: add, show publicly, edit, delete`, async ({ page }) => {
    test.setTimeout(120_000);
    const title = `E2E ${c.label} ${Date.now()}`;
    // main, three additional, then a new main and one more additional for the edit
    const images = await makeImages([1200, 640, 800, 960, 1280, 1040]);
    const [main, a1, a2, a3, newMain, a4] = images.files;
    try {
      await signInWithForm(page);

      // Add
      await page.goto(c.addPath);
      await expect(page.getByRole('heading', { level: 1, name: `Add ${c.label}` })).toBeVisible();
      await byLabel(page, 'Title').fill(title);
      for (const [label, value] of Object.entries(c.fill)) await byLabel(page, label).fill(value);
      for (const [label, value] of Object.entries(c.selects ?? {})) await byLabel(page, label).selectOption(value);
      await byLabel(page, 'Main image').setInputFiles(main);
      await expect(page.getByRole('img', { name: /New main image/ })).toBeVisible();
      await additionalInput(page).setInputFiles([a1, a2, a3]);
      await expect(page.getByTestId('additional-image')).toHaveCount(3);
      // Keyboard reorder: the third photo moves before the second.
      await page.getByRole('button', { name: 'Move new image photo-4-960.jpg left' }).click();
      await expect(page.getByRole('button', { name: 'Move new image photo-4-960.jpg left' })).toBeFocused();
      await page.getByRole('button', { name: `Add ${c.label}`, exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(toast(page, `${c.noun} added successfully!`)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Recent Activity' }).getByText(title)).toBeVisible();

      const added = await listingBySearch(page, c.slug, title);
      expect(await widthOf(page, added.mainImage)).toBe(1200);
      expect(await Promise.all(added.additionalImages.map((p) => widthOf(page, p)))).toEqual([640, 960, 800]);

      // Public list and detail
      await page.goto(`/${c.slug}?q=${encodeURIComponent(title)}`);
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await page.goto(`/${c.slug}/${added._id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(c.price[1]).first()).toBeVisible();
      await expect(page.getByText(c.area[0], { exact: true }).first()).toBeVisible();

      // Edit from the admin list
      await page.goto(c.listPath);
      const card = page.getByRole('article').filter({ hasText: title });
      await card.hover();
      await card.getByRole('link', { name: `Edit ${title}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Edit ${c.label}` })).toBeVisible();
      await expect(byLabel(page, c.editTitleLabel)).toHaveValue(title);
      await expect(byLabel(page, 'Price (₹)')).toHaveValue(c.price[0]);
      for (const [label, value] of Object.entries(c.area[1])) await expect(byLabel(page, label)).toHaveValue(value);
      await byLabel(page, 'Price (₹)').fill(c.newPrice[0]);
      await page.getByRole('button', { name: 'Remove saved image 1' }).click();
      await additionalInput(page).setInputFiles(a4);
      await byLabel(page, 'Main image').setInputFiles(newMain);
      await expect(page.getByTestId('additional-image')).toHaveCount(3);
      await page.getByRole('button', { name: c.updateButton, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${c.afterEdit}$`));
      await expect(toast(page, `${c.noun} updated successfully!`)).toBeVisible();

      const edited = await listingBySearch(page, c.slug, title);
      expect(edited.price).toBe(c.newPrice[1]);
      expect(await widthOf(page, edited.mainImage)).toBe(1280);
      expect(await Promise.all(edited.additionalImages.map((p) => widthOf(page, p)))).toEqual([960, 800, 1040]);
      await expectGone(page, [added.mainImage, added.additionalImages[0]]);

      await page.goto(`/${c.slug}/${added._id}`);
      await expect(page.getByText(c.newPrice[2]).first()).toBeVisible();

      // Delete: Escape cancels the dialog, then confirm
      await page.goto(c.listPath);
      const editedCard = page.getByRole('article').filter({ hasText: title });
      await editedCard.hover();
      await editedCard.getByRole('button', { name: `Delete ${title}` }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(`Are you sure you want to delete this ${c.noun.toLowerCase()}?`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await editedCard.hover();
      await editedCard.getByRole('button', { name: `Delete ${title}` }).click();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, `${c.noun} deleted successfully!`)).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);

      expect((await page.request.get(`/api/${c.slug}/${added._id}`)).status()).toBe(404);
      const variants = (p: string) => [p, p.replace(/\.webp$/, '-400w.webp'), p.replace(/\.webp$/, '-800w.webp')];
      await expectGone(page, [edited.mainImage, ...edited.additionalImages].flatMap(variants));
    } finally {
      await images.cleanup();
    }
  });
}
