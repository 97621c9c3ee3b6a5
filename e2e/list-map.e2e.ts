import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, type Response, test } from '@playwright/test';
import sharp from 'sharp';
import { admin } from './support/admin';
import { createVilla } from './support/villas';

// The map view of a list (?view=map): the List/Map switch keeps the filters, the same cards as the
// list beside a map of every match with a location, clustered where they crowd, each pin opening
// its card's essentials, and the listings without a location counted. In both languages, with a
// keyboard, at 360 px and through axe.
//
// This file makes its own villas (a marker word in each title) and deletes them in afterAll:
// six on one street (a cluster), two apart, two without a location, one of four bedrooms.
test.describe.configure({ mode: 'serial' });

const MARK = `lm${Date.now().toString(36)}`;
const LIST = `/villas?q=${MARK}&bedrooms=3`;
const MAP = `${LIST}&view=map`;

interface Made {
  title: string;
  lakhs: number;
  bedrooms: number;
  pin?: [number, number];
}
const VILLAS: Made[] = [
  ...Array.from({ length: 6 }, (_, i): Made => ({ title: `${MARK} street villa ${i + 1}`, lakhs: 50 + i, bedrooms: 3, pin: [12.7801 + i * 0.0002, 77.8501 + i * 0.0002] })),
  { title: `${MARK} west villa`, lakhs: 60, bedrooms: 3, pin: [12.7, 77.8] },
  { title: `${MARK} east villa`, lakhs: 61, bedrooms: 3, pin: [12.74, 77.9] },
  { title: `${MARK} unmapped villa`, lakhs: 62, bedrooms: 3 },
  { title: `${MARK} unmapped dear villa`, lakhs: 95, bedrooms: 3 },
  { title: `${MARK} four bedrooms`, lakhs: 96, bedrooms: 4, pin: [12.75, 77.85] },
];

let api: APIRequestContext;
const ids = new Map<string, string>();

test.beforeAll(async ({ playwright, baseURL }) => {
  test.skip(!admin.password, 'needs ADMIN_PASSWORD to create listings');
  api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#a74' } }).jpeg().toBuffer();
  for (const v of VILLAS) {
    const more: Record<string, string> = v.pin ? { lat: String(v.pin[0]), lng: String(v.pin[1]) } : {};
    ids.set(v.title, await createVilla(api, image, { ...v, description: 'Made by the list map end-to-end test.', more }));
  }
});

test.afterAll(async () => {
  if (!api) return;
  for (const id of ids.values()) expect([200, 404]).toContain((await api.delete(`/api/villas/${id}`)).status());
  await api.dispose();
});

