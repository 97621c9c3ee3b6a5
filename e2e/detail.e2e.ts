import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { formatRupees } from '../lib/format';

type ApiListing = {
  _id: string;
  title: string;
  location: string;
  price: number | null;
  areaSqft: number | null;
  mainImage: string;
  additionalImages: string[];
  features: string[];
  amenities: string[];
  approvals?: string[];
  [key: string]: unknown;
};

const KINDS = [
  {
    slug: 'villas',
    notFound: ['Villa Not Found', "The villa you're looking for doesn't exist.", 'Back to Villas'],
    about: 'About This Villa',
    info: 'Villa Information',
    interested: 'Interested in this Villa?',
    similar: ['Similar Villas', 'View All Villas'],
    tiles: ['Total Area', 'Building Area', 'Bedrooms', 'Bathrooms'],
  },
  {
    slug: 'plots',
    notFound: ['Plot Not Found', "The plot you're looking for doesn't exist.", 'Back to Plots'],
    about: 'About This Plot',
    info: 'Plot Information',
    interested: 'Interested in this Plot?',
    similar: ['Similar Plots', 'View All Plots'],
    tiles: ['Plot Area', 'Facing', 'Plot Shape', 'Status'],
  },
  {
    slug: 'homes',
    notFound: ['Home Not Found', 'Home not found.', 'Back to Homes'],
    about: 'About This Home',
    info: 'Property Information',
    interested: 'Interested in this Houses?',
    similar: ['Similar Homes', 'View All Houses'],
    tiles: ['Total Area', 'Building Area', 'Bedrooms', 'Bathrooms'],
  },
] as const;

/** Every listing of a kind in full, as the API's list answers carry them. */
async function listings(page: Page, slug: string): Promise<ApiListing[]> {
  const res = await page.request.get(`/api/${slug}?limit=100`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: ApiListing[] }).data;
}

const photoCount = (l: ApiListing) => new Set([l.mainImage, ...l.additionalImages].filter(Boolean)).size;
const counter = (page: Page) => page.getByTestId('gallery-counter');

for (const kind of KINDS) {
  test.describe(`/${kind.slug}/{id}`, () => {
    test('shows the listing with its kind-specific sections', async ({ page }) => {
      const [listing] = await listings(page, kind.slug);
      await page.goto(`/${kind.slug}/${listing._id}`);
      await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
      await expect(page.getByTestId('price-badge')).toHaveText(`Price: ${formatRupees(listing.price) ?? 'N/A'}`);
      await expect(page.getByText(listing.location, { exact: true }).first()).toBeVisible();
      for (const label of kind.tiles) await expect(page.locator('dt', { hasText: label }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: kind.about })).toBeVisible();
      await expect(page.getByRole('heading', { name: kind.info })).toBeVisible();

      const lists = [
        ['Key Features', listing.features],
        ['Amenities', listing.amenities],
        ['Approvals & Documentation', listing.approvals ?? []],
      ] as const;
      for (const [title, items] of lists) {
        await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(items.length ? 1 : 0);
      }

      // Sidebar: call, e-mail and WhatsApp with title, location, price and the page address.
      const aside = page.getByRole('region', { name: kind.interested });
      await expect(aside.getByRole('heading', { name: kind.interested })).toBeVisible();
      await expect(aside.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+?\d+$/);
      await expect(aside.getByRole('link', { name: 'Send Inquiry' })).toHaveAttribute('href', /^mailto:[^?]+\?subject=Inquiry%20about/);
      const wa = (await aside.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')) ?? '';
      const text = new URL(wa).searchParams.get('text') ?? '';
      expect(wa).toMatch(/^https:\/\/wa\.me\/\d+/);
      expect(text).toContain(listing.title);
      expect(text).toContain(listing.location);
      expect(text).toContain(`/${kind.slug}/${listing._id}`);
      if (listing.price) expect(text).toContain(formatRupees(listing.price)!);
      await expect(aside).toContainText('Hosur');
    });

    test('similar listings link to other listings of the kind', async ({ page }) => {
      const [listing] = await listings(page, kind.slug);
      await page.goto(`/${kind.slug}/${listing._id}`);
      const section = page.locator('section[aria-labelledby="similar-heading"]');
      await expect(section.getByRole('heading', { name: kind.similar[0] })).toBeVisible();
      await expect(section.getByRole('link', { name: kind.similar[1] })).toHaveAttribute('href', `/${kind.slug}`);
      // The similar block streams in after the page: count its cards once it has arrived.
      await expect(section.getByText(/^Loading similar/i)).toHaveCount(0);
      const links = section.getByRole('link', { name: /^View Details/ });
      const count = await links.count();
      for (let i = 0; i < count; i++) {
        const href = await links.nth(i).getAttribute('href');
        expect(href).toMatch(new RegExp(`^/${kind.slug}/[0-9a-f]{24}$`));
        expect(href).not.toBe(`/${kind.slug}/${listing._id}`);
      }
      if (count === 0) await expect(section.getByRole('link', { name: /^Browse All/ })).toBeVisible();
    });

    test('unknown and malformed ids answer 404 with the not-found view', async ({ page }) => {
      for (const id of ['000000000000000000000000', 'not-an-id']) {
        const response = await page.goto(`/${kind.slug}/${id}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: kind.notFound[0] })).toBeVisible();
        await expect(page.getByText(kind.notFound[1], { exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: kind.notFound[2] })).toHaveAttribute('href', `/${kind.slug}`);
      }
    });

    test('has no serious accessibility violations; phones get no horizontal scroll and the call button right below the gallery', async ({ page }) => {
      const [listing] = await listings(page, kind.slug);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/${kind.slug}/${listing._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const gallery = await page.getByRole('region', { name: `Photos of ${listing.title}` }).boundingBox();
      const call = await page.getByRole('link', { name: 'Call Now' }).boundingBox();
      const about = await page.getByRole('heading', { name: kind.about }).boundingBox();
      expect(call!.y).toBeGreaterThan(gallery!.y + gallery!.height - 1);
      expect(call!.y).toBeLessThan(about!.y);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`)).toEqual([]);
    });
  });
}

