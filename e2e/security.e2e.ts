import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { admin, signIn } from './support/admin';
import { byLabel } from './support/admin-ui';

// The browser half of the security suite (tests/api/security.api.test.ts has the HTTP half):
// script payloads in listing text, rendered by a real browser in the public list and detail pages,
// the home page, meta tags, JSON-LD and the admin area, must stay text: no dialog, no injected
// element, no script run. Then the sign-in return path after a real sign-in.
//
// The listings made here live only while this file runs (they are deleted in afterAll): other
// specs count the demo listings.
test.describe.configure({ mode: 'serial' });

const MARK = `xss${Date.now().toString(36)}`;
const P = {
  img: `<img src=x onerror="window.__xss=1;alert(1)" data-xss="${MARK}">`,
  attr: `"><script>window.__xss=1;alert(1)</script><b data-xss="${MARK}">`,
  single: `' onmouseover='window.__xss=1;alert(1)' data-xss='${MARK}`,
  ldjson: '</script><script>window.__xss=1;alert(1)</script>',
  svg: `<svg onload="window.__xss=1;alert(1)" data-xss="${MARK}">`,
  jsUrl: 'javascript:alert(1)',
};

const KINDS = [
  { slug: 'villas', edit: 'editvilla', list: 'all-villas', extra: { area: '2400', buildingarea: '1800', bedrooms: '3' } },
  { slug: 'plots', edit: 'editPlot', list: 'all-plots', extra: { area: '1,200 sq ft', approvals: JSON.stringify([P.attr, P.jsUrl]) } },
  { slug: 'homes', edit: 'edit-homes', list: 'all-homes', extra: { area: '1500', buildingarea: '1200', approvals: JSON.stringify([P.attr, P.jsUrl]) } },
] as const;

type Kind = (typeof KINDS)[number];
type Made = { kind: Kind; id: string; title: string };

const location = `${P.ldjson} ${P.jsUrl}, Hosur`;
const description = `${P.svg} ${P.single} ${P.ldjson} ${P.attr} & the end`;
const titleOf = (kind: Kind, n: number) => `${MARK} ${kind.slug} ${n} ${P.img}`;

let api: APIRequestContext;
const made: Made[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  test.skip(!admin.password, 'needs ADMIN_PASSWORD to create listings');
  api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#4a7' } }).jpeg().toBuffer();
  // Two per kind with the same place, so each detail page lists the other under 'Similar'.
  for (const kind of KINDS) {
    for (const n of [1, 2]) {
      const title = titleOf(kind, n);
      const response = await api.post(`/api/${kind.slug}`, {
        multipart: {
          title,
          location,
          price: '45,00,000',
          description,
          project: P.jsUrl,
          features: JSON.stringify([P.img, P.attr, P.jsUrl]),
          amenities: JSON.stringify([P.svg, P.ldjson]),
          ...kind.extra,
          mainImage: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: image },
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      made.push({ kind, id: ((await response.json()) as { data: { _id: string } }).data._id, title });
    }
  }
});

test.afterAll(async () => {
  if (!api) return;
  for (const m of made) {
    const response = await api.delete(`/api/${m.kind.slug}/${m.id}`);
    expect([200, 404]).toContain(response.status());
    expect((await api.get(`/api/${m.kind.slug}/${m.id}`)).status()).toBe(404);
  }
  await api.dispose();
});

/** Records every dialog (and dismisses it) for the checks below. */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  return seen;
}

