import { expect, type Page, test } from '@playwright/test';
import { byLabel, signInWithForm, toast } from './support/admin-ui';
import { demo } from './support/demo';

// Issue 15: every public route answers in Tamil under /ta, and the language switch keeps the page and its filters.
async function firstId(page: Page, slug: string): Promise<string> {
  const res = await page.request.get(`/api/${slug}?limit=1`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { _id: string }[] }).data[0]._id;
}

const STATIC = ['/ta', '/ta/villas', '/ta/plots', '/ta/homes', '/ta/about', '/ta/contact', '/ta/privacy-policy', '/ta/testimonials', '/ta/shortlist'];

test('every public route answers in Tamil with lang="ta", hreflang alternates and a Tamil og:locale', async ({ page }) => {
  const details = await Promise.all(['villas', 'plots', 'homes'].map(async (slug) => `/ta/${slug}/${await firstId(page, slug)}`));
  for (const path of [...STATIC, ...details, '/ta/villas?bedrooms=3']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    if (!path.includes('shortlist')) {
      await expect(page.locator('link[rel="alternate"][hreflang="ta"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    }
    await expect(page.locator('meta[property="og:locale"]').first()).toHaveAttribute('content', 'ta_IN');
    // The navigation is in Tamil.
    await expect(page.getByRole('navigation').first()).toContainText('முகப்பு');
  }
});

test('English pages keep lang="en-IN" and point at their Tamil twin', async ({ page }) => {
  await page.goto('/villas');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  const ta = await page.locator('link[rel="alternate"][hreflang="ta"]').getAttribute('href');
  expect(new URL(ta ?? '').pathname).toBe('/ta/villas');
});

test('the switch keeps a filtered list and its filters, both ways', async ({ page }) => {
  await page.goto('/villas?bedrooms=3&sort=price-asc');
  await page.getByTestId('language-switch').first().click();
  await expect(page).toHaveURL(/\/ta\/villas\?bedrooms=3&sort=price-asc$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.getByTestId('language-switch').first().click();
  await expect(page).toHaveURL(/\/villas\?bedrooms=3&sort=price-asc$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});

test('the switch keeps a detail page, both ways, and Tamil prices use லட்சம் or கோடி', async ({ page }) => {
  const id = await firstId(page, 'villas');
  await page.goto(`/villas/${id}`);
  await page.getByTestId('language-switch').first().click();
  await expect(page).toHaveURL(new RegExp(`/ta/villas/${id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.goto('/ta/villas');
  await expect(page.locator('.card-price').first()).toContainText(/லட்சம்|கோடி|₹/);
  await page.goto(`/ta/villas/${id}`);
  await page.getByTestId('language-switch').first().click();
  await expect(page).toHaveURL(new RegExp(`/villas/${id}$`));
  expect(new URL(page.url()).pathname.startsWith('/ta')).toBe(false);
});

test('a filtered Tamil list says what it shows in Tamil: title, heading, description and previews', async ({ page }) => {
  const caption = 'ஓசூரில் ₹1 கோடிக்குக் குறைவான 3 BHK கிழக்கு நோக்கிய வில்லாக்கள்';
  await page.goto('/ta/villas?bedrooms=3&maxPrice=10000000&facing=East');
  await expect(page).toHaveTitle(new RegExp(`^${caption}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(caption);
  await expect(page.locator('#results-heading')).toHaveText(caption);
  for (const meta of ['meta[name="description"]', 'meta[property="og:description"]', 'meta[name="twitter:description"]']) {
    const content = (await page.locator(meta).getAttribute('content')) ?? '';
    expect(content, meta).toContain(caption);
    expect(content, meta).toContain('பாருங்கள்');
    expect(content.replace(caption, '').match(/[A-Za-z]{3,}/g)?.filter((w) => !/^(?:Hosur|Properties)$/.test(w)) ?? [], meta).toEqual([]);
  }
  for (const meta of ['meta[property="og:title"]', 'meta[name="twitter:title"]']) {
    await expect(page.locator(meta)).toHaveAttribute('content', caption);
  }
  // The plain Tamil list keeps its own heading; the English twin keeps its English words.
  await page.goto('/ta/villas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('பிரீமியம் வில்லாக்கள்');
  await page.goto('/villas?bedrooms=3&maxPrice=10000000&facing=East');
  await expect(page).toHaveTitle(/^3 BHK East facing villas under ₹1 Cr in Hosur/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Villas');
});

test('the sitemap names both languages of each page', async ({ page }) => {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  expect(xml).toContain('/ta/villas</loc>');
  expect(xml).toMatch(/hreflang="ta"/);
});

/**
 * English left on a Tamil page: the visible text (screen-reader-only text too), less listing content
 * (what the dealer typed: every string field of every listing, read from the API) and anything
 * marked lang="en", may hold no run of three ASCII letters but the allowed ones (brand, units,
 * authorities, codes).
 */
const ALLOWED = /^(?:Hosur|Properties|BHK|DTCP|CMDA|HNTDA|RERA|EMI|EC|sq|ft|PDF|Google|Maps|Leaflet|OpenStreetMap)$/;
// Card excerpts are cut descriptions: listing content too.
const SKIP = '[lang|="en"], .card-excerpt, script, style, noscript';

/** The fields a dealer types freely; option fields (status, facing, …) must show translated. */
const FREE_TEXT = ['title', 'titleTa', 'location', 'description', 'descriptionTa', 'features', 'amenities', 'approvals', 'project', 'approvalNumber', 'reraNumber', 'floor', 'floorNumber'];

async function listingStrings(page: Page): Promise<string[]> {
  const out = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') out.add(value.trim());
    else if (Array.isArray(value)) value.forEach(collect);
  };
  for (const slug of ['villas', 'plots', 'homes']) {
    const res = await page.request.get(`/api/${slug}?limit=100`);
    for (const listing of ((await res.json()) as { data: Record<string, unknown>[] }).data) FREE_TEXT.forEach((key) => collect(listing[key]));
  }
  // Longest first, so a title is taken out before a shorter string inside it.
  return [...out].sort((a, b) => b.length - a.length);
}

async function englishLeft(page: Page, content: string[]): Promise<string[]> {
  const texts = await page.evaluate((skip) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skip)) continue;
      if (!parent.checkVisibility({ checkVisibilityCSS: true })) continue;
      if (node.textContent?.trim()) out.push(node.textContent.trim());
    }
    return out;
  }, SKIP);
  let text = texts.join('\n');
  for (const s of content) text = text.split(s).join(' ');
  const words = text
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ') // e-mail addresses
    .replace(/https?:\/\/\S+|www\.\S+/g, ' ') // web addresses
    .match(/[A-Za-z]{3,}/g);
  return [...new Set(words ?? [])].filter((w) => !ALLOWED.test(w));
}

test('Tamil pages show no English interface text outside listing content', async ({ page }) => {
  test.setTimeout(120_000);
  const content = await listingStrings(page);
  const details = await Promise.all(['villas', 'plots', 'homes'].map(async (slug) => `/ta/${slug}/${await firstId(page, slug)}`));
  const left: Record<string, string[]> = {};
  for (const path of [...STATIC, ...details, '/ta/villas?bedrooms=3', '/ta/plots?type=Residential&sort=price-asc']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const english = await englishLeft(page, content);
    if (english.length) left[path] = english;
  }
  expect(left).toEqual({});
});

test.describe('listing text in Tamil (item 4)', () => {
  const VILLA = '4 BHK Premium Villa in Gated Community'; // the demo gives it a Tamil title and description
  const PLAIN = 'Weekend Holiday Villa near Kelavarapalli Dam'; // none

  test('a translated listing reads in Tamil; an untranslated one in English marked lang="en"', async ({ page }) => {
    const villa = await demo<{ _id: string; title: string; titleTa: string; descriptionTa: string }>(page, 'villas', VILLA);
    await page.goto(`/ta/villas/${villa._id}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(villa.titleTa);
    await expect(h1).not.toHaveAttribute('lang', /.*/);
    await expect(page.getByText(villa.descriptionTa.slice(0, 40))).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${villa.titleTa}`));

    const plain = await demo<{ _id: string; title: string }>(page, 'villas', PLAIN);
    await page.goto(`/ta/villas/${plain._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.title);
    await expect(page.locator('#about-heading + div')).toHaveAttribute('lang', 'en');

    // The list: the translated card in Tamil, the other marked.
    await page.goto('/ta/villas');
    await expect(page.getByRole('heading', { name: villa.titleTa })).toBeVisible();
    await expect(page.locator('.card-title[lang="en"]', { hasText: PLAIN })).toHaveCount(1);
    // Places and features are typed in English only: marked on every card.
    const cards = await page.getByRole('article').count();
    await expect(page.locator('.card-place span[lang="en"]')).toHaveCount(cards);
    await expect(page.locator('.card-features:not([lang="en"])')).toHaveCount(0);
    // English pages never show the Tamil text.
    await page.goto(`/villas/${villa._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(VILLA);
  });

  test('the administrator adds a Tamil title; English in that field is refused', async ({ page }) => {
    await signInWithForm(page);
    // The admin's cards say which listings the Tamil pages still show in English.
    await page.goto('/admin/all-villas');
    const card = (title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card(PLAIN).getByText('No Tamil title')).toBeVisible();
    await expect(card(VILLA).getByText('No Tamil title')).toHaveCount(0);
    const plain = await demo<{ _id: string; title: string }>(page, 'villas', PLAIN);
    await page.goto(`/admin/editvilla/${plain._id}`);
    const field = byLabel(page, 'Title in Tamil');
    await expect(field).toHaveAttribute('lang', 'ta');
    await field.fill('Holiday villa');
    await page.getByRole('button', { name: 'Update Villa', exact: true }).click();
    await expect(page.getByText('Title in Tamil must be written in Tamil script')).toBeVisible();
    await field.fill('அணைக்கரை விடுமுறை வில்லா');
    await page.getByRole('button', { name: 'Update Villa', exact: true }).click();
    await expect(toast(page, 'Villa updated successfully!')).toBeVisible();
    try {
      await page.goto(`/ta/villas/${plain._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('அணைக்கரை விடுமுறை வில்லா');
      await expect(page.locator('#about-heading + div')).toHaveAttribute('lang', 'en'); // no Tamil description yet
    } finally {
      await page.goto(`/admin/editvilla/${plain._id}`);
      await byLabel(page, 'Title in Tamil').fill('');
      await page.getByRole('button', { name: 'Update Villa', exact: true }).click();
      await expect(toast(page, 'Villa updated successfully!')).toBeVisible();
    }
  });
});

test('the privacy policy is in Tamil, every section of it, with nothing marked English but the postal address', async ({ page }) => {
  await page.goto('/ta/privacy-policy');
  await expect(page.locator('main [lang|="en"]:not(address)')).toHaveCount(0);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(7);
  const left: Record<string, string[]> = {};
  // Only the selected section is visible (englishLeft reads what is shown), so each is opened in turn.
  for (let i = 0; i < 7; i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    const english = await englishLeft(page, []);
    if (english.length) left[(await tabs.nth(i).textContent()) ?? String(i)] = english;
  }
  expect(left).toEqual({});
});
