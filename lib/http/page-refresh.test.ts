import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { admit } from './admission';
import { followLeader, forgetPages, keepAnswer, keepPage, pageGeneration, refreshPagesWith, servePage } from './page-cache';

// A server as instrumentation-node.ts wires it: every read waits for one of the read queue's 8
// places (admission.ts), then a kept page is answered, or the request follows or leads a render
// (30 ms). '/slow?…' holds its place for 150 ms, to make requests wait for places. Background
// refreshes (refreshPagesWith) "render" in 30 ms too and keep their answer.
let server: http.Server;
let base: string;
let renders = 0;
let refreshes: string[] = [];

const page = (label: string) => Buffer.from(`<p>${label}</p>`.padEnd(2048, ' '));
const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=3600', 'x-nextjs-cache': 'MISS' };

function render(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.url?.startsWith('/slow')) return void setTimeout(() => res.end('slow'), 150);
  const generation = pageGeneration();
  const body = page(`render ${++renders}`);
  setTimeout(() => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    keepPage(req, res, generation, { identity: body }, () => body);
    res.end(body);
  }, 30);
}

let rendererBusy = false;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    admit(req, res, () => {
      if (servePage(req, res)) return;
      const retry = (lead: boolean): void => {
        if (!servePage(req, res) && !(lead && followLeader(req, res, retry))) render(req, res);
      };
      if (followLeader(req, res, retry)) return false;
      render(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  refreshPagesWith((key, done) => {
    refreshes.push(key);
    const generation = pageGeneration();
    const body = page(`refresh ${refreshes.length}`);
    setTimeout(() => {
      keepAnswer(key, 200, headers, generation, { identity: body }, () => body);
      done();
    }, 30);
    return true;
  }, () => rendererBusy);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.restoreAllMocks();
});
beforeEach(() => {
  rendererBusy = false;
  forgetPages();
  renders = 0;
  refreshes = [];
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function ask(path: string, extra: Record<string, string> = {}): Promise<{ cache: string | null; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { agent, headers: extra }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ cache: (res.headers['x-page-cache'] as string | undefined) ?? null, body }));
      })
      .on('error', reject);
  });
}

/** Asks for `path` while every place is held and more requests wait behind it. */
async function askWhenBusy(path: string, extra: Record<string, string> = {}) {
  // Distinct addresses: requests for one address being answered would wait for it holding no place.
  const ahead = Array.from({ length: 8 }, (_, i) => ask(`/slow?${i}`));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const answer = ask(path, extra);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const behind = Array.from({ length: 12 }, (_, i) => ask(`/slow?${8 + i}`));
  await Promise.all([...ahead, ...behind]);
  return answer;
}

describe('a stale page while the server is busy', () => {
  it('is given at once and rendered anew in the background', async () => {
    await ask('/villas');
    forgetPages('villas', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(await askWhenBusy('/villas')).toEqual({ cache: 'stale', body: expect.stringContaining('render 1') });
    expect(refreshes).toEqual(['/villas']);
    expect(renders).toBe(1);
    // Kept once the background render is over.
    expect(await ask('/villas')).toEqual({ cache: 'hit', body: expect.stringContaining('refresh 1') });
  });

  it("is not given once the write that made it stale is over 2 s old (a listing's page) or 30 s (a list)", async () => {
    const detail = '/villas/aaaaaaaaaaaaaaaaaaaaaaaa';
    await ask(detail);
    await ask('/villas');
    forgetPages('villas', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now + 2_500);
    // Its request renders it and waits.
    expect((await askWhenBusy(detail)).body).toContain('render 3');
    expect(await askWhenBusy('/villas')).toEqual({ cache: 'stale', body: expect.stringContaining('render 2') });
    expect(refreshes).toEqual(['/villas']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    forgetPages('villas', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    clock.mockImplementation(() => now + 2_500 + 30_500);
    expect((await askWhenBusy('/villas')).body).toContain('render 4');
    expect(refreshes).toEqual(['/villas']);
  });

  it('is rendered for a signed-in administrator, who waits for it', async () => {
    await ask('/villas');
    forgetPages('villas', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    expect((await askWhenBusy('/villas', { cookie: 'session=abc.def.ghi' })).body).toContain('render 2');
    expect(refreshes).toEqual([]);
  });

  it('is given at once, and rendered anew in the background, while the renderer has pages in hand', async () => {
    await ask('/villas');
    forgetPages('villas', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    rendererBusy = true;
    expect(await ask('/villas')).toEqual({ cache: 'stale', body: expect.stringContaining('render 1') });
    expect(refreshes).toEqual(['/villas']);
  });

  it('is rendered, and waited for, by the first request after the write when no request waits', async () => {
    await ask('/villas');
    forgetPages('villas', 'aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(await ask('/villas')).toEqual({ cache: null, body: expect.stringContaining('render 2') });
    expect(refreshes).toEqual([]);
  });
});