// Tiles: a local stub when the harness has one; anything else on the internet fails at once.
test.beforeEach(async ({ context }) => {
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

/** Screenshots for a person to look at, when SHOTS_DIR names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: false });
}

const cardHrefs = (page: Page) => page.locator('a.card-view').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
const mapBox = (page: Page) => page.getByTestId('list-map');
const pins = (page: Page) => mapBox(page).locator('.cluster-pin');
const clusters = (page: Page) => mapBox(page).locator('.cluster-count');

/** The listings the map shows: single pins plus the counts on the cluster badges. */
async function pinnedCount(page: Page): Promise<number> {
  const counts = await clusters(page).allInnerTexts();
  return (await pins(page).count()) + counts.reduce((n, t) => n + Number(t), 0);
}

test('the Map link keeps the filters, and the map view shows the same cards in the same order', async ({ page }) => {
  await page.goto(LIST);
  const listed = await cardHrefs(page);
  expect(listed).toHaveLength(10);
  const views = page.getByRole('navigation', { name: 'Show as' });
  await expect(views.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
  await views.getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'map' && url.searchParams.get('bedrooms') === '3' && url.searchParams.get('q') === MARK);
  await expect(views.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  expect(await cardHrefs(page)).toEqual(listed);
  // The filter form on the map view stays on it.
  await expect(page.locator('form[role="search"] input[name="view"]')).toHaveValue('map');
  await views.getByRole('link', { name: 'List' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('view') && url.searchParams.get('bedrooms') === '3');
  await expect(mapBox(page)).toHaveCount(0);
});

test('without JavaScript the switch is a plain link to the same filters', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(LIST);
  await page.getByRole('navigation', { name: 'Show as' }).getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${MARK}&bedrooms=3&view=map$`));
  expect(await cardHrefs(page)).toHaveLength(10);
  await expect(mapBox(page)).toContainText('Loading map');
  await context.close();
});

const tileUrl = process.env.NEXT_PUBLIC_MAP_TILE_URL ?? '';
const tileOrigin = tileUrl ? new URL(tileUrl.replace(/\{[a-z]\}/g, '0')).origin : 'http://tiles.invalid';
const LEAFLET_CODE = /leaflet-container|leaflet-tile-pane/;

/** Scripts and tile requests, each marked as asked for before or after the page's load event. */
function networkLog(page: Page) {
  let loaded = false;
  page.on('load', () => void (loaded = true));
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loaded = false;
  });
  const scripts: { body: Promise<string>; afterLoad: boolean }[] = [];
  const tiles: { response: Response; afterLoad: boolean }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ body: response.text().catch(() => ''), afterLoad: loaded });
    if (response.url().startsWith(tileOrigin)) tiles.push({ response, afterLoad: loaded });
  });
  const leaflet = async () => (await Promise.all(scripts.map(async (s) => ({ ...s, text: await s.body })))).filter((s) => LEAFLET_CODE.test(s.text));
  return { tiles, leaflet };
}

test("Leaflet and its tiles come after the page's load event on the map view, and never on the list", async ({ page }) => {
  const log = networkLog(page);
  await page.goto(LIST);
  await page.waitForTimeout(1000);
  expect(await log.leaflet()).toEqual([]);
  expect(log.tiles).toEqual([]);

  await page.goto(MAP);
  await expect(mapBox(page).locator('.leaflet-container')).toBeVisible();
  const scripts = await log.leaflet();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((s) => s.afterLoad), 'no Leaflet script before the load event').toBe(true);
  if (tileUrl) {
    await expect.poll(() => log.tiles.length).toBeGreaterThan(0);
    expect(log.tiles.every((t) => t.afterLoad)).toBe(true);
  }
});

test('pins for every listing with a location, clustered where they crowd; the rest counted', async ({ page }) => {
  await page.goto(MAP);
  await expect(mapBox(page).locator('.leaflet-container')).toBeVisible();
  // Six on one street share a badge at the zoom that fits all eight; the two others stand alone.
  await expect(clusters(page)).toHaveCount(1);
  await expect(clusters(page)).toHaveText('6');
  await expect(pins(page)).toHaveCount(2);
  expect(await pinnedCount(page)).toBe(8);
  await expect(page.getByTestId('map-note')).toHaveText('2 listings have no location yet');

  // A badge zooms in to where it parts (into smaller badges or pins), down to single pins.
  await clusters(page).click();
  await expect(clusters(page).filter({ hasText: /^6$/ })).toHaveCount(0);
  for (let i = 0; i < 6 && (await clusters(page).count()) > 0; i++) {
    const badge = await clusters(page).first().elementHandle();
    await badge!.click();
    await expect.poll(() => badge!.evaluate((el) => el.isConnected)).toBe(false);
  }
  await expect(clusters(page)).toHaveCount(0);
  await expect.poll(() => pins(page).count()).toBeGreaterThanOrEqual(2);
});

test('a pin opens its card: title, price and a link to the listing', async ({ page }) => {
  await page.goto(MAP);
  const west = pins(page).and(page.locator(`[title="${MARK} west villa"]`));
  await west.click();
  const popup = page.getByTestId('map-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: `${MARK} west villa` })).toHaveAttribute('href', `/villas/${ids.get(`${MARK} west villa`)}`);
  await expect(popup).toContainText('₹60 L');
  await shot(page, 'd-map-popup-1280-en');
  await popup.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(`/villas/${ids.get(`${MARK} west villa`)}`);
});

test('one listing without a location is counted in the singular', async ({ page }) => {
  await page.goto(`/villas?q=${MARK}&minPrice=9000000&view=map`);
  expect(await cardHrefs(page)).toHaveLength(2);
  await expect(page.getByTestId('map-note')).toHaveText('1 listing has no location yet');
  await expect(pins(page)).toHaveCount(1);
});

test('in Tamil: the switch, the count and the pins link to the Tamil pages', async ({ page }) => {
  await page.goto(`/ta${LIST}`);
  const views = page.getByRole('navigation', { name: 'காட்டும் விதம்' });
  await views.getByRole('link', { name: 'வரைபடம்' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/ta/villas' && url.searchParams.get('view') === 'map' && url.searchParams.get('bedrooms') === '3');
  await expect(page.getByTestId('map-note')).toHaveText('2 சொத்துகளுக்கு இன்னும் இருப்பிடம் குறிக்கப்படவில்லை');
  await pins(page).and(page.locator(`[title="${MARK} east villa"]`)).click();
  await expect(page.getByTestId('map-popup').getByRole('link').first()).toHaveAttribute('href', `/ta/villas/${ids.get(`${MARK} east villa`)}`);
  await expect(page.getByTestId('map-popup')).toContainText('விவரங்களைப் பார்க்க');
  await expect(page.getByRole('region', { name: /வரைபடம்: பட்டியலின் படம் மட்டுமே/ })).toBeVisible();
});

test('a keyboard reaches the list; the map names itself a picture of it and takes no pin into the tab order', async ({ page }) => {
  await page.goto(MAP);
  await expect(mapBox(page).locator('.leaflet-container')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of these villas: a picture of the list, where every listing is' })).toBeVisible();
  await expect(mapBox(page).locator('.leaflet-marker-icon[tabindex]')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Show as' }).getByRole('link', { name: 'Map' }).focus();
  const first = (await cardHrefs(page))[0];
  let reached = false;
  for (let i = 0; i < 10 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate((href) => !!document.activeElement?.closest('article') && document.activeElement?.closest('article')?.querySelector('a.card-view')?.getAttribute('href') === href, first);
    expect(await page.evaluate(() => !!document.activeElement?.closest('.leaflet-container'))).toBe(false);
  }
  expect(reached, 'Tab from the switch lands in the first card').toBe(true);
});

test('at 360 px: the map above the cards, no sideways scroll, and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(MAP);
  // Below the filter form on a phone: the map loads when it scrolls into view.
  await expect(mapBox(page)).toContainText('Loading map');
  await mapBox(page).scrollIntoViewIfNeeded();
  await expect(mapBox(page).locator('.leaflet-container')).toBeVisible();
  const mapTop = (await mapBox(page).boundingBox())!.y;
  const cardTop = (await page.locator('article').first().boundingBox())!.y;
  expect(mapTop).toBeLessThan(cardTop);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'd-map-360-en');
  const { violations } = await new AxeBuilder({ page }).exclude('nextjs-portal').analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('at 360 px in Tamil: no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/ta${MAP}`);
  await mapBox(page).scrollIntoViewIfNeeded();
  await expect(mapBox(page).locator('.leaflet-container')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'd-map-360-ta');
});

test('at 1280 px: the map beside the cards, and axe finds nothing serious in either language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of [MAP, `/ta${MAP}`]) {
    await page.goto(path);
    await expect(mapBox(page).locator('.leaflet-container')).toBeVisible();
    const map = (await mapBox(page).boundingBox())!;
    const card = (await page.locator('article').first().boundingBox())!;
    expect(map.x, path).toBeGreaterThan(card.x + card.width - 1);
    expect(Math.abs(map.y - card.y), path).toBeLessThan(80);
    await page.locator('h1').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 300));
    await shot(page, `d-map-1280-${path.startsWith('/ta') ? 'ta' : 'en'}`);
    const { violations } = await new AxeBuilder({ page }).exclude('nextjs-portal').analyze();
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
