import { expect, type Page, test } from '@playwright/test';

// The shared public layout: navigation bar, mobile menu, route-change scrolling, footer, floating buttons.

const NAV = [
  ['/', 'Home'],
  ['/villas', 'Villas'],
  ['/plots', 'Plots'],
  ['/homes', 'Houses'],
  ['/about', 'About Us'],
  ['/contact', 'Contact'],
] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('navigation bar (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('six links in order, logo links home', async ({ page }) => {
    await page.goto('/about');
    const links = mainNav(page).getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(NAV.length);
    for (const [i, [href, label]] of NAV.entries()) {
      await expect(links.nth(i)).toHaveText(label);
      await expect(links.nth(i)).toHaveAttribute('href', href);
    }
    const brand = mainNav(page).getByRole('link').first();
    await expect(brand).toHaveAttribute('href', '/');
    await expect(brand.locator('svg')).toHaveCount(1);
  });

  for (const [path, label] of [['/', 'Home'], ['/about', 'About Us'], ['/contact', 'Contact'], ['/privacy-policy', null]] as const) {
    test(`active link on ${path}`, async ({ page }) => {
      await page.goto(path);
      const current = mainNav(page).locator('ul a[aria-current="page"]');
      if (!label) {
        await expect(current).toHaveCount(0);
        return;
      }
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
      await expect(current).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      const other = mainNav(page).locator('ul a:not([aria-current])').first();
      await expect(other).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
    });
  }

  test('hovering a link highlights it', async ({ page }) => {
    await page.goto('/');
    const link = mainNav(page).getByRole('link', { name: 'Plots' });
    const before = await link.evaluate((el) => getComputedStyle(el).backgroundColor);
    await link.hover();
    await expect.poll(() => link.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
  });

  test('the bar turns compact after 20 px of scroll and back', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-compact', 'false');
    const tall = (await header.boundingBox())!.height;

    await page.evaluate(() => window.scrollTo({ top: 15, behavior: 'instant' }));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-compact', 'false');

    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(tall);
    await expect(header).toHaveCSS('position', 'fixed');
    expect((await header.boundingBox())!.y).toBe(0);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-compact', 'false');
  });

  test('a skip link leads to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    // The next Tab lands inside the main content, past the navigation bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main#main')))).toBe(true);
  });
});

test.describe('mobile menu (360 px)', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('toggle opens and closes; Escape closes; tapping a link closes and navigates', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    // The desktop links are not shown on a phone.
    await expect(mainNav(page).locator('ul').first()).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(NAV.map(([, label]) => label));
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    for (const link of await menu.getByRole('link').all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }

    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });
});

test('every route change starts at the top of the page', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // And from the bottom of one page through the navigation bar as well.
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.setViewportSize({ width: 1280, height: 800 });
  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('footer: contact details, quick links and property links', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
  await expect(quick).toHaveText(['Home', 'About Us', 'Services', 'Contact', 'Careers', 'Privacy Policy', 'Login']);
  const hrefs = await quick.evaluateAll((els) => els.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/', '/about', '/about#services', '/contact', '/contact#careers', '/privacy-policy', '/login']);

  const props = footer.getByRole('navigation', { name: 'Properties' });
  await expect(props.getByRole('link', { name: 'Villas' })).toHaveAttribute('href', '/villas');
  await expect(props.getByRole('link', { name: 'Plots' })).toHaveAttribute('href', '/plots');
  await expect(props.getByRole('link', { name: 'Houses' })).toHaveAttribute('href', '/homes');

  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="https://www."], a[href^="http"]').filter({ hasText: /\./ }).first()).toBeVisible();
  for (const name of ['Facebook', 'Instagram', 'YouTube']) {
    await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', /^https:\/\//);
  }

  // 'Services' and 'Careers' land on real sections, not dead links.
  await page.goto('/about#services');
  await expect(page.locator('#services')).toBeVisible();
  await page.goto('/contact#careers');
  await expect(page.locator('#careers')).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`floating buttons at ${width} px: WhatsApp, call, scroll to top`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    const whatsapp = page.getByRole('link', { name: /Chat on WhatsApp/ });
    const call = page.getByRole('link', { name: /^Call / });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{10,15}\?text=/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(call).toHaveAttribute('href', /^tel:\+?\d{10,15}$/);
    for (const button of [whatsapp, call]) {
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }

    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // At the end of the page the last line is clear of the buttons.
    const line = (await page.locator('footer').getByText('All rights reserved').boundingBox())!;
    for (const button of [whatsapp, call]) {
      const b = (await button.boundingBox())!;
      const overlaps = line.x < b.x + b.width && b.x < line.x + line.width && line.y < b.y + b.height && b.y < line.y + line.height;
      expect(overlaps).toBe(false);
    }

    const top = page.getByRole('button', { name: 'Scroll to top' });
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
}

test('no horizontal scrolling at 360 px on the site pages', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/', '/about', '/contact', '/privacy-policy', '/testimonials', '/no-such-page']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});

test('every icon is a reference into the one cached sprite, and the sprite has its symbol', async ({ page, request }) => {
  const list = (await (await request.get('/api/villas?limit=1')).json()) as { data: { _id: string }[] };
  const paths = ['/', '/villas', '/plots', '/homes', `/villas/${list.data[0]._id}`, '/testimonials', '/about', '/contact', '/privacy-policy', '/login', '/no-such-page'];
  const refs = new Set<string>();
  for (const path of paths) {
    await page.goto(path);
    const found = await page.evaluate(() => ({
      hrefs: [...document.querySelectorAll('svg use')].map((use) => use.getAttribute('href') ?? ''),
      // lucide-react draws its icons inline, with this class.
      inline: document.querySelectorAll('svg.lucide').length,
    }));
    expect(found.hrefs.length, path).toBeGreaterThan(0);
    expect(found.inline, `${path}: inline lucide icons`).toBe(0);
    for (const href of found.hrefs) refs.add(href);
  }
  const files = new Set([...refs].map((href) => href.split('#')[0]));
  expect([...files]).toHaveLength(1);
  const [file] = files;
  expect(file).toMatch(/^\/icons-[0-9a-f]+\.svg$/);
  const sprite = await request.get(file);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()['content-type']).toContain('image/svg+xml');
  expect(sprite.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const ids = new Set([...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
  expect([...refs].map((href) => href.split('#')[1]).filter((id) => !ids.has(id))).toEqual([]);
});
