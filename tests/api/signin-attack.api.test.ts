// Sign-in under attack, from the attacker's side (lib/auth/throttle.ts has the scheme):
//  - passwords sent at once from one address are counted before they are compared, so no more
//    than the limit are ever compared (in memory, and in Redis when redis-server is installed);
//  - a thousand addresses through a trusted proxy never get more than SIGNIN_CONCURRENCY
//    comparisons running at once (the server's SIGNIN_TRACE lines, written beside the bcrypt
//    call), and uncached page reads meanwhile keep their p99 within 2× of a quiet moment's;
//  - strangers' wrong passwords for the dealer's e-mail never lock the dealer out.
// Distinct clients are distinct loopback addresses (127.0.0.x), real sockets the server cannot
// mistake, except in the proxy test, where the trusted proxy's X-Forwarded-For names them.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { HAVE_REDIS, type TestRedis, testRedis } from './support/redis';
import { type RunningServer, startServer } from './support/server';

const ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
/** lib/auth/throttle.ts */
const ADDRESS_EMAIL_LIMIT = 5;
const ADDRESS_LIMIT = 10;
const EMAIL_DELAY_MAX_MS = 10_000;

interface Attempt {
  status: number;
  retryAfter?: string;
  message: string;
  ms: number;
}

/** One sign-in, on a connection of its own unless an agent is given; from `from` (a loopback address) if given. */
function signIn(srv: RunningServer, email: string, password: string, opts: { from?: string; forwardedFor?: string; agent?: http.Agent } = {}): Promise<Attempt> {
  const url = new URL(srv.context.baseURL);
  const body = JSON.stringify({ email, password });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        method: 'POST',
        path: '/api/auth/login',
        agent: opts.agent ?? false,
        localAddress: opts.from,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...(opts.forwardedFor ? { 'X-Forwarded-For': opts.forwardedFor } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          const retry = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, retryAfter: retry, message: JSON.parse(text).message, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function privateServer(env: () => Record<string, string> = () => ({})) {
  const box: { srv?: RunningServer } = {};
  beforeAll(async () => {
    box.srv = await startServer(ENGINE, env());
  });
  afterAll(async () => {
    await box.srv?.stop();
  });
  return box as { srv: RunningServer };
}

const tally = (attempts: Attempt[]) => {
  const byStatus: Record<number, number> = {};
  for (const a of attempts) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  return byStatus;
};

function expectRefusalsToSayWhen(attempts: Attempt[]) {
  for (const a of attempts.filter((t) => t.status === 429 || t.status === 503)) {
    const wait = Number(a.retryAfter);
    expect(Number.isInteger(wait) && wait > 0, `Retry-After: ${a.retryAfter}`).toBe(true);
  }
}

const wrong = () => `wrong-${randomBytes(6).toString('hex')}`;

// ---------------------------------------------------------------------------------------------
// Redis for the limiter's Redis store: Debian's redis-server on a free port, nothing saved.

const haveRedis = HAVE_REDIS;

function redisServer() {
  const box: { url: string; redis?: TestRedis } = { url: '' };
  beforeAll(async () => {
    box.redis = await testRedis();
    await box.redis.start();
    box.url = box.redis.url;
  });
  afterAll(async () => {
    await box.redis?.kill();
  });
  return box;
}

// ---------------------------------------------------------------------------------------------

describe.each([
  ['in memory', false],
  ['in Redis', true],
])(`500 wrong passwords at once from one address, counted %s (${ENGINE})`, (_label, withRedis) => {
  if (withRedis && !haveRedis) {
    it.skip('redis-server is not installed (apt-get install -y redis-server)', () => {});
    return;
  }
  const redis = withRedis ? redisServer() : undefined;
  const box = privateServer((): Record<string, string> => (redis ? { REDIS_URL: redis.url } : {}));

  it(`at most ${ADDRESS_EMAIL_LIMIT} are compared (401); the rest are refused with 429, or 503 while the instance is busy`, async () => {
    const { srv } = box;
    const attempts = await Promise.all(Array.from({ length: 500 }, () => signIn(srv, srv.context.adminEmail, wrong(), { from: '127.0.0.2' })));
    const byStatus = tally(attempts);
    expect(Object.keys(byStatus).map(Number).every((s) => [401, 429, 503].includes(s)), JSON.stringify(byStatus)).toBe(true);
    expect(byStatus[401] ?? 0, JSON.stringify(byStatus)).toBeLessThanOrEqual(ADDRESS_EMAIL_LIMIT);
    expect(byStatus[401] ?? 0, JSON.stringify(byStatus)).toBeGreaterThan(0);
    expectRefusalsToSayWhen(attempts);

    // That address is done with that e-mail for the window, right password or not...
    const again = await signIn(srv, srv.context.adminEmail, srv.context.adminPassword, { from: '127.0.0.2' });
    expect(again.status).toBe(429);
    // ...but the dealer, from their own address, is not.
    const dealer = await signIn(srv, srv.context.adminEmail, srv.context.adminPassword, { from: '127.0.0.3' });
    expect(dealer.status, dealer.message).toBe(200);
  });

  // The address limit is the same counter in another store: once is enough.
  it.skipIf(withRedis)(`500 wrong passwords at once for 500 e-mails from one address: at most ${ADDRESS_LIMIT} are compared`, async () => {
    const { srv } = box;
    const attempts = await Promise.all(Array.from({ length: 500 }, (_, i) => signIn(srv, `spray-${i}@test.local`, wrong(), { from: '127.0.0.4' })));
    const byStatus = tally(attempts);
    expect(byStatus[401] ?? 0, JSON.stringify(byStatus)).toBeLessThanOrEqual(ADDRESS_LIMIT);
    expect((byStatus[429] ?? 0) + (byStatus[503] ?? 0) + (byStatus[401] ?? 0)).toBe(500);
    expectRefusalsToSayWhen(attempts);
  });
});

describe(`strangers cannot lock the dealer out (${ENGINE})`, () => {
  const box = privateServer();

  it('50 wrong passwords for the dealer’s e-mail from 10 other addresses, then the right one from an 11th signs in', async () => {
    const { srv } = box;
    const strangers = Array.from({ length: 10 }, (_, i) => `127.0.0.${20 + i}`);
    // Each stranger one after another, the ten of them at once.
    const tries = await Promise.all(
      strangers.map(async (from) => {
        const mine: Attempt[] = [];
        for (let i = 0; i < ADDRESS_EMAIL_LIMIT; i++) mine.push(await signIn(srv, srv.context.adminEmail, wrong(), { from }));
        return mine;
      }),
    );
    expect(tally(tries.flat())).toEqual({ 401: 50 });
    // Each stranger's own next guess is refused...
    expect((await signIn(srv, srv.context.adminEmail, wrong(), { from: strangers[0] })).status).toBe(429);
    // ...while the dealer, from an address of their own, signs in; at worst after the e-mail's wait.
    const dealer = await signIn(srv, srv.context.adminEmail, srv.context.adminPassword, { from: '127.0.0.50' });
    expect(dealer.status, dealer.message).toBe(200);
    expect(dealer.ms).toBeLessThan(EMAIL_DELAY_MAX_MS + 5_000);
  });
});

// ---------------------------------------------------------------------------------------------

const CONCURRENCY = 2;
const ROUNDS = 10;
const SIGN_INS_A_ROUND = 100;
/** One sign-in every 40 ms: 25 a second, from a new address each. */
const ARRIVAL_MS = 40;
const READ_GAP_MS = 100;
/** Half as long as a round's sign-ins. */
const QUIET_MS = 2_000;

const p99 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
};

/** An uncached page: a filtered list no one asked for before, rendered on the spot. */
async function pageRead(srv: RunningServer): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${srv.context.baseURL}/villas?q=${randomBytes(5).toString('hex')}`);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Uncached page reads until `phase` settles: one at a time, READ_GAP_MS apart, as a visitor reads.
 * Back to back they would keep the server's event loop busy all the time, and measure how many
 * pages it can render rather than how long a visitor waits; paced at a fixed rate they could pile
 * up past what the server can render on a busy machine.
 */
async function readPages(srv: RunningServer, phase: Promise<unknown>): Promise<number[]> {
  let over = false;
  void phase.finally(() => (over = true));
  const times: number[] = [];
  while (!over) {
    times.push(await pageRead(srv));
    await sleep(READ_GAP_MS);
  }
  await phase;
  return times;
}

// Each address tries once, as a botnet spraying guesses would, and the guesses arrive at a steady
// 25 a second whatever the answers (most are 503: two compared, eight waiting, the rest told to come
// back). The rate is what this two-core machine absorbs beside its other work: every request to
// the app costs about 4 ms of the event loop here, GET /api/health too, and at 50 a second of
// anything, sign-ins or requests refused before any comparison, page reads' p99 was 2 to 6 times
// their quiet p99, from the requests alone. Quiet and busy moments take turns (ROUNDS), so a
// change in the machine's other load falls on both.
// On SQLite only: what it measures (the comparison gate, page reads beside the burst) is the
// server's, the same on either engine, and its two minutes were the longest file of each engine's
// API run. The engine's part of a sign-in, finding the user, is tested on both above.
describe.skipIf(ENGINE === 'postgres')(`1,000 sign-ins from 1,000 addresses through a trusted proxy (${ENGINE})`, () => {
  const box = privateServer(() => ({ TRUST_PROXY: 'true', SIGNIN_TRACE: 'true', SIGNIN_CONCURRENCY: String(CONCURRENCY) }));

  it(`never compare more than ${CONCURRENCY} passwords at once, and uncached pages keep their p99 within 2×`, { timeout: 300_000 }, async () => {
    const { srv } = box;
    // A proxy keeps its connections to the app open and sends every client's requests over them.
    const proxy = new http.Agent({ keepAlive: true, maxSockets: 64 });
    onTestFinished(() => proxy.destroy());
    // Warm-up: the routes' first requests load them, and the first comparisons start their threads.
    for (let i = 0; i < 5; i++) await pageRead(srv);
    await Promise.all(Array.from({ length: 4 }, (_, i) => signIn(srv, `warm-up-${i}@test.local`, wrong(), { forwardedFor: `192.0.2.${i + 1}`, agent: proxy })));
    const quiet: number[] = [];
    const busy: number[] = [];
    const attempts: Attempt[] = [];
    let n = 0;
    for (let round = 0; round < ROUNDS; round++) {
      quiet.push(...(await readPages(srv, sleep(QUIET_MS))));
      const signIns = (async () => {
        const started = performance.now();
        const sent: Promise<number>[] = [];
        for (let i = 0; i < SIGN_INS_A_ROUND; i++) {
          const k = n++;
          const address = `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
          sent.push(signIn(srv, `guess-${k}@test.local`, wrong(), { forwardedFor: address, agent: proxy }).then((a) => attempts.push(a)));
          await sleep(started + (i + 1) * ARRIVAL_MS - performance.now());
        }
        await Promise.all(sent);
      })();
      busy.push(...(await readPages(srv, signIns)));
    }

    const byStatus = tally(attempts);
    expect(attempts).toHaveLength(ROUNDS * SIGN_INS_A_ROUND);
    expect(Object.keys(byStatus).map(Number).every((s) => [401, 503].includes(s)), JSON.stringify(byStatus)).toBe(true);
    expectRefusalsToSayWhen(attempts);

    const comparing = [...srv.output().matchAll(/sign-in trace: comparing=(\d+)/g)].map((m) => Number(m[1]));
    expect(comparing.length, 'one trace line a comparison, one comparison a 401').toBe(byStatus[401] + 4);
    expect(Math.max(...comparing)).toBeLessThanOrEqual(CONCURRENCY);

    const report = `quiet p99 ${p99(quiet).toFixed(0)} ms (${quiet.length} reads), during the sign-ins p99 ${p99(busy).toFixed(0)} ms (${busy.length} reads); ${JSON.stringify(byStatus)}`;
    console.log(report);
    expect(p99(busy), report).toBeLessThanOrEqual(2 * p99(quiet));
  });
});