/** No script ran, no element came from the payloads, no javascript: URL anywhere. */
async function expectInert(page: Page, dialogs: string[], where: string) {
  // Let late scripts (hydration, lazy images failing to load) run first.
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  expect(dialogs, `${where}: dialogs`).toEqual([]);
  const found = await page.evaluate((mark) => {
    const w = window as unknown as { __xss?: unknown };
    const urls: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^\s*javascript:/i.test(attr.value) && ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(attr.name)) {
          urls.push(`<${el.tagName.toLowerCase()} ${attr.name}="${attr.value}">`);
        }
        if (attr.name.startsWith('on') && attr.value.includes('__xss')) urls.push(`<${el.tagName.toLowerCase()} ${attr.name}>`);
      }
    }
    const scripts = Array.from(document.scripts)
      .filter((s) => s.type !== 'application/ld+json' && !(s.textContent ?? '').includes('__next_f'))
      .filter((s) => (s.textContent ?? '').includes('__xss'))
      .map((s) => (s.textContent ?? '').slice(0, 80));
    return {
      ran: w.__xss,
      marked: document.querySelectorAll(`[data-xss="${mark}"], [data-xss]`).length,
      imgX: document.querySelectorAll('img[src="x"]').length,
      svgOnload: document.querySelectorAll('svg[onload]').length,
      urls,
      scripts,
    };
  }, MARK);
  expect(found.ran, `${where}: a payload script ran`).toBeUndefined();
  expect(found.marked, `${where}: elements injected from listing text`).toBe(0);
  expect(found.imgX, `${where}: <img src=x>`).toBe(0);
  expect(found.svgOnload, `${where}: <svg onload>`).toBe(0);
  expect(found.urls, `${where}: javascript: URLs or payload handlers`).toEqual([]);
  expect(found.scripts, `${where}: scripts made from listing text`).toEqual([]);
}

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first();

