// The read queue of lib/http/admission.ts must never hold a request that another admitted request
// waits for. With `-H 127.0.0.1` Next carries the proxy's rewrite of a filtered list out as a second
// HTTP request to itself; with that second request queued, 16 filtered lists in flight once
// deadlocked the server. This server gets a queue of 2 so that a few requests are enough.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(inject('engine'), { MAX_CONCURRENT_REQUESTS: '2' }, '127.0.0.1');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('read admission', () => {
  it('answers many filtered lists at once (each a rewrite) without waiting on itself', async () => {
    const base = server.context.baseURL;
    const urls = Array.from({ length: 24 }, (_, i) => `${base}/villas?bedrooms=${(i % 5) + 1}&maxPrice=${(i + 1) * 1_000_000}`);
    const started = Date.now();
    const answers = await Promise.all(urls.map((url) => fetch(url, { signal: AbortSignal.timeout(30_000) })));
    expect(answers.map((r) => r.status)).toEqual(urls.map(() => 200));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    for (const body of bodies) expect(body).toContain('<h1');
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('still serves plain pages and the API while reads queue', async () => {
    const base = server.context.baseURL;
    const answers = await Promise.all(
      ['/villas', '/plots', '/homes', '/', '/api/villas?limit=1', '/about', '/contact'].map((p) => fetch(`${base}${p}`, { signal: AbortSignal.timeout(30_000) })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
  });
});
