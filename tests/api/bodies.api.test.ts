// Bodies that are not uploads (sign-in, sign-out, lead beacons) are capped at 16 KB: a larger one
// gets a 413 with a message naming the limit as soon as the server can tell, from its
// Content-Length or, sent without one, once the byte past the limit arrives; never after reading
// the whole of it. Uploads keep their own, larger limits. Every refusal here comes before a
// password is compared, so the shared server's sign-in counters are not touched.
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, fileOf, imageFile, type Json, listingForm, paddedJpeg } from './support/client';

const ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const LIMIT = 16 * 1024;
const MB = 1024 * 1024;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

interface SlowReply {
  status: number;
  body: Json;
  /** Body bytes written when the answer's head arrived. */
  sentWhenAnswered: number;
  total: number;
  /** The client wrote its whole body without the connection failing under it. */
  sentAll: boolean;
}

/**
 * POSTs `total` bytes (`head`, then filler), `chunk` bytes every `everyMs`, so that the whole body
 * takes a while to send, and notes how much had been sent when the answer arrived. Without
 * Content-Length when `chunked`.
 */
function slowPost(p: string, opts: { head: string; total: number; chunked: boolean; contentType?: string; chunk?: number; everyMs?: number }): Promise<SlowReply> {
  const { head, total, chunked, contentType = 'application/json', chunk = 32 * 1024, everyMs = 25 } = opts;
  const url = new URL(client().ctx.baseURL);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let sentWhenAnswered = -1;
    let failed = false;
    let writing = true;
    let answer: { status: number; text: string } | undefined;
    const finish = () => {
      if (!answer || writing) return;
      try {
        resolve({ status: answer.status, body: JSON.parse(answer.text), sentWhenAnswered, total, sentAll: sent >= total && !failed });
      } catch {
        reject(new Error(`Expected JSON, got ${answer.status}: ${answer.text.slice(0, 200)}`));
      }
    };
    const stopWriting = () => {
      writing = false;
      finish();
    };
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: p,
        agent: false,
        headers: {
          'Content-Type': contentType,
          'User-Agent': BROWSER,
          ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(total) }),
        },
      },
      (res) => {
        sentWhenAnswered = sent;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, text };
          finish();
        });
      },
    );
    req.on('error', () => {
      failed = true;
      // A reset after the answer only means the rest of the body was not wanted.
      if (!answer && sentWhenAnswered < 0) reject(new Error(`the connection was reset after ${sent} of ${total} bytes, before any answer`));
      stopWriting();
    });
    req.flushHeaders();
    const pump = () => {
      if (req.destroyed || failed) return stopWriting();
      if (sent >= total) return void req.end(stopWriting);
      const size = Math.min(chunk, total - sent);
      const bytes = sent === 0 ? Buffer.concat([Buffer.from(head), Buffer.alloc(size - head.length, 'x')]) : Buffer.alloc(size, 'x');
      req.write(bytes);
      sent += size;
      setTimeout(pump, everyMs);
    };
    setTimeout(pump, everyMs);
  });
}

function expect413(r: SlowReply, limit = LIMIT) {
  expect(r.status, JSON.stringify(r.body)).toBe(413);
  expect(r.body).toEqual({ success: false, message: `The request body is larger than ${limit} bytes. Send at most ${limit} bytes.` });
}

const SIGN_IN_HEAD = '{"email":"admin@test.local","password":"';

describe(`bodies that are not uploads: 16 KB at most, refused early (${ENGINE})`, () => {
  beforeAll(async () => {
    // The first request to a route loads it; the timings below are of the routes themselves.
    for (const p of ['/api/auth/login', '/api/auth/logout', '/api/leads']) {
      await client().api(p, { method: 'POST', headers: { 'Content-Type': 'text/plain', 'User-Agent': BROWSER }, body: 'x' });
    }
  });

  it.each([
    ['with a Content-Length of 1 MB', false],
    ['chunked, without a Content-Length', true],
  ])('a 1 MB sign-in body sent slowly, %s: 413 before a tenth of it has been sent', async (_label, chunked) => {
    // 32 chunks 25 ms apart: the whole body takes at least 0.8 s to send.
    const r = await slowPost('/api/auth/login', { head: SIGN_IN_HEAD, total: MB, chunked });
    expect413(r);
    expect(r.sentWhenAnswered, `bytes sent when the answer came (of ${r.total})`).toBeLessThan(MB / 10);
  });

  it('the client of a refused body can send the rest and read its answer: the rest is drained, not reset', async () => {
    const r = await slowPost('/api/auth/login', { head: SIGN_IN_HEAD, total: 2 * MB, chunked: false, chunk: 256 * 1024, everyMs: 5 });
    expect413(r);
    expect(r.sentAll).toBe(true);
  });

  it('sign-out with a 1 MB body: 413 before a tenth of it has been sent', async () => {
    const r = await slowPost('/api/auth/logout', { head: '{"pad":"', total: MB, chunked: true });
    expect413(r);
    expect(r.sentWhenAnswered).toBeLessThan(MB / 10);
  });

  it('a lead beacon over its own 1 KB limit: 413, whether it announced its length or not', async () => {
    for (const chunked of [false, true]) {
      const r = await slowPost('/api/leads', { head: '{"kind":"villas","pad":"', total: 20 * 1024, chunked, contentType: 'text/plain', chunk: 4096, everyMs: 1 });
      expect413(r, 1024);
    }
  });

  it('a sign-in body just under 16 KB is read: its fields are checked (400), not its size', async () => {
    const body = JSON.stringify({ email: 'not-an-e-mail', password: 'x', pad: 'y'.repeat(LIMIT - 100) });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(LIMIT);
    const r = await client().call('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(r.status, r.text).toBe(400);
    expect(r.body.message).toMatch(/valid e-mail/);
  });

  it('uploads keep their limits: a listing with a 3 MB photo is created', async () => {
    const c = client();
    const form = await listingForm('villas', {}, { mainImage: fileOf(await paddedJpeg(3 * MB), 'big.jpg', 'image/jpeg'), additionalImages: [await imageFile()] });
    const r = await c.create('villas', form);
    expect(r.status, r.text).toBe(201);
    await c.remove('villas', r.body.data._id);
  });
});
