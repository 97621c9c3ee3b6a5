import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Response, test } from '@playwright/test';
import { admin } from './support/admin';
import { makeImages } from './support/test-images';
import { createVilla, type TestVilla } from './support/villas';

// The listing's map and its distances to landmarks. Two villas of our own: one pinned at Hosur town
// centre (12.741 N, 77.825 E), so the distances are known beforehand, and one with no pin.
// Expected distances, worked out outside the code under test (python3, spherical law of cosines on
// a sphere of 6,371.0088 km, see lib/geo/distance.test.ts), to the default landmarks of lib/landmarks.ts:
//   Kempegowda International Airport (13.199 N, 77.707 E): 52.508 km → 52.5
//   Electronic City (12.8452 N, 77.6602 E): 21.298 km → 21.3
const PIN = { lat: '12.741', lng: '77.825' };
const tileUrl = process.env.NEXT_PUBLIC_MAP_TILE_URL ?? '';
const tileOrigin = tileUrl ? new URL(tileUrl.replace(/\{[a-z]\}/g, '0')).origin : 'http://tiles.invalid';
/** Words only Leaflet's own code has: how its chunk is told from ours in the network log. */
const LEAFLET_CODE = /leaflet-container|leaflet-tile-pane/;

const titles = { pinned: `E2E map villa ${Date.now()}`, unpinned: `E2E no-pin villa ${Date.now()}` };
const ids: Record<keyof typeof titles, string> = { pinned: '', unpinned: '' };
const villa: Omit<TestVilla, 'title'> = { lakhs: 75, bedrooms: 3, description: 'Created by the listing map end-to-end test.', features: ['Garden'] };

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const images = await makeImages([900]);
  try {
    expect((await request.post('/api/auth/login', { data: admin })).ok()).toBeTruthy();
    const photo = await readFile(images.files[0]);
    ids.pinned = await createVilla(request, photo, { ...villa, title: titles.pinned, more: PIN });
    ids.unpinned = await createVilla(request, photo, { ...villa, title: titles.unpinned });
  } finally {
    await images.cleanup();
    await request.dispose();
  }
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await request.post('/api/auth/login', { data: admin });
  for (const id of Object.values(ids)) if (id) await request.delete(`/api/villas/${id}`);
  await request.dispose();
});

/** Every script the page fetched, with its body, and every tile request. */
function networkLog(page: Page) {
  const scripts: { url: string; body: Promise<string> }[] = [];
  const tiles: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    if (response.url().startsWith(tileOrigin)) tiles.push(response);
  });
  const leafletScripts = async () => {
    const bodies = await Promise.all(scripts.map((s) => s.body));
    return scripts.filter((_, i) => LEAFLET_CODE.test(bodies[i])).map((s) => s.url);
  };
  return { scripts, tiles, leafletScripts };
}

const section = (page: Page) => page.getByTestId('location-section');

