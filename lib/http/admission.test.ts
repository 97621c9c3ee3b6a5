import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A server whose every request goes through the read queue and holds its place 40 ms, one at a
// time: the order in which requests were begun shows the queue's order.
async function serve(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { admit } = await import('./admission');
  const order: string[] = [];
  const server = http.createServer((req, res) =>
    admit(req, res, () => {
      order.push(req.url!);
      setTimeout(() => res.end('ok'), 40);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }).then((r) => r.text());
  return { order, get, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A request that holds the one place, two new addresses behind it, then one marked as wanted first. */
async function arrivalOrder(env: Record<string, string>): Promise<string[]> {
  const s = await serve({ MAX_CONCURRENT_REQUESTS: '1', ...env });
  const all = [s.get('/busy')];
  await pause(10);
  for (const p of ['/villas?maxPrice=1', '/villas?maxPrice=2']) {
    all.push(s.get(p));
    await pause(5);
  }
  all.push(s.get('/', { 'x-render-first': '1' }));
  await Promise.all(all);
  await s.close();
  return s.order;
}

describe('the read queue', () => {
  it('in the renderer, begins the pages marked as wanted first before the addresses that came earlier', async () => {
    expect(await arrivalOrder({ RENDERER_FOR: '1' })).toEqual(['/busy', '/', '/villas?maxPrice=1', '/villas?maxPrice=2']);
  });

  it('in the server, takes everyone in order of arrival whatever they send', async () => {
    expect(await arrivalOrder({})).toEqual(['/busy', '/villas?maxPrice=1', '/villas?maxPrice=2', '/']);
  });
});
