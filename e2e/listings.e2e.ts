import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

type ApiListing = { _id: string; title: string; location: string; features: string[]; bedrooms?: number | null };

const LISTS = [
  { slug: 'villas', heading: 'Premium Villas', error: /^Error loading villas: / },
  { slug: 'plots', heading: 'Available Plots for Sale in Tamil Nadu', error: /^Error loading plots: / },
  { slug: 'homes', heading: 'Premium Houses', error: /./ },
] as const;

async function apiList(page: Page, slug: string, query = 'limit=100') {
  const res = await page.request.get(`/api/${slug}?${query}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { data: ApiListing[]; pagination: { total: number; totalPages: number } };
}

const cards = (page: Page) => page.locator('main article:visible');

for (const list of LISTS) {
  test.describe(`/${list.slug}`, () => {
    test('renders cards with the list-page content', async ({ page }) => {
      const { data } = await apiList(page, list.slug, 'limit=12');
      await page.goto(`/${list.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
      await expect(cards(page)).toHaveCount(data.length);

      const first = data[0];
      const card = cards(page).filter({ has: page.getByRole('heading', { name: first.title, exact: true }) });
      await expect(card.getByText(first.location, { exact: true })).toBeVisible();
      await expect(card.locator('p.card-price')).toHaveText(/Price: (₹[\d.,]+ ?(L|Cr)?|Price on request)/);
      await expect(card.getByRole('list', { name: 'Key facts' })).toBeVisible();
      const img = card.locator('img');
      await expect(img).toHaveAttribute('srcset', /-400w\.webp 400w, .*-800w\.webp 800w/);
      await expect(img).toHaveAttribute('width', '800');
      await expect(img).toHaveAttribute('height', '600');

      // Description clamped to two lines.
      const clamp = await card.locator('p.card-excerpt').evaluate((el) => getComputedStyle(el).webkitLineClamp);
      expect(clamp).toBe('2');

      // View Details and Contact.
      await expect(card.getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', `/${list.slug}/${first._id}`);
      const contact = card.getByRole('link', { name: /^Contact/ });
      const href = (await contact.getAttribute('href')) ?? '';
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      const message = decodeURIComponent(new URL(href).searchParams.get('text') ?? '');
      expect(message).toContain(first.title);
      expect(message).toContain(first.location);
      await expect(contact).toHaveAttribute('target', '_blank');
    });

    test('shows the first 4 features then +N more', async ({ page }) => {
      const { data } = await apiList(page, list.slug, 'limit=12');
      const many = data.find((l) => l.features.length > 4);
      test.skip(!many, 'no listing with more than 4 features in the demo data');
      await page.goto(`/${list.slug}`);
      const card = cards(page).filter({ has: page.getByRole('heading', { name: many!.title, exact: true }) });
      const features = card.getByRole('list', { name: 'Features' }).getByRole('listitem');
      await expect(features).toHaveCount(5);
      await expect(features.nth(0)).toHaveText(many!.features[0]);
      await expect(features.nth(4)).toHaveText(`+${many!.features.length - 4} more`);
    });

    test('a click on the card opens the detail page', async ({ page }) => {
      const { data } = await apiList(page, list.slug, 'limit=1');
      await page.goto(`/${list.slug}`);
      // On the photo: the stretched View Details link covers the whole card.
      await cards(page).first().click({ position: { x: 60, y: 60 } });
      await expect(page).toHaveURL(new RegExp(`/${list.slug}/${data[0]._id}$`));
      await expect(page.getByRole('heading', { level: 1, name: data[0].title })).toBeVisible();
    });

    test('has no serious accessibility violations and no horizontal scroll at 360 px', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/${list.slug}`);
      await expect(cards(page).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`)).toEqual([]);
    });

    test('unknown and invalid values are dropped, never an error', async ({ page }) => {
      const res = await page.goto(`/${list.slug}?minPrice=abc&bedrooms=%00&sort=x&utm_source=wa`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${list.slug}$`));
      await expect(cards(page).first()).toBeVisible();
    });
  });
}

test('filters live in the URL: ?bedrooms=3 shows only 3 BHK villas', async ({ page }) => {
  const { pagination } = await apiList(page, 'villas', 'bedrooms=3');
  expect(pagination.total).toBeGreaterThan(0);
  await page.goto('/villas?bedrooms=3');
  await expect(page).toHaveTitle(/^3 BHK villas in Hosur/);
  await expect(page.getByText(`${pagination.total} villa`, { exact: false })).toBeVisible();
  await expect(cards(page)).toHaveCount(pagination.total);
  for (const facts of await cards(page).getByRole('list', { name: 'Key facts' }).all()) {
    await expect(facts).toContainText('3 BHK');
  }
  // The form shows the filter in use.
  await expect(page.getByLabel('Bedrooms')).toHaveValue('3');
});

test('the filter form writes clean URLs and can be cleared', async ({ page }) => {
  await page.goto('/villas');
  await page.getByText('More filters').click();
  await page.getByLabel('Bedrooms').selectOption('4');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/villas\?bedrooms=4$/);
  await expect(cards(page).first()).toBeVisible();
  for (const facts of await cards(page).getByRole('list', { name: 'Key facts' }).all()) {
    await expect(facts).toContainText('4 BHK');
  }
  await page.getByLabel('Search villas').fill('zzzz-no-such-villa');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=zzzz-no-such-villa/);
  await expect(page.getByText('No villas match these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/villas$/);
  await expect(page.getByText(/\d+ villas? listed/)).toBeVisible();
});

test('sort by price, low to high', async ({ page }) => {
  await page.goto('/plots?sort=price-asc');
  const { data } = await apiList(page, 'plots', 'sort=price-asc&limit=3');
  const titles = cards(page).getByRole('heading');
  await expect(titles.nth(0)).toHaveText(data[0].title);
  await expect(titles.nth(1)).toHaveText(data[1].title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list is rendered on the server', async ({ page }) => {
    await page.goto('/plots');
    await expect(page.getByRole('heading', { level: 1, name: 'Available Plots for Sale in Tamil Nadu' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });
  // The GET form, pagination and back/forward with and without JavaScript: list-filters.e2e.ts.
});
