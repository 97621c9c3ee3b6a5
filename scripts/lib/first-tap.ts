/*
 * The first tap as a visitor on a slow phone makes it: a page loaded under Lighthouse's mobile
 * throttling (applied through the DevTools protocol), a real touch on a button a set time after the
 * largest paint, and the time until the button's `aria-pressed` changes, or "lost" when it never
 * does. Used by scripts/audit-pages.ts on the site's Shortlist heart and on bench/tap-floor.
 *
 * Everything timed is read in the page, on the page's clock (performance.now()): the largest paint
 * from a PerformanceObserver, the touch from its event's timeStamp (the moment the touch was made,
 * not when a busy page got round to it), the change from a MutationObserver. Those observers start
 * with the document, from an init script: one installed from here just before the tap would have to
 * wait for the page's main thread, the very thing that is busy while the framework starts, and the
 * tap would wait with it. For the same reason the tap is timed and sent from here through the
 * protocol, with no page script in between, at the button's place on the first screen (spotOf).
 */
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { findBrowser } from './browser';

/** Lighthouse's mobile preset ("slow 4G", 4× CPU), as the DevTools protocol takes it. */
export const TAP_THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadBytesPerSecond: (750 * 1024 * 0.9) / 8,
  cpuSlowdown: 4,
};

/** Lighthouse's emulated phone (Moto G Power) with a touch screen. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Playwright's Chromium as the e2e tests run it (playwright.config.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findBrowser(), args: BROWSER_ARGS });
}

export interface FirstTapOptions {
  url: string;
  /** CSS selector of the toggle button; its first match is tapped. */
  selector: string;
  /** How long after the largest contentful paint to tap. */
  afterLcpMs: number;
  /** A change that has not come this long after the tap counts as lost. */
  lostAfterMs?: number;
}

export interface FirstTap {
  url: string;
  afterLcpMs: number;
  /** The largest contentful paint before the tap, from navigation start. */
  lcpMs: number;
  /** When the touch actually started, after that paint (asked: afterLcpMs). */
  tappedAfterLcpMs: number;
  /** From the touch to the change of aria-pressed; null when lost. */
  flipMs: number | null;
}

/** What the init script keeps in the page (page clock, ms). */
interface Seen {
  lcp: number[];
  touch: number | null;
  /** Whether the touch landed on the button. */
  hit: boolean | null;
  flips: number[];
}

// Runs in the page before any of its own scripts.
function recorder(selector: string) {
  const rec: Seen = { lcp: [], touch: null, hit: null, flips: [] };
  Object.defineProperty(window, '__firstTap', { value: rec });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) rec.lcp.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener(
    'touchstart',
    (e) => {
      if (rec.touch !== null) return;
      rec.touch = e.timeStamp;
      rec.hit = e.target instanceof Node && Boolean(document.querySelector(selector)?.contains(e.target));
    },
    { capture: true, passive: true },
  );
  new MutationObserver((mutations) => {
    const now = performance.now();
    const target = document.querySelector(selector);
    for (const m of mutations) {
      if (target && m.target === target && m.oldValue !== target.getAttribute('aria-pressed')) rec.flips.push(now);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-pressed'], attributeOldValue: true });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const spots = new Map<string, { x: number; y: number }>();

/**
 * Where to touch: the button's centre on the first screen, from a load without throttling (once
 * per page). Asking the throttled page would wait for its busy main thread; its layout does not
 * move after the first paint (CLS 0), and each try checks that the touch landed on the button.
 */
async function spotOf(browser: Browser, url: string, selector: string) {
  const key = `${url} ${selector}`;
  let spot = spots.get(key);
  if (!spot) {
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const box = await page.locator(selector).first().boundingBox();
      if (!box) throw new Error(`${url}: ${selector} has no box`);
      if (box.y + box.height > PHONE.viewport.height) throw new Error(`${url}: ${selector} is below the first screen (y ${Math.round(box.y)})`);
      spot = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      spots.set(key, spot);
    } finally {
      await context.close();
    }
  }
  return spot;
}

/** One try, in a fresh browser context (no cache, no saved shortlist). */
export async function firstTap(browser: Browser, { url, selector, afterLcpMs, lostAfterMs = 10_000 }: FirstTapOptions): Promise<FirstTap> {
  const spot = await spotOf(browser, url, selector);
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(recorder, selector);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    // The largest paint as the browser reports it, on the wall clock this process shares. A photo
    // is the largest thing on both pages measured; a heading painted before it is only an earlier,
    // smaller candidate. A page without a photo takes its last candidate a second after its load
    // event (a photo's paint is reported a little after the load event it holds back). The page
    // reports a paint from its main thread: while that is busy starting the framework, the report
    // (and so the tap) comes late; the result says when the tap was actually made.
    let lcpAt = 0;
    let photoPainted = false;
    let loadedAt = 0;
    cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
      if (event.type !== 'largest-contentful-paint') return;
      const lcp = event.lcpDetails;
      lcpAt = (lcp?.renderTime || lcp?.loadTime || event.time) * 1000;
      photoPainted ||= Boolean(lcp?.url);
    });
    cdp.on('Page.loadEventFired', () => void (loadedAt = Date.now()));
    await cdp.send('Page.enable');
    await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });

    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    for (const until = Date.now() + 60_000; !(lcpAt && (photoPainted || (loadedAt && Date.now() > loadedAt + 1000))); await sleep(10)) {
      if (Date.now() > until) throw new Error(`${url}: no largest-contentful-paint within 60 s`);
    }
    // A larger paint that comes while waiting moves the tap with it.
    while (Date.now() < lcpAt + afterLcpMs) await sleep(Math.min(10, lcpAt + afterLcpMs - Date.now()));

    const sentAt = Date.now();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [spot] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    await page
      .waitForFunction(() => (window as unknown as { __firstTap: Seen }).__firstTap.flips.length > 0, undefined, { polling: 100, timeout: lostAfterMs })
      .catch(() => undefined);
    const { rec, timeOrigin } = await page.evaluate(() => ({ rec: (window as unknown as { __firstTap: Seen }).__firstTap, timeOrigin: performance.timeOrigin }));
    if (rec.hit === false) throw new Error(`${url}: the touch at (${Math.round(spot.x)}, ${Math.round(spot.y)}) missed ${selector}: the layout moved after the first paint`);
    const touch = rec.touch ?? sentAt - timeOrigin;
    const lcp = rec.lcp.filter((t) => t <= touch).at(-1) ?? lcpAt - timeOrigin;
    const flip = rec.flips.find((t) => t >= touch);
    return {
      url,
      afterLcpMs,
      lcpMs: Math.round(lcp),
      tappedAfterLcpMs: Math.round(touch - lcp),
      flipMs: flip !== undefined && flip - touch <= lostAfterMs ? Math.round(flip - touch) : null,
    };
  } finally {
    await context.close();
  }
}

async function throttle(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: TAP_THROTTLING.latencyMs,
    downloadThroughput: TAP_THROTTLING.downloadBytesPerSecond,
    uploadThroughput: TAP_THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_THROTTLING.cpuSlowdown });
}
