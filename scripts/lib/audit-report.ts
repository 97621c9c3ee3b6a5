/*
 * The arithmetic of `npm run audit:pages`, kept apart from the browsers so that it can be tested:
 * medians of the runs, first-load JavaScript over the blank page, the first-tap summaries and the
 * targets they are held to.
 */

export const TARGETS = {
  performance: 95,
  accessibility: 100,
  seo: 100,
  lcpMs: 2000,
  /** Core Web Vitals' "good": reported beside the target, which is stricter. */
  lcpGoodMs: 2500,
  tbtMs: 150,
  cls: 0.02,
  jsOverBlankKb: 25,
  /** A tap 500 ms after the largest paint: never lost, and shown within this. */
  earlyTapMs: 1000,
  /** A tap 2 s after it: shown within the plain page's time plus this. */
  lateTapOverFloorMs: 50,
};
export type Targets = typeof TARGETS;

/** The median; a lost value (Infinity) counts as the slowest. NaN for no values. */
export function median(values: number[]): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** kB of 1000 bytes, one decimal. */
export const kb = (bytes: number) => Math.round(bytes / 100) / 10;

// --- Lighthouse ---
export interface LhSample {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface PageRow extends LhSample {
  page: string;
  path: string;
  runs: number;
}

export function pageRow(page: string, path: string, samples: LhSample[]): PageRow {
  const of = (key: keyof LhSample) => median(samples.map((s) => s[key]));
  return {
    page,
    path,
    runs: samples.length,
    performance: of('performance'),
    accessibility: of('accessibility'),
    'best-practices': of('best-practices'),
    seo: of('seo'),
    fcpMs: Math.round(of('fcpMs')),
    lcpMs: Math.round(of('lcpMs')),
    tbtMs: Math.round(of('tbtMs')),
    cls: +of('cls').toFixed(3),
  };
}

// --- first-load JavaScript ---
export interface Chunk {
  url: string;
  raw: number;
  gzip: number;
}

export interface JsRow {
  route: string;
  scripts: number;
  rawKb: number;
  gzipKb: number;
  overBlankKb: number;
  /** Scripts fetched after the load event (loaded on demand): not first-load, shown for reading. */
  laterKb: number;
}

export function jsRow(route: string, chunks: Chunk[], later: Chunk[], blankGzip: number): JsRow {
  const sum = (list: Chunk[], key: 'raw' | 'gzip') => list.reduce((total, c) => total + c[key], 0);
  return {
    route,
    scripts: chunks.length,
    rawKb: kb(sum(chunks, 'raw')),
    gzipKb: kb(sum(chunks, 'gzip')),
    overBlankKb: kb(sum(chunks, 'gzip') - blankGzip),
    laterKb: kb(sum(later, 'gzip')),
  };
}

// --- first tap ---
export interface TapTry {
  tappedAfterLcpMs: number;
  /** null: lost. */
  flipMs: number | null;
}

export interface TapSummary {
  page: string;
  afterLcpMs: number;
  tries: number;
  lost: number;
  /** Median with lost taps counted as the slowest; null when that median is a lost tap. */
  medianMs: number | null;
  /** When the taps were actually made after the paint (the page tells its paint a little late). */
  medianTappedAfterLcpMs: number;
  flips: (number | null)[];
}

export function summarizeTaps(page: string, afterLcpMs: number, tries: TapTry[]): TapSummary {
  const m = median(tries.map((t) => t.flipMs ?? Infinity));
  return {
    page,
    afterLcpMs,
    tries: tries.length,
    lost: tries.filter((t) => t.flipMs === null).length,
    medianMs: Number.isFinite(m) ? Math.round(m) : null,
    medianTappedAfterLcpMs: Math.round(median(tries.map((t) => t.tappedAfterLcpMs))),
    flips: tries.map((t) => t.flipMs),
  };
}

// --- targets ---
export interface Findings {
  /** Our pages only; the blank page has no targets. */
  pages: PageRow[];
  js: JsRow[];
  /** The site's taps and the floor's, by when they were made after the paint. */
  taps?: { site: Record<number, TapSummary>; floor: Record<number, TapSummary> };
}

/** Every target missed, in words; and notes that are not misses. */
export function checkTargets({ pages, js, taps }: Findings, t: Targets = TARGETS): { misses: string[]; notes: string[] } {
  const misses: string[] = [];
  const notes: string[] = [];
  for (const r of pages) {
    const at = `${r.page} ${r.path}`;
    if (!(r.performance >= t.performance)) misses.push(`${at}: performance ${r.performance} < ${t.performance}`);
    if (!(r.lcpMs <= t.lcpMs)) {
      misses.push(`${at}: LCP ${r.lcpMs} ms > ${t.lcpMs} ms`);
      notes.push(`${at}: LCP ${r.lcpMs} ms is ${r.lcpMs <= t.lcpGoodMs ? 'within' : 'over'} Core Web Vitals' ${t.lcpGoodMs} ms`);
    }
    if (!(r.tbtMs <= t.tbtMs)) misses.push(`${at}: TBT ${r.tbtMs} ms > ${t.tbtMs} ms`);
    if (!(r.cls <= t.cls)) misses.push(`${at}: CLS ${r.cls} > ${t.cls}`);
    if (!(r.accessibility >= t.accessibility)) misses.push(`${at}: accessibility ${r.accessibility} < ${t.accessibility}`);
    if (!(r.seo >= t.seo)) misses.push(`${at}: SEO ${r.seo} < ${t.seo}`);
  }
  for (const r of js) {
    if (!(r.overBlankKb <= t.jsOverBlankKb)) misses.push(`${r.route}: first-load JS ${r.gzipKb} kB gzip, ${r.overBlankKb} kB above the blank page (budget ${t.jsOverBlankKb} kB)`);
  }
  if (taps) {
    const early = taps.site[500];
    if (early) {
      if (early.lost) misses.push(`first tap +500 ms on ${early.page}: ${early.lost} of ${early.tries} lost`);
      if (!(early.medianMs !== null && early.medianMs <= t.earlyTapMs)) misses.push(`first tap +500 ms on ${early.page}: median ${show(early.medianMs)} > ${t.earlyTapMs} ms`);
    }
    const late = taps.site[2000];
    const floor = taps.floor[2000];
    if (late && floor) {
      // A floor that loses its late taps sets no bound; the site must still show its own.
      const bound = floor.medianMs === null ? Infinity : floor.medianMs + t.lateTapOverFloorMs;
      if (!(late.medianMs !== null && late.medianMs <= bound)) {
        misses.push(`first tap +2000 ms on ${late.page}: median ${show(late.medianMs)} > the plain page's ${show(floor.medianMs)} + ${t.lateTapOverFloorMs} ms`);
      }
    }
  }
  return { misses, notes };
}

const show = (ms: number | null) => (ms === null ? 'lost' : `${ms} ms`);
