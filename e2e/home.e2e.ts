import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { TESTIMONIALS } from '../components/site/testimonials-data';

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
const activeSlide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"][aria-hidden="false"]');

async function expectSlide(page: Page, index: number) {
  await expect(activeSlide(page)).toHaveAttribute('aria-label', `${index + 1} of ${TESTIMONIALS.length}`);
  await expect(activeSlide(page)).toContainText(TESTIMONIALS[index].name);
}

/** Moves the mouse off the carousel (hovering pauses it). */
const mouseAway = (page: Page) => page.mouse.move(5, 5);

/** Proves the carousel is hydrated (a click moves it), then leaves it on slide 1 with the mouse away. */
async function ready(page: Page) {
  await carousel(page).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Next testimonial' }).click();
  await expectSlide(page, 1);
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  await expectSlide(page, 0);
  await mouseAway(page);
}

/** Stops the page clock where it is: from here on only runFor() moves time, however slow the machine. */
async function freeze(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

async function drag(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

test.describe('home page content', () => {
  test('hero with title, tagline, category shortcuts and the two buttons', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    const shortcuts = hero.getByRole('list', { name: 'Browse by category' }).getByRole('link');
    await expect(shortcuts).toHaveText(['Villas', 'Plots', 'Houses']);
    expect(await shortcuts.evaluateAll((els) => els.map((a) => a.getAttribute('href')))).toEqual(['/villas', '/plots', '/homes']);
    await expect(hero.getByRole('link', { name: 'Find Properties' })).toHaveAttribute('href', '/villas');
    await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('only the home page has the hero', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('section[aria-labelledby="hero-title"]')).toHaveCount(0);
  });

  test("'SINCE 2010' badge and the four stats", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('SINCE 2010', { exact: true })).toBeVisible();
    const stats = page.locator('section[aria-labelledby="stats-title"] dl');
    for (const [value, label] of [['500+', 'Properties Sold'], ['₹25Cr+', 'Sales Value'], ['1000+', 'Happy Families'], ['15+', 'Years Experience']]) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }
  });

  test("'Find Your Perfect Property' has three cards linking to the lists", async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="find-title"]');
    await expect(section.getByRole('heading', { level: 2, name: 'Find Your Perfect Property' })).toBeVisible();
    const cards = section.getByRole('listitem').getByRole('link');
    expect(await cards.evaluateAll((els) => els.map((a) => a.getAttribute('href')))).toEqual(['/villas', '/plots', '/homes']);
  });

  test('up to three villas, plots and houses from the database, each with a View all link', async ({ page }) => {
    await page.goto('/');
    for (const [slug, plural] of [['villas', 'Villas'], ['plots', 'Plots'], ['homes', 'Houses']]) {
      const section = page.locator(`section[aria-labelledby="preview-${slug}"]`);
      await expect(section.getByRole('heading', { level: 2, name: `Latest ${plural}` })).toBeVisible();
      await expect(section.getByRole('link', { name: `View all ${plural.toLowerCase()}` })).toHaveAttribute('href', `/${slug}`);
      const cards = section.locator('article');
      const count = await cards.count();
      if (count === 0) {
        await expect(section.getByText(`No ${plural.toLowerCase()} listed right now.`)).toBeVisible();
        continue;
      }
      expect(count).toBeLessThanOrEqual(3);
      // Cards open the detail page of their own kind.
      await expect(cards.first().locator(`a[href^="/${slug}/"]`).first()).toBeAttached();
    }
  });

  test("'Get In Touch' block and the villas-and-plots statement", async ({ page }) => {
    await page.goto('/');
    const block = page.locator('section[aria-labelledby="touch-title"]');
    await expect(block.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
    await expect(block.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(block.locator('a[href^="https://wa.me/"]')).toBeVisible();
    await expect(block.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(block.locator('address')).toContainText('635 109');
    await expect(block.getByText('We specialise in villas and plots only.')).toBeVisible();
  });

  test('metadata: title, description, canonical, Open Graph and Twitter', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Villas, Plots and Houses/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /^https?:\/\//);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  test('no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    const { violations } = await new AxeBuilder({ page }).exclude('nextjs-portal').analyze();
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('testimonial carousel', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await ready(page);
    await freeze(page);
  });

  test('five testimonials with rating stars that have a label', async ({ page }) => {
    await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(5);
    await expect(activeSlide(page).getByRole('img', { name: `Rated ${TESTIMONIALS[0].rating} out of 5` })).toBeVisible();
  });

  test('advances every 6 seconds and wraps from the last to the first', async ({ page }) => {
    // A move restarts the 6 s; with the clock frozen it starts exactly now.
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await mouseAway(page);
    await expectSlide(page, 1);
    await page.clock.runFor(5_900);
    await expectSlide(page, 1);
    await page.clock.runFor(200);
    await expectSlide(page, 2);
    for (const i of [3, 4, 0, 1]) {
      await page.clock.runFor(6_000);
      await expectSlide(page, i);
    }
  });

  test('previous and next wrap both ways', async ({ page }) => {
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expectSlide(page, 4);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expectSlide(page, 0);
  });

  test('pause stops the rotation, play resumes it', async ({ page }) => {
    const pause = page.getByRole('button', { name: 'Pause testimonials' });
    await pause.click();
    await mouseAway(page);
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    // While nothing rotates the slide region announces changes politely.
    await expect(activeSlide(page).locator('..')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(20_000);
    await expectSlide(page, 0);

    await page.getByRole('button', { name: 'Play testimonials' }).click();
    await mouseAway(page);
    await page.clock.runFor(6_100);
    await expectSlide(page, 1);
  });

  test('a drag of more than 100 px moves to the next or previous slide; a short one does not', async ({ page }) => {
    // The window the slides move in, not the active slide: that one is still sliding into place
    // (a 500 ms transition) when the next drag starts, and its box would be half off screen.
    const viewport = activeSlide(page).locator('xpath=../..');
    await drag(page, viewport, -150);
    await expectSlide(page, 1);
    await drag(page, viewport, 150);
    await expectSlide(page, 0);
    await drag(page, viewport, 150);
    await expectSlide(page, 4);
    await drag(page, viewport, -60);
    await expectSlide(page, 4);
  });

  test('hovering pauses the rotation', async ({ page }) => {
    await activeSlide(page).hover();
    await page.clock.runFor(18_000);
    await expectSlide(page, 0);
    await mouseAway(page);
    await page.clock.runFor(6_100);
    await expectSlide(page, 1);
  });

  test('keyboard focus inside pauses the rotation', async ({ page }) => {
    await page.getByRole('heading', { name: 'What Our Clients Say' }).click();
    await mouseAway(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Previous testimonial' })).toBeFocused();
    await page.clock.runFor(18_000);
    await expectSlide(page, 0);
    // Leaving the carousel with the keyboard resumes it.
    await page.getByRole('link', { name: 'Read all client stories' }).focus();
    await page.clock.runFor(6_100);
    await expectSlide(page, 1);
  });
});

test('touch swipe over 100 px moves the carousel', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await ready(page);
  const box = (await activeSlide(page).boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', 300);
  for (const x of [270, 230, 190, 150, 120]) await touch('touchMove', x);
  await touch('touchEnd', 120);
  await expectSlide(page, 1);
  await context.close();
});

test('no auto-advance when the visitor prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await ready(page);
  await freeze(page);
  await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
  await page.clock.runFor(30_000);
  await expectSlide(page, 0);
  // The visitor may still start it on purpose.
  await page.getByRole('button', { name: 'Play testimonials' }).click();
  await mouseAway(page);
  await page.clock.runFor(6_100);
  await expectSlide(page, 1);
});
