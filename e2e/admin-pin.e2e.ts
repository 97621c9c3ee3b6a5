import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { byLabel, signInWithForm } from './support/admin-ui';

const plotFields = (title: string) => ({
  title,
  location: 'SIPCOT, Hosur',
  price: '18,00,000',
  area: '1,200',
  description: 'Created by the pin end-to-end test.',
});

async function createPlot(page: Page, title: string, pin: Record<string, string> = {}) {
  const buffer = await sharp({ create: { width: 80, height: 60, channels: 3, background: 'olive' } }).jpeg().toBuffer();
  const response = await page.request.post('/api/plots', {
    multipart: { ...plotFields(title), ...pin, mainImage: { name: 'main.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

const stored = async (page: Page, id: string) => {
  const response = await page.request.get(`/api/plots/${id}`);
  return ((await response.json()) as { data: { lat: number | null; lng: number | null } }).data;
};

const marker = (page: Page) => page.getByTestId('pin-map').locator('.listing-pin');
const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Update Plot', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
};

test.beforeEach(async ({ page }) => signInWithForm(page));

test('the pin is set by typing, shown on the map, saved, and read back after a reload', async ({ page }) => {
  const id = await createPlot(page, `E2E typed pin ${Date.now()}`);
  try {
    await page.goto(`/admin/editPlot/${id}`);
    const section = page.getByRole('region', { name: 'Location on map' });
    await expect(section.getByRole('region', { name: "Map of the listing's location" })).toBeVisible();
    await expect(marker(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove pin' })).toBeDisabled();

    // Keyboard only: tab into the latitude box from the map, type both numbers.
    await byLabel(page, 'Latitude').focus();
    await page.keyboard.type('12.7301');
    await page.keyboard.press('Tab');
    await expect(byLabel(page, 'Longitude')).toBeFocused();
    await page.keyboard.type('77.8502');
    await expect(marker(page)).toHaveCount(1);
    await save(page);

    expect(await stored(page, id)).toMatchObject({ lat: 12.7301, lng: 77.8502 });
    await page.goto(`/admin/editPlot/${id}`);
    await expect(byLabel(page, 'Latitude')).toHaveValue('12.7301');
    await expect(byLabel(page, 'Longitude')).toHaveValue('77.8502');
    await expect(marker(page)).toBeVisible();

    // A pair copied from a map app fills both boxes; Remove pin clears them and the map.
    await byLabel(page, 'Latitude').focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '12.5201, 78.2102');
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(byLabel(page, 'Latitude')).toHaveValue('12.5201');
    await expect(byLabel(page, 'Longitude')).toHaveValue('78.2102');
    await page.getByRole('button', { name: 'Remove pin' }).click();
    await expect(byLabel(page, 'Latitude')).toHaveValue('');
    await expect(marker(page)).toHaveCount(0);
    await save(page);
    expect(await stored(page, id)).toMatchObject({ lat: null, lng: null });
  } finally {
    await page.request.delete(`/api/plots/${id}`);
  }
});

test('the pin is placed by a click and moved by dragging the marker; the saved values are the dragged ones', async ({ page }) => {
  const id = await createPlot(page, `E2E dragged pin ${Date.now()}`);
  try {
    await page.goto(`/admin/editPlot/${id}`);
    const map = page.getByRole('region', { name: "Map of the listing's location" });
    await expect(map).toBeVisible();
    await map.click({ position: { x: 120, y: 100 } });
    await expect(marker(page)).toHaveCount(1);
    const placed = { lat: Number(await byLabel(page, 'Latitude').inputValue()), lng: Number(await byLabel(page, 'Longitude').inputValue()) };
    expect(placed.lat).toBeGreaterThan(12);
    expect(placed.lng).toBeGreaterThan(77.4);

    // Drag the marker right and down: east (longitude up) and south (latitude down).
    const box = (await marker(page).boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 3;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 40, y + 20, { steps: 4 });
    await page.mouse.move(x + 90, y + 50, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => Number(await byLabel(page, 'Longitude').inputValue())).toBeGreaterThan(placed.lng);
    const dragged = { lat: Number(await byLabel(page, 'Latitude').inputValue()), lng: Number(await byLabel(page, 'Longitude').inputValue()) };
    expect(dragged.lat).toBeLessThan(placed.lat);
    await save(page);

    expect(await stored(page, id)).toMatchObject(dragged);
    await page.goto(`/admin/editPlot/${id}`);
    await expect(byLabel(page, 'Latitude')).toHaveValue(String(dragged.lat));
    await expect(byLabel(page, 'Longitude')).toHaveValue(String(dragged.lng));
  } finally {
    await page.request.delete(`/api/plots/${id}`);
  }
});

for (const width of [360, 1280]) {
  test(`the map section has no serious accessibility problems and fits at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await createPlot(page, `E2E pin layout ${width} ${Date.now()}`, { lat: '12.7712', lng: '77.8421' });
    try {
      await page.goto(`/admin/editPlot/${id}`);
      const section = page.getByRole('region', { name: 'Location on map' });
      await expect(marker(page)).toBeVisible();
      const results = await new AxeBuilder({ page }).include('#section-location').include('[data-testid="pin-map"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (process.env.SHOTS_DIR) {
        // Tall enough that the form's sticky action bar sits below the section, not over it.
        await page.setViewportSize({ width, height: 1600 });
        await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await section.screenshot({ path: `${process.env.SHOTS_DIR}/a-pin-section-${width}.png` });
      }
    } finally {
      await page.request.delete(`/api/plots/${id}`);
    }
  });
}

test('a typed value outside the box shows the message and saves nothing', async ({ page }) => {
  const id = await createPlot(page, `E2E bad pin ${Date.now()}`, { lat: '12.73', lng: '77.85' });
  let sent = false;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes(`/api/plots/${id}`)) sent = true;
  });
  try {
    await page.goto(`/admin/editPlot/${id}`);
    await expect(byLabel(page, 'Latitude')).toHaveValue('12.73');
    await byLabel(page, 'Latitude').fill('13.5');
    await page.getByRole('button', { name: 'Update Plot', exact: true }).click();
    await expect(page.getByText('Latitude must be between 12.0 and 13.0 (Hosur and Krishnagiri district)')).toBeVisible();
    await expect(byLabel(page, 'Latitude')).toBeFocused();
    await expect(byLabel(page, 'Latitude')).toHaveAttribute('aria-invalid', 'true');
    await byLabel(page, 'Longitude').fill('');
    await byLabel(page, 'Latitude').fill('12.74');
    await page.getByRole('button', { name: 'Update Plot', exact: true }).click();
    await expect(page.getByText('Longitude is required when a latitude is given (or remove the pin)')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/editPlot/${id}$`));
    expect(sent).toBe(false);
    expect(await stored(page, id)).toMatchObject({ lat: 12.73, lng: 77.85 });
  } finally {
    await page.request.delete(`/api/plots/${id}`);
  }
});
