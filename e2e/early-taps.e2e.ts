// No tap is lost: two quick taps right after a page has loaded are both honoured, 20 tries of 20,
// whether they come before React has hydrated the page (held and given back by
// components/site/early-events.ts), one before and one after, or both after.
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { demo } from './support/demo';

const TRIES = 20;
/** Tries with the scripts held: each waits for them, and every one is before hydration anyway. */
const SLOW_TRIES = 3;
/** The framework's scripts of try i come i × STEP_MS late: the taps meet the page ever earlier in its hydration. */
const STEP_MS = 20;
const SCRIPTS = /\/_next\/static\/.+\.js/;
const VILLA = '5 BHK Luxury Villa with Private Garden'; // five photos: a tap given twice shows too

// Real touch: a phone's tap, not a mouse click.
test.use({ hasTouch: true, viewport: { width: 412, height: 823 } });

interface Tap {
  /** The label of the button the browser sent it to ('' for none). */
  on: string;
  /** Whether <html data-hydrated> was set when the browser sent it. */
  hydrated: boolean;
}

/** Records each tap the browser sends (not those given back), before the page's own script sees it. */
async function recordTaps(context: BrowserContext) {
  await context.addInitScript(() => {
    const taps: Tap[] = [];
    (window as unknown as { taps: Tap[] }).taps = taps;
    window.addEventListener(
      'click',
      (e) => {
        if (!e.isTrusted) return;
        const button = (e.target as Element).closest('button');
        const on = button ? (button.getAttribute('aria-label') ?? button.textContent ?? '').trim() : '';
        taps.push({ on, hydrated: document.documentElement.hasAttribute('data-hydrated') });
      },
      true,
    );
  });
}
const taps = (page: Page) => page.evaluate(() => (window as unknown as { taps?: Tap[] }).taps ?? []);

