import { expect, type Page, test } from '@playwright/test';
import { formatRupees } from '../lib/format';

type ApiListing = { _id: string; title: string; location: string; price: number | null; bedrooms?: number | null; bathrooms?: number | null };

async function first(page: Page, slug: string): Promise<ApiListing> {
  const res = await page.request.get(`/api/${slug}?limit=1`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: ApiListing[] }).data[0];
}

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first();

for (const slug of ['villas', 'plots', 'homes']) {
  test(`/${slug}/{id}: title, description, canonical, Open Graph and Twitter tags`, async ({ page }) => {
    const listing = await first(page, slug);
    await page.goto(`/${slug}/${listing._id}`);
    await expect(page).toHaveTitle(new RegExp(`^${listing.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| .+`));

    const url = page.url();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(meta(page, 'og:title')).toHaveAttribute('content', listing.title);
    await expect(meta(page, 'og:url')).toHaveAttribute('content', url);
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'website');
    const description = (await meta(page, 'og:description').getAttribute('content')) ?? '';
    expect(description).toContain(listing.location);
    if (listing.price) expect(description).toContain(formatRupees(listing.price)!);
    expect(await meta(page, 'description').getAttribute('content')).toBe(description);

    // The listing's share card (issue 14): a JPEG at the size previews crop to, not the WebP photo.
    const image = (await meta(page, 'og:image').getAttribute('content')) ?? '';
    expect(image).toMatch(/^https?:\/\/[^/]+\/uploads\/[0-9a-f]{2}\/[0-9a-f]{24}\.jpg$/);
    await expect(meta(page, 'og:image:width')).toHaveAttribute('content', '1200');
    await expect(meta(page, 'og:image:height')).toHaveAttribute('content', '630');
    await expect(meta(page, 'og:image:type')).toHaveAttribute('content', 'image/jpeg');
    await expect(meta(page, 'og:image:alt')).toHaveAttribute('content', new RegExp(listing.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const card = await page.request.get(image);
    expect(card.ok()).toBeTruthy();
    expect(card.headers()['content-type']).toBe('image/jpeg');
    expect((await card.body()).length).toBeLessThanOrEqual(300_000);
    await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta(page, 'twitter:image')).toHaveAttribute('content', image);
  });

  test(`/${slug}/{id}: JSON-LD RealEstateListing`, async ({ page }) => {
    const listing = await first(page, slug);
    const response = await page.request.get(`/${slug}/${listing._id}`);
    const html = await response.text();
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    const raw = match![1];
    expect(raw).not.toContain('<');
    const data = JSON.parse(raw);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('RealEstateListing');
    expect(data.name).toBe(listing.title);
    expect(data.url).toMatch(new RegExp(`/${slug}/${listing._id}$`));
    expect(typeof data.datePosted).toBe('string');
    expect(Array.isArray(data.image) && data.image.every((u: string) => /^https?:\/\//.test(u))).toBe(true);
    expect(data.offers['@type']).toBe('Offer');
    expect(data.offers.priceCurrency).toBe('INR');
    if (listing.price) expect(data.offers.price).toBe(listing.price);
    expect(data.offers.availability).toMatch(/^https:\/\/schema\.org\//);
    const address = data.about.address;
    expect(address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Hosur', addressRegion: 'Tamil Nadu', postalCode: '635109', addressCountry: 'IN' });
    expect(data.about.floorSize).toMatchObject({ '@type': 'QuantitativeValue', unitCode: 'FTK' });
    if (listing.bedrooms) expect(data.about.numberOfBedrooms).toBe(listing.bedrooms);
    if (listing.bathrooms) expect(data.about.numberOfBathroomsTotal).toBe(listing.bathrooms);
    // The place once, named by its @id, and contentLocation referring to it.
    expect(data.about['@id']).toBe(`${data.url}#place`);
    expect(data.contentLocation).toEqual({ '@id': data.about['@id'] });
  });
}

test('list pages have their own title and canonical URL, and the site card', async ({ page }) => {
  await page.goto('/plots');
  await expect(page).toHaveTitle(/^Available Plots for Sale in Tamil Nadu \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/plots$/);
  await expect(meta(page, 'og:url')).toHaveAttribute('content', /\/plots$/);
  await expect(meta(page, 'og:image')).toHaveAttribute('content', /\/site-card\.jpg\?v=[0-9a-f]{8}$/);
  await expect(meta(page, 'og:image:type')).toHaveAttribute('content', 'image/jpeg');
  await expect(meta(page, 'twitter:image')).toHaveAttribute('content', /\/site-card\.jpg\?v=[0-9a-f]{8}$/);
});

test('sitemap.xml lists the public pages and every listing with lastmod', async ({ page }) => {
  const response = await page.request.get('/sitemap.xml');
  expect(response.ok()).toBeTruthy();
  const xml = await response.text();
  for (const path of ['/villas', '/plots', '/homes', '/about', '/contact', '/privacy-policy', '/testimonials']) {
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
  }
  for (const slug of ['villas', 'plots', 'homes']) {
    const res = await page.request.get(`/api/${slug}?limit=100`);
    const { data } = (await res.json()) as { data: ApiListing[] };
    for (const listing of data) {
      // Each entry names its Tamil twin (issue 15) between <loc> and <lastmod>.
      expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/${slug}/${listing._id}</loc>(?:\\s*<xhtml:link [^>]+/>)*\\s*<lastmod>[^<]+</lastmod>`));
    }
  }
});

test('robots.txt disallows the private areas and points at the sitemap', async ({ page }) => {
  const text = await (await page.request.get('/robots.txt')).text();
  expect(text).toContain('Disallow: /admin');
  expect(text).toContain('Disallow: /dashboard');
  expect(text).toContain('Disallow: /api');
  expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test('listing text cannot break out of the JSON-LD script', async ({ page }) => {
  const { admin, signIn } = await import('./support/admin');
  test.skip(!admin.password, 'needs ADMIN_PASSWORD to create a listing');
  await signIn(page);
  const sample = await first(page, 'villas');
  const photo = await page.request.get(((await (await page.request.get(`/api/villas/${sample._id}`)).json()) as { data: { mainImage: string } }).data.mainImage);
  const title = 'Villa </script><script>window.__pwned=1</script> <!-- \u2028\u2029 & end';
  const created = await page.request.post('/api/villas', {
    multipart: {
      title,
      location: 'Bagalur Road </script>, Hosur',
      price: '85,00,000',
      area: '2400',
      buildingarea: '1800',
      bedrooms: '3',
      description: 'Line one\u2028line two </script><img src=x onerror=alert(1)>',
      mainImage: { name: 'photo.webp', mimeType: 'image/webp', buffer: await photo.body() },
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const id = ((await created.json()) as { data: { _id: string } }).data._id;
  try {
    const response = await page.goto(`/villas/${id}`);
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const raw = await page.locator('script[type="application/ld+json"]').textContent();
    expect(raw).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(raw!).name).toBe(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  } finally {
    await page.request.delete(`/api/villas/${id}`);
  }
});
