// A query string the home page does not read ('/?n=1', '/?n=2', …, as link trackers and bots
// append) is the home page: on the bare server it costs what '/' costs, makes no page of its own
// that could push the real ones out of the cache, and leaves '/' cached and fresh.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, marker } from './support/client';
import { cardIds, page } from './support/pages';

const c = client();
const ENGINE = process.env.TEST_ENGINE;
const REQUESTS = 2000;
const CONCURRENCY = 10;
// Junk and plain requests in blocks of this size, in the order plain, junk, junk, plain, …, so
// that a slow moment of the shared machine lands on both alike.
const BLOCK = 250;

const base = new URL(c.ctx.baseURL);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
afterAll(() => agent.destroy());

/**
 * GET without Accept-Encoding: the plain bytes, so that what is compared is the page's own cost,
 * not zlib's (the same for both, it would only dilute a difference). Resolves with the status.
 */
function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: base.hostname, port: base.port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Asks for every path, at most CONCURRENCY at a time; the milliseconds it took. */
async function timed(paths: string[]): Promise<number> {
  let next = 0;
  const failures: string[] = [];
  const started = performance.now();
  const worker = async () => {
    while (next < paths.length) {
      const p = paths[next++];
      const status = await get(p);
      if (status !== 200) failures.push(`${p}: ${status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const ms = performance.now() - started;
  expect(failures.slice(0, 5), 'answers that were not 200').toEqual([]);
  return ms;
}

describe(`junk query strings on the home page (${ENGINE})`, () => {
  let before: string;

  beforeAll(async () => {
    await page('/');
    before = (await page('/')).html;
    await timed(Array.from({ length: 200 }, () => '/')); // warm-up
  });

  it(`${REQUESTS} requests for '/?n=1', '/?n=2', … take at most 1.5× the time of ${REQUESTS} for '/'`, { timeout: 120_000 }, async () => {
    let n = 0;
    const junkBlock = () => Array.from({ length: BLOCK }, () => `/?n=${++n}`);
    const plainBlock = () => Array.from({ length: BLOCK }, () => '/');
    let junkMs = 0;
    let plainMs = 0;
    for (let i = 0; i < REQUESTS / BLOCK; i++) {
      const order = i % 2 === 0 ? (['plain', 'junk'] as const) : (['junk', 'plain'] as const);
      for (const kind of order) {
        if (kind === 'junk') junkMs += await timed(junkBlock());
        else plainMs += await timed(plainBlock());
      }
    }
    expect(n).toBe(REQUESTS);
    const ratio = junkMs / plainMs;
    console.log(`${REQUESTS} junk: ${Math.round(junkMs)} ms, ${REQUESTS} plain: ${Math.round(plainMs)} ms, ratio ${ratio.toFixed(2)}`);
    expect(ratio, `junk ${Math.round(junkMs)} ms against plain ${Math.round(plainMs)} ms`).toBeLessThanOrEqual(1.5);
  });

  it("afterwards '/' is the very page cached before, and a change made through the API shows on the next request", async () => {
    expect((await page('/')).html === before, "'/' is byte for byte the page served before the junk").toBe(true);
    const villa = await c.seed('villas', { title: `${marker('jq')} villa after the junk` });
    expect(cardIds(await page('/'), 'villas')[0], "'/' shows the new villa first").toBe(villa._id);
    // A junk address is the same page, not a copy of its own kept from before the change.
    expect(cardIds(await page('/?n=1'), 'villas')[0]).toBe(villa._id);
  });
});