/** Holds the framework's scripts `delay()` ms, as a slower phone or network would. */
async function lateScripts(page: Page, delay: () => number) {
  await page.route(SCRIPTS, async (route) => {
    const ms = delay();
    if (ms > 0) await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/** Where a tap on this control lands, read once from a loaded page (the layout is the same on every load). */
async function centre(control: Locator) {
  const box = await control.boundingBox();
  if (!box) throw new Error(`${control} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Reads `read` until it gives `want` (3 s at most), then again a little later, so that a tap given twice shows. */
async function settled(page: Page, read: () => Promise<string>, want: string) {
  await expect.poll(read, { timeout: 3000 }).toBe(want).catch(() => {});
  await page.waitForTimeout(300);
  return read();
}

const text = async (control: Locator) => ((await control.textContent()) ?? '').replace(/\s+/g, ' ').trim();

interface Scenario {
  path: string;
  /** The labels of the buttons tapped, in order. */
  labels: [string, string];
  /** Whether both taps took effect, and what the page showed. */
  check: (page: Page) => Promise<{ ok: boolean; shown: string }>;
}

const WHEN = {
  before: 'both taps before hydration',
  between: 'the first tap before hydration, the second after',
  after: 'both taps after hydration',
};

/**
 * `TRIES` fresh loads, each tapped twice at once as soon as the page is parsed. The taps are real
 * touches sent straight to the controls' places: Playwright's `locator.tap()` runs its checks on the
 * page's main thread, so it waited for React to have hydrated the page every time. The scripts of
 * try i come i × STEP_MS late (routed, so never from the browser's cache), so that across the tries
 * the taps come before, around and after hydration. A try whose first tap met nothing or something
 * else (the control not laid out yet) is not counted and another is made: a visitor taps what is there.
 */
async function quickTaps(page: Page, { path, labels, check }: Scenario, locate: (page: Page, label: string) => Locator) {
  let delay = 0;
  await lateScripts(page, () => delay);
  await page.goto(path);
  const at = [await centre(locate(page, labels[0])), await centre(locate(page, labels[1]))];
  const failures: string[] = [];
  const timing = { before: 0, between: 0, after: 0, missed: 0 };
  for (let i = 0; timing.before + timing.between + timing.after < TRIES && i < TRIES * 2; i++) {
    delay = (i % TRIES) * STEP_MS;
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.touchscreen.tap(at[0].x, at[0].y);
    await page.touchscreen.tap(at[1].x, at[1].y);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const outcome = await check(page);
    const sent = await taps(page);
    if (sent.length !== 2 || sent.some((t, j) => t.on !== labels[j])) {
      timing.missed++;
      continue;
    }
    const when = sent[1].hydrated ? (sent[0].hydrated ? 'after' : 'between') : 'before';
    timing[when]++;
    if (!outcome.ok) failures.push(`try ${i + 1} (scripts ${delay} ms late, ${WHEN[when]}): ${outcome.shown}`);
  }
  const counted = timing.before + timing.between + timing.after;
  console.log(
    `${path}: ${counted - failures.length} of ${counted} honoured; both taps before hydration in ${timing.before}, ` +
      `the first before and the second after in ${timing.between}, both after in ${timing.after}; ${timing.missed} missed the controls`,
  );
  expect(counted, `only ${counted} tries met the controls (${timing.missed} missed them)`).toBe(TRIES);
  expect(failures, `both taps were not honoured in ${failures.length} of ${TRIES} tries:\n${failures.join('\n')}`).toEqual([]);
}

/** `SLOW_TRIES` loads with the scripts held, each tapped twice with `locator.tap()` as soon as the control is there. */
async function heldTaps(context: BrowserContext, { path, labels, check }: Scenario, locate: (page: Page, label: string) => Locator) {
  const failures: string[] = [];
  for (let i = 0; i < SLOW_TRIES; i++) {
    const page = await context.newPage();
    await lateScripts(page, () => 2000);
    await page.goto(path, { waitUntil: 'commit' });
    await locate(page, labels[0]).tap();
    await locate(page, labels[1]).tap();
    const sent = await taps(page);
    expect(sent, 'both taps came before hydration').toEqual(labels.map((on) => ({ on, hydrated: false })));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const outcome = await check(page);
    if (!outcome.ok) failures.push(`try ${i + 1}: ${outcome.shown}`);
    await page.close();
  }
  console.log(`${path} with the scripts held: ${SLOW_TRIES - failures.length} of ${SLOW_TRIES} honoured`);
  expect(failures, `both taps were not given back in ${failures.length} of ${SLOW_TRIES} tries:\n${failures.join('\n')}`).toEqual([]);
}

const SECOND_TAB = 'Information We Collect';
const tabs: Scenario = {
  path: '/privacy-policy',
  labels: ['Overview', SECOND_TAB],
  check: async (page) => {
    const selected = await settled(page, () => text(page.locator('[role="tab"][aria-selected="true"]')), SECOND_TAB);
    const panels = await page.getByRole('tabpanel').count();
    const panel = await page.getByRole('tabpanel', { name: SECOND_TAB }).isVisible();
    return { ok: selected === SECOND_TAB && panels === 1 && panel, shown: `'${selected}' selected, ${panels} panel(s) shown, its own ${panel ? '' : 'not '}among them` };
  },
};
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

const photos = (id: string): Scenario => ({
  path: `/villas/${id}`,
  labels: ['Next photo', 'Next photo'],
  check: async (page) => {
    const counter = await settled(page, () => text(page.getByTestId('gallery-counter')), 'Photo 3 / 5');
    return { ok: counter === 'Photo 3 / 5', shown: `the counter read '${counter}'` };
  },
});
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();

test.describe('two quick taps right after load are both honoured', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ context }) => {
    await recordTaps(context);
  });

  test(`the privacy policy's tabs: 'Overview' then '${SECOND_TAB}' selects the second, ${TRIES} of ${TRIES}`, async ({ page }) => {
    await quickTaps(page, tabs, tab);
  });

  test(`a villa's 'Next photo' twice shows photo 3, ${TRIES} of ${TRIES}`, async ({ page }) => {
    const villa = await demo<{ _id: string; title: string }>(page, 'villas', VILLA);
    await quickTaps(page, photos(villa._id), button);
  });

  test('with the scripts held, both taps come before hydration and both are given back', async ({ context, page }) => {
    const villa = await demo<{ _id: string; title: string }>(page, 'villas', VILLA);
    await heldTaps(context, tabs, tab);
    await heldTaps(context, photos(villa._id), button);
  });
});
