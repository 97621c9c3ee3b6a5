import { expect, type Page, test } from '@playwright/test';
import { byLabel, listingBySearch, signInWithForm, toast } from './support/admin-ui';
import { makeImages } from './support/test-images';

const villaFields = (title: string, price: string) => ({
  title,
  location: 'Hosur',
  price,
  area: '2,000',
  buildingarea: '1,500',
  bedrooms: '3',
  description: 'Created by the admin form end-to-end test.',
  features: JSON.stringify(['Garden']),
  amenities: JSON.stringify([]),
});

async function createVilla(page: Page, title: string, image: Buffer) {
  const response = await page.request.post('/api/villas', {
    multipart: { ...villaFields(title, '50,00,000'), mainImage: { name: 'main.jpg', mimeType: 'image/jpeg', buffer: image } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { _id: string; mainImage: string; version: number } }).data;
}

test.beforeEach(async ({ page }) => signInWithForm(page));

test('the add form checks fields and the main image before uploading anything', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/plots')) posted = true;
  });
  await page.goto('/admin/add-plot');
  await page.getByRole('button', { name: 'Add Plot', exact: true }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(byLabel(page, 'Title')).toBeFocused();
  await expect(byLabel(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Main image is required and must be a valid file.')).toBeVisible();
  // Defaults of SPEC §3
  await expect(byLabel(page, 'Plot Type')).toHaveValue('Residential');
  await expect(byLabel(page, 'Plot Shape')).toHaveValue('Regular');
  await expect(byLabel(page, 'Status')).toHaveValue('Available');
  await expect(byLabel(page, 'Facing')).toHaveValue('East');

  await byLabel(page, 'Title').fill('Typed title stays');
  await byLabel(page, 'Location').fill('Hosur');
  await byLabel(page, 'Price (₹)').fill('not a price');
  await byLabel(page, 'Plot Area').fill('1,200 sq ft');
  await byLabel(page, 'Description').fill('A plot.');
  await page.getByRole('button', { name: 'Add Plot', exact: true }).click();
  await expect(page.getByText(/^Price \(₹\) must be an amount in rupees/)).toBeVisible();
  await expect(byLabel(page, 'Price (₹)')).toBeFocused();

  // Files the API would refuse are refused here first.
  const main = byLabel(page, 'Main image');
  await main.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('notes.txt is not a JPEG, PNG, WebP or AVIF image.')).toBeVisible();
  await main.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024, 1) });
  await expect(page.getByText('huge.jpg is larger than 10 MB.')).toBeVisible();
  await byLabel(page, 'Price (₹)').fill('18 L');
  await page.getByRole('button', { name: 'Add Plot', exact: true }).click();
  await expect(page.getByText('Main image is required and must be a valid file.')).toBeVisible();
  await expect(main).toBeFocused();
  await expect(byLabel(page, 'Title')).toHaveValue('Typed title stays');
  expect(posted).toBe(false);

  // Editable lists: rows, remove, and Enter adds a row instead of sending the form.
  await page.getByRole('button', { name: 'Add feature' }).click();
  await page.getByRole('textbox', { name: 'Feature 1' }).fill('Corner plot');
  await page.getByRole('textbox', { name: 'Feature 1' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Feature 2' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove feature 2' }).click();
  await expect(page).toHaveURL(/\/admin\/add-plot$/);
});

test('the edit form needs a main image, and a concurrent change gives 409 with Reload', async ({ page }) => {
  const images = await makeImages([900]);
  const title = `E2E conflict villa ${Date.now()}`;
  const { readFile } = await import('node:fs/promises');
  const created = await createVilla(page, title, await readFile(images.files[0]));
  try {
    await page.goto(`/admin/editvilla/${created._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Villa' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove main image' }).click();
    await page.getByRole('button', { name: 'Update Villa', exact: true }).click();
    await expect(page.getByText('Main image is required.', { exact: true })).toBeVisible();
    await page.reload();

    // Someone else saves first.
    const other = await page.request.put(`/api/villas/${created._id}`, {
      multipart: { ...villaFields(title, '55,00,000'), mainImagePath: created.mainImage, version: String(created.version) },
    });
    expect(other.status()).toBe(200);

    await byLabel(page, 'Price (₹)').fill('60,00,000');
    await page.getByRole('button', { name: 'Update Villa', exact: true }).click();
    const conflict = 'Error adding villa: This listing was changed by someone else. Reload and try again.';
    await expect(toast(page, conflict)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/editvilla/${created._id}$`));
    await expect(byLabel(page, 'Price (₹)')).toHaveValue('60,00,000');
    await expect(page.getByRole('button', { name: 'Update Villa', exact: true })).toBeEnabled();
    await toast(page, conflict).getByRole('button', { name: 'Reload' }).click();
    await expect(byLabel(page, 'Price (₹)')).toHaveValue('55,00,000');
    expect((await listingBySearch(page, 'villas', title)).price).toBe(5_500_000);
  } finally {
    await page.request.delete(`/api/villas/${created._id}`);
    await images.cleanup();
  }
});

test('edit routes: unknown ids fail to load, old spellings redirect', async ({ page }) => {
  const missing = '000000000000000000000000';
  for (const [path, text] of [
    [`/admin/editvilla/${missing}`, 'Failed to load villa'],
    [`/admin/editPlot/${missing}`, 'Failed to load plot'],
    [`/admin/edit-homes/${missing}`, 'Failed to load home'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: text })).toBeVisible();
  }
  await page.goto(`/admin/editVilla/${missing}`);
  await expect(page).toHaveURL(new RegExp(`/admin/editvilla/${missing}$`));
  await page.goto(`/admin/edit-home/${missing}`);
  await expect(page).toHaveURL(new RegExp(`/admin/edit-homes/${missing}$`));
});

test('the dashboard shows the fixed parts and searches listings', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('img', { name: '3 notifications' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Property Management' })).toBeVisible();
  for (const [name, href] of [['Add Villas', '/admin/add-villa'], ['Add Plots', '/admin/add-plot'], ['Add Houses', '/admin/add-home']]) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
  await page.getByRole('searchbox', { name: 'Search listings' }).fill('Hosur');
  await page.getByRole('searchbox', { name: 'Search listings' }).press('Enter');
  await expect(page).toHaveURL(/\/admin\/search\?q=Hosur$/);
  await expect(page.getByText(/listing\(s\) match/)).toBeVisible();
});