test('the map loads its script and tiles only when scrolled to, with the pin on it', async ({ page }) => {
  const log = networkLog(page);
  await page.goto(`/villas/${ids.pinned}`, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1, name: titles.pinned })).toBeVisible();
  // Idle at the top of the page for a while: nothing of the map may come.
  await page.waitForTimeout(1500);
  expect(log.scripts.length).toBeGreaterThan(0);
  expect(await log.leafletScripts()).toEqual([]);
  expect(log.tiles.map((t) => t.url())).toEqual([]);
  await expect(section(page).locator('[data-map]')).toHaveAttribute('data-map', 'waiting');
  await expect(page.locator('.leaflet-container')).toHaveCount(0);

  await section(page).getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: `Map showing where ${titles.pinned} is` });
  await expect(map).toHaveAttribute('data-map', 'loaded');
  await expect(map.locator('.leaflet-container')).toBeVisible();
  expect((await map.boundingBox())!.height).toBe(300);
  await expect.poll(() => log.leafletScripts()).toHaveLength(1);

  // The marker, named by the listing, with its icon image loaded (no broken marker).
  const marker = map.locator('.leaflet-marker-icon');
  await expect(marker).toBeVisible();
  await expect(marker).toHaveAttribute('alt', titles.pinned);
  await expect.poll(() => marker.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  // Tiles from the local stub, drawn: Leaflet's CSS came with its script.
  await expect.poll(() => log.tiles.length).toBeGreaterThan(0);
  expect(log.tiles.every((t) => t.status() === 200)).toBe(true);
  await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
  expect(await map.locator('.leaflet-container').evaluate((el) => getComputedStyle(el).overflow)).toBe('hidden');
  await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');

  await marker.click();
  await expect(map.locator('.leaflet-popup-content')).toHaveText(titles.pinned);

  const { violations } = await new AxeBuilder({ page }).include('[data-testid="location-section"]').analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('distances as the crow flies, in English and in Tamil', async ({ page }) => {
  const row = (name: string) => section(page).getByTestId('distances').locator('div', { has: page.getByText(name, { exact: true }) }).locator('dd');

  await page.goto(`/villas/${ids.pinned}`);
  await expect(section(page).getByRole('heading', { name: 'Distances as the crow flies' })).toBeAttached();
  await expect(section(page)).toContainText('Measured in a straight line from the pin on the map. By road it is further.');
  await expect(row('Kempegowda International Airport')).toHaveText('52.5\u00a0km');
  await expect(row('Electronic City')).toHaveText('21.3\u00a0km');
  for (const name of ['SIPCOT Phase I', 'SIPCOT Phase II', 'Hosur bus stand', 'Hosur railway station']) await expect(row(name)).toHaveText(/^\d+\.\d\u00a0km$/);

  await page.goto(`/ta/villas/${ids.pinned}`);
  await expect(section(page).getByRole('heading', { name: 'இருப்பிடம்' })).toBeAttached();
  await expect(section(page).getByRole('heading', { name: 'நேர்கோட்டுத் தூரங்கள்' })).toBeAttached();
  await expect(section(page)).toContainText('சாலை வழியே தூரம் இதைவிட அதிகம்.');
  await expect(row('கெம்பேகவுடா சர்வதேச விமான நிலையம்')).toHaveText('52.5\u00a0கி.மீ.');
  await expect(row('எலக்ட்ரானிக் சிட்டி')).toHaveText('21.3\u00a0கி.மீ.');
  await expect(section(page).getByTestId('distances').locator('dd')).toHaveCount(6);
});

test('without JavaScript: the coordinates, a link to OpenStreetMap and the distances, and no map', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const log = networkLog(page);
  await page.goto(`/villas/${ids.pinned}`);
  await section(page).scrollIntoViewIfNeeded();
  // <noscript> as text here (a browser with JavaScript off in its settings shows it as markup).
  expect(await section(page).locator('noscript').textContent()).toContain('The map needs JavaScript.');
  await expect(page.getByTestId('map-fallback')).toContainText('Coordinates: 12.74100, 77.82500');
  await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=12.741&mlon=77.825#map=16/12.741/77.825',
  );
  await expect(section(page).getByTestId('distances').locator('dd')).toHaveCount(6);
  await page.waitForTimeout(500);
  expect(log.tiles).toEqual([]);
  await context.close();
});

test('a listing without a pin has no map and no distances', async ({ page }) => {
  const log = networkLog(page);
  await page.goto(`/villas/${ids.unpinned}`);
  await expect(page.getByRole('heading', { level: 1, name: titles.unpinned })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(1000);
  await expect(section(page)).toHaveCount(0);
  await expect(page.getByText('Distances as the crow flies')).toHaveCount(0);
  expect(await log.leafletScripts()).toEqual([]);
  expect(log.tiles).toEqual([]);
});

// Screenshots for a person to look at: `SHOTS_DIR=/tmp/shots npm run test:e2e -- e2e/listing-map.e2e.ts`.
test('screenshots of the location section', async ({ browser }) => {
  const dir = process.env.SHOTS_DIR;
  test.skip(!dir, 'SHOTS_DIR is not set');
  for (const width of [360, 1280]) {
    for (const lang of ['en', 'ta']) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 1100 : 900 } });
      const page = await context.newPage();
      await page.goto(`${lang === 'ta' ? '/ta' : ''}/villas/${ids.pinned}`);
      await section(page).scrollIntoViewIfNeeded();
      await expect(section(page).locator('[data-map]')).toHaveAttribute('data-map', 'loaded');
      await expect.poll(() => section(page).locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The screen as a visitor sees it, the fixed bar and buttons included, the section's top below the bar.
      await section(page).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 90));
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(dir!, `b-location-${lang}-${width}.png`) });
      await context.close();
    }
  }
});
