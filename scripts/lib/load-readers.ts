// The readers of `npm run test:load`: a visitor's mix of addresses, sent over keep-alive
// connections in a closed loop (each connection sends its next request once the last is answered).
import autocannon from 'autocannon';
import { type ClassStats, byClassOf, fiveXxOf, stats } from './load-stats';
import { type Json, pick, SLUGS, type Slug } from './resilience';

export interface Target {
  path: string;
  cls: string;
}

export interface Mix {
  next(): Target;
  /** Every fixed address of the mix (not the long tail), for warming. */
  fixed: Target[];
}

/** Rupee caps for the long tail of filter combinations: most are rendered on their first request. */
const TAIL_PRICES = Array.from({ length: 400 }, (_, i) => 1_500_000 + i * 25_000);

/**
 * About a visitor's shares: half photos (in the sizes the pages' srcset picks), home, lists,
 * filtered and sorted lists, rare filter combinations nobody asked for yet, listing pages, 404s
 * and a little API. `samples`: the first listings of each kind.
 */
export function visitorMix(samples: Record<Slug, Json[]>): Mix {
  const pages: Target[] = [{ path: '/', cls: 'home' }];
  const lists = SLUGS.map((s) => ({ path: `/${s}`, cls: 'list' }));
  const filtered: Target[] = [];
  for (const s of SLUGS) {
    for (const q of ['sort=price-asc', 'sort=price-desc', 'page=2', 'status=Available', 'sort=area-desc']) filtered.push({ path: `/${s}?${q}`, cls: 'filtered' });
  }
  for (const b of [2, 3, 4]) {
    filtered.push({ path: `/villas?bedrooms=${b}`, cls: 'filtered' }, { path: `/homes?bedrooms=${b}&sort=price-asc`, cls: 'filtered' });
  }
  const details: Target[] = SLUGS.flatMap((s) => samples[s].map((l) => ({ path: `/${s}/${l._id}`, cls: 'detail' })));
  const images: (Target & { weight: number })[] = SLUGS.flatMap((s) =>
    samples[s].flatMap((l) => {
      const main = l.mainImage as string;
      const stem = main.slice(0, -'.webp'.length);
      return [
        { path: `${stem}-400w.webp`, cls: 'image', weight: 6 },
        { path: `${stem}-800w.webp`, cls: 'image', weight: 3 },
        { path: main, cls: 'image', weight: 1 },
      ];
    }),
  );
  const api: Target[] = [
    ...SLUGS.map((s) => ({ path: `/api/${s}?limit=12&fields=card`, cls: 'api' })),
    ...SLUGS.map((s) => ({ path: `/api/${s}/${samples[s][0]._id}`, cls: 'api' })),
  ];
  const missing: Target[] = [
    { path: '/villas/000000000000000000000000', cls: '404' },
    { path: '/no-such-page', cls: '404' },
  ];
  const other: Target[] = ['/about', '/contact'].map((p) => ({ path: p, cls: 'other' }));
  const imageWeight = images.reduce((n, i) => n + i.weight, 0);
  const weighted: [number, () => Target][] = [
    [7, () => pick(pages)],
    [9, () => pick(lists)],
    [8, () => pick(filtered)],
    [3, () => ({ path: `/${pick(SLUGS)}?maxPrice=${pick(TAIL_PRICES)}`, cls: 'rare filter' })],
    [18, () => pick(details)],
    [45, () => {
      let r = Math.random() * imageWeight;
      for (const i of images) if ((r -= i.weight) <= 0) return i;
      return images[0];
    }],
    [5, () => pick(api)],
    [2, () => pick(missing)],
    [3, () => pick(other)],
  ];
  const total = weighted.reduce((n, [w]) => n + w, 0);
  return {
    next() {
      let r = Math.random() * total;
      for (const [w, f] of weighted) if ((r -= w) <= 0) return f();
      return weighted[0][1]();
    },
    fixed: [...pages, ...lists, ...filtered, ...details, ...images, ...api, ...missing, ...other],
  };
}

export interface ReadPhase {
  name: string;
  seconds: number;
  from: number;
  to: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  status: Record<string, number>;
  fiveXx: number;
  /** Network errors and timeouts. */
  errors: number;
  /** Answers that took over a second, by the second of the phase they ended in (a stall shows as a cluster). */
  slowBySecond: number[];
  byClass: ClassStats;
}

/**
 * `connections` keep-alive connections, each sending its next request when the last is answered;
 * with `rate`, no more than that many requests a second from all of them together (autocannon's
 * overallRate).
 */
export async function closedLoop(name: string, url: string, mix: Mix, seconds: number, connections: number, timeoutSeconds: number, rate = 0): Promise<ReadPhase> {
  const samples: { cls: string; ms: number; at: number }[] = [];
  const status: Record<string, number> = {};
  const from = Date.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        ...(rate > 0 ? { overallRate: rate } : {}),
        duration: seconds,
        timeout: timeoutSeconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (req, context) => {
              const t = mix.next();
              (context as Json).cls = t.cls;
              return { ...req, path: t.path };
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (client: Json, statusCode: number, _bytes: number, responseTime: number) => {
      samples.push({ cls: (client.requestIterator.context.cls as string) ?? '?', ms: responseTime, at: Date.now() });
      status[statusCode] = (status[statusCode] ?? 0) + 1;
    });
  });
  const to = Date.now();
  const all = stats(samples.map((s) => s.ms));
  const slowBySecond = Array.from({ length: Math.ceil((to - from) / 1000) }, () => 0);
  for (const x of samples) if (x.ms > 1000) slowBySecond[Math.floor((x.at - from) / 1000)]++;
  return {
    name,
    seconds,
    from,
    to,
    requests: all.n,
    rps: Math.round(all.n / ((to - from) / 1000)),
    p50: all.p50,
    p90: all.p90,
    p99: all.p99,
    max: all.max,
    status,
    fiveXx: fiveXxOf(status),
    errors: result.errors + result.timeouts,
    slowBySecond,
    byClass: byClassOf(samples),
  };
}
