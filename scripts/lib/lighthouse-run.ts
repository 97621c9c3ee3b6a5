/*
 * One Lighthouse run of a page: the mobile preset with its default (simulated) throttling, in one
 * Chromium kept open between runs.
 */
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type LhResult from 'lighthouse/types/lhr/lhr.js';
import type { LhSample } from './audit-report';
import { findBrowser } from './browser';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface Run extends LhSample {
  /** Lighthouse's CPU benchmark and the 1-minute load average: a busy machine inflates TBT and LCP. */
  benchmarkIndex: number;
  load: number;
  lhr: LhResult;
}

export class Lighthouse {
  private chrome?: chromeLauncher.LaunchedChrome;

  /** onLaunch gets Chromium's process id (to raise its priority, say). */
  constructor(private readonly options: { waitQuiet?: boolean; onLaunch?: (pid: number) => void } = {}) {}

  async run(url: string): Promise<Run> {
    if (this.options.waitQuiet) await quiet();
    const load = os.loadavg()[0];
    const result = await lighthouse(url, {
      port: await this.port(),
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      formFactor: 'mobile', // the default preset, spelled out
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      fcpMs: num('first-contentful-paint'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      load: +load.toFixed(1),
      lhr,
    };
  }

  close() {
    try {
      this.chrome?.kill();
    } catch {}
    this.chrome = undefined;
  }

  private async port() {
    if (!this.chrome) {
      const chromePath = findBrowser();
      this.chrome = await chromeLauncher.launch({
        ...(chromePath ? { chromePath } : {}),
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      this.options.onLaunch?.(this.chrome.pid);
    }
    return this.chrome.port;
  }
}

/** What costs points: every scored audit below 0.9, in any category. */
export function failingAudits(lhr: LhResult): { id: string; title: string; score: number | null; displayValue?: string }[] {
  const seen = new Set<string>();
  const found = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || seen.has(a.id) || ref.weight === 0 || a.score === null || a.score >= 0.9) continue;
      if (a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'manual') continue;
      seen.add(a.id);
      found.push({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue });
    }
  }
  return found;
}

/** Waits (up to 5 minutes) until the load average is below the number of cores. */
async function quiet() {
  const cores = os.availableParallelism();
  for (const until = Date.now() + 300_000; os.loadavg()[0] >= cores && Date.now() < until; ) {
    await new Promise((r) => setTimeout(r, 5000));
  }
}
