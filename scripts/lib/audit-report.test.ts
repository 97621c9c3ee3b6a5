import { describe, expect, it } from 'vitest';
import { checkTargets, jsRow, kb, median, pageRow, summarizeTaps, TARGETS, type LhSample, type PageRow, type TapSummary } from './audit-report';

const sample = (over: Partial<LhSample> = {}): LhSample => ({
  performance: 99,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  ...over,
});
const good: PageRow = { page: 'villa', path: '/villas/1', runs: 1, ...sample() };
const taps = (flips: (number | null)[]) => flips.map((flipMs) => ({ tappedAfterLcpMs: 510, flipMs }));

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('counts a lost value (Infinity) as the slowest', () => {
    expect(median([100, Infinity, 200])).toBe(200);
    expect(median([Infinity, Infinity, 200])).toBe(Infinity);
  });
});

describe('pageRow', () => {
  it('takes each figure’s own median and rounds times and CLS', () => {
    const row = pageRow('home', '/', [sample({ lcpMs: 1800.4, cls: 0.0104 }), sample({ lcpMs: 1200.6, performance: 90 }), sample({ lcpMs: 1500.2, cls: 0.02 })]);
    expect(row).toMatchObject({ page: 'home', path: '/', runs: 3, performance: 99, lcpMs: 1500, cls: 0.01 });
  });
});

describe('jsRow', () => {
  it('sums the chunks and subtracts the blank page, in kB of 1000 bytes', () => {
    const chunks = [
      { url: 'a', raw: 300_000, gzip: 90_000 },
      { url: 'b', raw: 40_000, gzip: 12_345 },
    ];
    expect(jsRow('/', chunks, [{ url: 'c', raw: 10_000, gzip: 4_000 }], 95_000)).toEqual({
      route: '/',
      scripts: 2,
      rawKb: 340,
      gzipKb: 102.3,
      overBlankKb: 7.3,
      laterKb: 4,
    });
    expect(kb(1049)).toBe(1);
  });
});

describe('summarizeTaps', () => {
  it('counts lost taps and puts them last in the median', () => {
    const s = summarizeTaps('villa', 500, taps([300, null, 900, 200, null]));
    expect(s).toMatchObject({ tries: 5, lost: 2, medianMs: 900, medianTappedAfterLcpMs: 510, flips: [300, null, 900, 200, null] });
  });

  it('has no median when most taps were lost', () => {
    expect(summarizeTaps('floor', 500, taps([null, null, 100])).medianMs).toBeNull();
  });
});

describe('checkTargets', () => {
  const tapsOf = (early: (number | null)[], late: (number | null)[], floorLate: (number | null)[]) => ({
    site: { 500: summarizeTaps('villa', 500, taps(early)), 2000: summarizeTaps('villa', 2000, taps(late)) } as Record<number, TapSummary>,
    floor: { 2000: summarizeTaps('floor', 2000, taps(floorLate)) } as Record<number, TapSummary>,
  });

  it('passes a page, its JavaScript and taps within every target', () => {
    const js = [jsRow('/', [{ url: 'a', raw: 1, gzip: 120_000 }], [], 100_000)];
    expect(checkTargets({ pages: [good], js, taps: tapsOf([400, 500, 600], [250, 260, 270], [220, 230, 240]) })).toEqual({ misses: [], notes: [] });
  });

  it('names each figure a page misses, and says whether a slow LCP is still within 2.5 s', () => {
    const slow = { ...good, performance: 94, lcpMs: 2300, tbtMs: 151, cls: 0.03, accessibility: 98, seo: 92 };
    const { misses, notes } = checkTargets({ pages: [slow], js: [] });
    expect(misses).toHaveLength(6);
    expect(misses[1]).toBe('villa /villas/1: LCP 2300 ms > 2000 ms');
    expect(notes).toEqual(["villa /villas/1: LCP 2300 ms is within Core Web Vitals' 2500 ms"]);
    expect(checkTargets({ pages: [{ ...good, lcpMs: 2600 }], js: [] }).notes[0]).toContain('is over');
  });

  it('holds first-load JavaScript to the budget above the blank page', () => {
    const js = [jsRow('/villas', [{ url: 'a', raw: 1, gzip: 125_100 }], [], 100_000)];
    expect(checkTargets({ pages: [], js }).misses).toEqual(['/villas: first-load JS 125.1 kB gzip, 25.1 kB above the blank page (budget 25 kB)']);
  });

  it('misses when an early tap is lost, even if the median is fast', () => {
    const { misses } = checkTargets({ pages: [], js: [], taps: tapsOf([300, 300, null, 300, 300], [250], [240]) });
    expect(misses).toEqual(['first tap +500 ms on villa: 1 of 5 lost']);
  });

  it('misses an early tap slower than a second and a late one slower than the floor + 50 ms', () => {
    const { misses } = checkTargets({ pages: [], js: [], taps: tapsOf([1001], [291], [240]) });
    expect(misses).toEqual(['first tap +500 ms on villa: median 1001 ms > 1000 ms', "first tap +2000 ms on villa: median 291 ms > the plain page's 240 ms + 50 ms"]);
    expect(checkTargets({ pages: [], js: [], taps: tapsOf([900], [290], [240]) }).misses).toEqual([]);
  });

  it('takes a floor that lost its late taps as no bound, but never a lost tap of ours', () => {
    expect(checkTargets({ pages: [], js: [], taps: tapsOf([900], [800], [null]) }).misses).toEqual([]);
    expect(checkTargets({ pages: [], js: [], taps: tapsOf([900], [null], [null]) }).misses).toEqual(["first tap +2000 ms on villa: median lost > the plain page's lost + 50 ms"]);
  });

  it('uses the issue’s targets by default', () => {
    expect(TARGETS).toMatchObject({ performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02, jsOverBlankKb: 25, earlyTapMs: 1000, lateTapOverFloorMs: 50 });
  });
});