for (const kind of KINDS) {
  test(`/${kind.slug}/{id}: payloads stay text in the page, the meta tags, the JSON-LD and the similar listings`, async ({ page }) => {
    const [first, second] = made.filter((m) => m.kind === kind);
    const dialogs = watchDialogs(page);
    const response = await page.goto(`/${kind.slug}/${first.id}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page.getByText(location, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(P.attr, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    const similar = page.locator('section[aria-labelledby="similar-heading"]');
    await expect(similar.getByRole('heading', { name: second.title })).toBeVisible();

    // Meta tags hold the literal text.
    await expect(meta(page, 'og:title')).toHaveAttribute('content', first.title);
    await expect(meta(page, 'twitter:title')).toHaveAttribute('content', first.title);
    const og = (await meta(page, 'og:description').getAttribute('content')) ?? '';
    expect(og).toContain(first.title);
    expect(og).toContain(location);
    await expect(meta(page, 'description')).toHaveAttribute('content', og);

    // One JSON-LD block that parses and carries the text as data.
    const ld = page.locator('script[type="application/ld+json"]');
    await expect(ld).toHaveCount(1);
    const data = JSON.parse((await ld.textContent()) ?? '');
    expect(data.name).toBe(first.title);
    expect(data.description).toContain(P.ldjson);
    expect(data.about.address.streetAddress).toBe(location);

    // The contact links carry the text encoded, inside their own scheme.
    const wa = (await page.getByRole('link', { name: /WhatsApp/ }).first().getAttribute('href')) ?? '';
    expect(new URL(wa).protocol).toBe('https:');
    expect(new URL(wa).searchParams.get('text')).toContain(first.title);
    const mail = (await page.getByRole('link', { name: 'Send Inquiry' }).first().getAttribute('href')) ?? '';
    expect(mail).toMatch(/^mailto:/);

    // Open the photo viewer, whose label carries the title too.
    await page.getByRole('button', { name: 'View full screen' }).click();
    await expect(page.getByRole('dialog', { name: `Photo viewer: ${first.title}` })).toBeVisible();
    await page.keyboard.press('Escape');

    await expectInert(page, dialogs, `/${kind.slug}/${first.id}`);
  });

  test(`/${kind.slug}: the list page and its filtered results keep the payloads as text`, async ({ page }) => {
    const dialogs = watchDialogs(page);
    const [first, second] = made.filter((m) => m.kind === kind);
    // The list page is cached and revalidated by the writes; a reload may still show the old copy once.
    await expect(async () => {
      await page.goto(`/${kind.slug}`);
      await expect(page.getByRole('heading', { name: second.title }).first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: first.title }).first()).toBeVisible();
    // Pointer over the card, for any handler a payload might have smuggled in.
    await page.getByRole('article').filter({ hasText: first.title }).first().hover({ force: true });
    await expectInert(page, dialogs, `/${kind.slug}`);

    // Filtered: the browser renders the cards from the API's JSON.
    await page.goto(`/${kind.slug}?q=${MARK}`);
    await expect(page.locator('main article:visible')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: first.title })).toBeVisible();
    await expectInert(page, dialogs, `/${kind.slug}?q=${MARK}`);
  });
}

test('the home page previews keep the payloads as text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  const newest = made.filter((m) => m.kind.slug === 'villas')[1];
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: newest.title }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectInert(page, dialogs, '/');
});

test('the admin area keeps the payloads as text: lists, search, dashboard and the edit forms', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await signIn(page);
  for (const kind of KINDS) {
    const [, second] = made.filter((m) => m.kind === kind);
    await page.goto(`/admin/${kind.list}`);
    const card = page.getByRole('article').filter({ hasText: second.title });
    await expect(card).toHaveCount(1);
    await card.hover();
    await expect(card.getByRole('link', { name: `Edit ${second.title}` })).toBeVisible();
    await expectInert(page, dialogs, `/admin/${kind.list}`);
  }

  await page.goto(`/admin/search?q=${MARK}`);
  await expect(page.getByText(made[0].title, { exact: true }).first()).toBeVisible();
  await expectInert(page, dialogs, '/admin/search');

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Recent Activity' }).getByText(made[made.length - 1].title)).toBeVisible();
  await expectInert(page, dialogs, '/dashboard');

  for (const kind of KINDS) {
    const [first] = made.filter((m) => m.kind === kind);
    await page.goto(`/admin/${kind.edit}/${first.id}`);
    await expect(page.locator('#field-title')).toHaveValue(first.title);
    await expect(page.locator('#field-location')).toHaveValue(location);
    await expect(page.locator('#field-description')).toHaveValue(description);
    await expect(page.locator('#field-project')).toHaveValue(P.jsUrl);
    await expectInert(page, dialogs, `/admin/${kind.edit}`);
  }
});

// ---------------------------------------------------------------------------------------------
// The sign-in return path, after a real sign-in (admin-auth.e2e.ts covers //evil.example,
// https://evil.example, /\evil.example and javascript:alert(1)).

const NEXT_ATTEMPTS = [
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/./\\evil.example',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/\t/evil.example',
  '///evil.example',
  'https:evil.example',
  '//evil.example@localhost',
  '/login?next=//evil.example',
];

test.describe('the sign-in return path', () => {
  test('after signing in through the form, every attempt lands on this site', async ({ page, context, baseURL }) => {
    test.skip(!admin.password, 'needs ADMIN_PASSWORD');
    const site = new URL(baseURL!).origin;
    const dialogs = watchDialogs(page);
    const offSite: string[] = [];
    await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => {
      offSite.push(route.request().url());
      return route.abort();
    });

    for (const next of NEXT_ATTEMPTS) {
      await context.clearCookies();
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await byLabel(page, 'Email').fill(admin.email);
      await byLabel(page, 'Password').fill(admin.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page, next).not.toHaveURL(/\/login(?:\?|$)/);
      await page.waitForLoadState('load');
      expect(new URL(page.url()).origin, `${next} → ${page.url()}`).toBe(site);

      // Signed in already: the server redirects straight away, to this site as well.
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      expect(new URL(page.url()).origin, `signed in, ${next} → ${page.url()}`).toBe(site);
      expect(new URL(page.url()).pathname, `signed in, ${next}`).not.toMatch(/^\/\//);
    }
    expect(offSite, 'requests to other sites').toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