test('gallery arrows wrap both ways; thumbnails pick a photo', async ({ page }) => {
  const villa = (await listings(page, 'villas')).find((l) => photoCount(l) >= 3);
  test.skip(!villa, 'needs a villa with 3+ photos');
  const total = photoCount(villa!);
  await page.goto(`/villas/${villa!._id}`);
  const gallery = page.getByRole('region', { name: `Photos of ${villa!.title}` });
  await expect(counter(page)).toHaveText(`Photo 1 / ${total}`);
  await gallery.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter(page)).toHaveText(`Photo ${total} / ${total}`);
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter(page)).toHaveText(`Photo 1 / ${total}`);
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter(page)).toHaveText(`Photo 2 / ${total}`);

  const thumbs = gallery.getByRole('list', { name: 'Thumbnails' }).getByRole('button');
  await expect(thumbs).toHaveCount(total);
  const box = await thumbs.first().boundingBox();
  expect(Math.round(box!.width)).toBe(80);
  expect(Math.round(box!.height)).toBe(80);
  await thumbs.nth(2).click();
  await expect(counter(page)).toHaveText(`Photo 3 / ${total}`);
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
});

test('the full-screen viewer: zoom toggle, arrows reset zoom, keyboard, focus trap, Escape', async ({ page }) => {
  const villa = (await listings(page, 'villas')).find((l) => photoCount(l) >= 3);
  test.skip(!villa, 'needs a villa with 3+ photos');
  const total = photoCount(villa!);
  await page.goto(`/villas/${villa!._id}`);
  await page.getByRole('button', { name: 'View full screen' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close viewer' })).toBeFocused();
  const viewerCounter = viewer.getByTestId('viewer-counter');
  await expect(viewerCounter).toHaveText(`Photo 1 / ${total}`);

  const zoom = viewer.locator('[data-zoom]');
  await expect(zoom).toHaveAttribute('data-zoom', '1');
  await zoom.click();
  await expect(zoom).toHaveAttribute('data-zoom', '2');
  await zoom.click();
  await expect(zoom).toHaveAttribute('data-zoom', '1');
  await zoom.click();
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewerCounter).toHaveText(`Photo 2 / ${total}`);
  await expect(zoom).toHaveAttribute('data-zoom', '1');
  await zoom.click();
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(viewerCounter).toHaveText(`Photo 1 / ${total}`);
  await expect(zoom).toHaveAttribute('data-zoom', '1');

  await page.keyboard.press('ArrowLeft');
  await expect(viewerCounter).toHaveText(`Photo ${total} / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(viewerCounter).toHaveText(`Photo 1 / ${total}`);

  // Focus stays inside the modal viewer.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await viewer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(counter(page)).toHaveText(`Photo 1 / ${total}`);

  // The close button closes too.
  await page.getByRole('button', { name: 'View full screen' }).click();
  await viewer.getByRole('button', { name: 'Close viewer' }).click();
  await expect(viewer).toBeHidden();
});

test('home information grid: SPEC rows, conditional rows and price per sq ft', async ({ page }) => {
  const homes = await listings(page, 'homes');
  // One home with every optional row and one without some, when the demo data has them.
  const picks = [homes.find((h) => h.bookingAmount && h.project && h.yearBuilt), homes.find((h) => !h.bookingAmount || !h.project)].filter(
    (h): h is ApiListing => !!h,
  );
  expect(picks.length).toBeGreaterThan(0);
  for (const home of picks) {
    await page.goto(`/homes/${home._id}`);
    const grid = page.getByTestId('info-grid');
    const labels = await grid.locator('dt').allTextContents();
    const expected = ['Property Type', 'Status', 'Furnishing', 'Facing Direction', 'Floor Number'];
    if (home.yearBuilt) expected.push('Year Built');
    if (home.project) expected.push('Project Name');
    if (home.transactionType) expected.push('Transaction Type');
    if (home.ownershipType) expected.push('Ownership Type');
    expected.push('Price per sq ft');
    if (home.bookingAmount) expected.push('Booking Amount');
    expect(labels).toEqual(expected);

    const row = (label: string) => grid.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
    const perSqft = home.price && home.areaSqft ? formatRupees(Math.round(home.price / home.areaSqft)) : 'N/A';
    await expect(row('Price per sq ft')).toHaveText(perSqft!);
    if (home.bookingAmount) await expect(row('Booking Amount')).toHaveText(formatRupees(home.bookingAmount as number)!);
    if (home.yearBuilt) await expect(row('Year Built')).toHaveText(String(home.yearBuilt));
  }
});

test('the plot Back button goes to /plots', async ({ page }) => {
  const [plot] = await listings(page, 'plots');
  await page.goto(`/plots/${plot._id}`);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/plots$/);
});

test('the villa Back button returns to the previous page', async ({ page }) => {
  await page.goto('/villas?bedrooms=3');
  await expect(page.getByText(/\d+ villas? found/)).toBeVisible();
  const first = page.locator('main article:visible').first();
  await first.click({ position: { x: 60, y: 60 } });
  await expect(page).toHaveURL(/\/villas\/[0-9a-f]{24}$/);
  // Going back needs the hydrated button; before that it is a plain link to /villas.
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/villas\?bedrooms=3$/);
});
