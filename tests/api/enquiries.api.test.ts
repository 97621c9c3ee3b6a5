// Call-back and site-visit requests over HTTP: POST /api/enquiries stores good requests (201)
// and refuses bad ones with their messages (4xx, nothing stored), oversize bodies with 413, a
// filled honeypot with a 201 that stores nothing, and too many requests per address and per site
// with 429; the server's own outbox sender delivers the alert to a real SMTP server; the admin
// endpoints (list, one, status and note, erase, erase by number, CSV) need a session, and a
// cookie write needs the site's Origin; names and numbers never reach the server's log.
// Private servers behind a trusted proxy (this test), so X-Forwarded-For names each request's address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSmtp, type TestSmtp } from '../support/smtp';
import { type Auth, bearer, type Client, createClient, type Json, rawRequest } from './support/client';
import { type RunningServer, startServer } from './support/server';

const ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const BEHIND_PROXY = { TRUST_PROXY: 'true', TRUSTED_PROXIES: '127.0.0.1,::1' };
const AUTH_REQUIRED = 'Authentication required.';
const FOREIGN = 'This request did not come from this site.';

/** Tomorrow in India, '2026-11-29': any window of it is still ahead. */
const tomorrow = () => new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);

let address = 0;
/** A new client address for each call, so the per-address limit is met only where a test wants it. */
const fresh = () => `10.31.${(++address >> 8) & 255}.${address & 255}`;

const request = (over: Record<string, unknown> = {}) => ({
  name: 'Meena Sundaram',
  phone: '+91 98765 43210',
  want: 'visit',
  visitDay: tomorrow(),
  visitWindow: 'evening',
  message: 'Is it still available?',
  consent: true,
  website: '',
  elapsedMs: 9000,
  lang: 'en',
  ...over,
});

function post(c: Client, body: unknown, from = fresh(), headers: Record<string, string> = {}) {
  return c.call('/api/enquiries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from, Origin: c.ctx.baseURL, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function inbox(c: Client, query = ''): Promise<Json> {
  const r = await c.call(`/api/enquiries${query}`, { headers: bearer((await c.login()).token) });
  expect(r.status, r.text).toBe(200);
  return r.body;
}

async function until(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe(`enquiries over HTTP (${ENGINE})`, () => {
  let smtp: TestSmtp;
  let srv: RunningServer;
  let c: Client;
  let admin: Auth;
  const names: string[] = [];

  beforeAll(async () => {
    smtp = await testSmtp();
    await smtp.start();
    srv = await startServer(ENGINE, { ...BEHIND_PROXY, SMTP_URL: smtp.url(), ENQUIRY_EMAIL_TO: 'dealer@example.test', ENQUIRY_OUTBOX_EVERY_MS: '200' });
    c = createClient(srv.context);
    admin = bearer((await c.login()).token);
  });
  afterAll(async () => {
    await srv?.stop();
    await smtp?.stop();
  });

  it('stores a request (201) and the server mails the dealer its alert with the stable Message-ID', async () => {
    const listing = await c.seed('villas', { title: 'Enquired villa' });
    const r = await post(c, request({ listing: `villas:${listing._id}`, name: 'Meena Sundaram' }));
    names.push('Meena Sundaram');
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ success: true, id: expect.stringMatching(/^[0-9a-f]{24}$/), message: expect.stringMatching(/^Thank you\. We will call you to confirm your visit on \w+day, .+, Evening, 4 PM to 7 PM\.$/) });
    expect(r.headers.get('set-cookie')).toBeNull();
    const stored = await c.call(`/api/enquiries/${r.body.id}`, { headers: admin });
    expect(stored.body.data).toMatchObject({ name: 'Meena Sundaram', phone: '+919876543210', want: 'visit', status: 'new', listing: { id: listing._id, title: 'Enquired villa' } });
    await until(() => smtp.received.some((m) => m.messageId === `<enquiry-${r.body.id}@localhost>`), 15_000, 'the alert at the SMTP server');
    const mail = smtp.received.find((m) => m.messageId === `<enquiry-${r.body.id}@localhost>`)!;
    expect(mail.raw).toMatch(/^To: dealer@example\.test/m);
    expect(mail.raw).toContain('Enquired villa');
    // The Leads page counts it as a request.
    const csv = await c.api('/api/leads/export?days=7', { headers: admin }).then((res) => res.text());
    const header = csv.replace(/^\uFEFF/, '').split('\r\n')[0].split(',');
    const row = csv.split('\r\n').find((l) => l.startsWith(`${listing._id},`))!.split(',');
    expect(row[header.indexOf('Requests')]).toBe('1');
  });

  it('refuses each bad input with its message and a 400, in the form language, storing nothing', async () => {
    const before = (await inbox(c)).total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Please enter your name.'],
      [{ phone: '12345' }, 'phone', 'Please enter a 10-digit Indian mobile number that starts with 6, 7, 8 or 9, with or without +91.'],
      [{ want: 'letter' }, 'want', 'Please choose a call back or a site visit.'],
      [{ visitDay: '2020-01-01' }, 'visitDay', 'Please choose today or a later day for your visit.'],
      [{ visitWindow: 'night' }, 'visitWindow', 'Please choose a time for your visit.'],
      [{ message: 'x'.repeat(1001) }, 'message', 'Please keep your message under 1,000 characters.'],
      [{ consent: false }, 'consent', 'Please tick the box to agree that we may contact you about this enquiry.'],
      [{ elapsedMs: 800 }, 'form', 'That was very quick. Please check your details, then send again.'],
      [{ phone: '', lang: 'ta' }, 'phone', 'உங்கள் மொபைல் எண்ணை உள்ளிடுங்கள்.'],
    ];
    for (const [over, field, message] of cases) {
      const r = await post(c, request(over));
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.body).toMatchObject({ success: false, message, errors: { [field]: message } });
    }
    const wrongType = await c.call('/api/enquiries', { method: 'POST', headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': fresh() }, body: JSON.stringify(request()) });
    expect(wrongType.status).toBe(415);
    expect((await post(c, '{"name": ')).body).toMatchObject({ success: false, message: 'The body is not valid JSON.' });
    const foreign = await post(c, request(), fresh(), { Origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ status: 403, body: { message: FOREIGN } });
    expect((await inbox(c)).total).toBe(before);
  });

  it('answers a body over 16 KB with 413 before storing anything', async () => {
    const before = (await inbox(c)).total;
    const body = Buffer.from(JSON.stringify(request({ message: 'x'.repeat(20_000) })));
    const res = await rawRequest(c.ctx.baseURL, { method: 'POST', path: '/api/enquiries', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': fresh() }, body });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString()).message).toMatch(/larger than 16384 bytes/);
    expect((await inbox(c)).total).toBe(before);
  });

  it('answers a filled honeypot like a stored request, and stores nothing', async () => {
    const before = (await inbox(c)).total;
    const r = await post(c, request({ website: 'http://cheap-seo.example', name: 'Bot Name' }));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ success: true, id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect((await c.call(`/api/enquiries/${r.body.id}`, { headers: admin })).status).toBe(404);
    expect((await inbox(c)).total).toBe(before);
  });

  it('takes 5 requests from one address in 10 minutes (bad ones do not count), then 429 with Retry-After', async () => {
    const from = fresh();
    for (let i = 0; i < 3; i++) expect((await post(c, request({ name: '' }), from)).status).toBe(400);
    for (let i = 1; i <= 5; i++) {
      const r = await post(c, request({ want: 'callback', name: `Limit ${i}` }), from);
      expect(r.status, `request ${i}: ${r.text}`).toBe(201);
    }
    const refused = await post(c, request({ want: 'callback', name: 'Limit 6' }), from);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many requests from this connection. Please try again in a few minutes, or call us.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(c, request({ want: 'callback', name: 'Other address' }))).status).toBe(201);
    expect((await inbox(c, '?limit=500')).data.filter((e: Json) => e.name === 'Limit 6')).toEqual([]);
  });

  describe('admin endpoints', () => {
    let id = '';
    let cookie = '';
    beforeAll(async () => {
      cookie = (await c.login()).cookie;
      const r = await post(c, request({ name: '=Formula Name', phone: '70000 11111', message: 'Hello, "dealer"' }));
      expect(r.status).toBe(201);
      id = r.body.id;
    });

    it('need a session for every call, and the Origin for cookie writes', async () => {
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/enquiries'],
        ['GET', `/api/enquiries/${id}`],
        ['PATCH', `/api/enquiries/${id}`, { status: 'contacted' }],
        ['DELETE', `/api/enquiries/${id}`],
        ['POST', '/api/enquiries/erase', { phone: '70000 11111' }],
        ['GET', '/api/enquiries/export'],
      ];
      for (const [method, path, body] of calls) {
        const init = (headers: Record<string, string>) => ({ method, headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers }, ...(body ? { body: JSON.stringify(body) } : {}) });
        const none = await c.call(path, init({}));
        expect(none, `${method} ${path}`).toMatchObject({ status: 401, body: { message: AUTH_REQUIRED } });
        if (method !== 'GET') {
          const forged = await c.call(path, init({ Cookie: cookie, Origin: 'https://evil.example' }));
          expect(forged, `${method} ${path} from another site`).toMatchObject({ status: 403, body: { message: FOREIGN } });
        }
      }
      expect((await c.call(`/api/enquiries/${id}`, { headers: admin })).body.data).toMatchObject({ status: 'new', name: '=Formula Name' });
    });

    it('list with filters, change status and note with checks, and export escaped CSV', async () => {
      const patch = (body: unknown, auth: Auth = c.cookieAuth(cookie)) =>
        c.call(`/api/enquiries/${id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...auth }, body: JSON.stringify(body) });
      expect(await patch({ status: 'visit_booked', note: 'Sunday 5 PM' })).toMatchObject({ status: 200, body: { data: { status: 'visit_booked', note: 'Sunday 5 PM' } } });
      expect(await patch({ status: 'sold' })).toMatchObject({ status: 400, body: { message: 'status must be one of: new, contacted, visit_booked, closed_bought, closed_not_interested' } });
      expect(await patch({ note: 'x'.repeat(2001) })).toMatchObject({ status: 400, body: { message: 'note must be at most 2000 characters' } });
      expect(await patch({ name: 'x' })).toMatchObject({ status: 400, body: { message: 'Unknown field name: send only status and note.' } });
      expect(await patch({})).toMatchObject({ status: 400, body: { message: 'Send a status, a note or both.' } });
      expect((await c.call(`/api/enquiries/${'f'.repeat(24)}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...admin }, body: '{"status":"new"}' })).status).toBe(404);

      const booked = await inbox(c, '?status=visit_booked');
      expect(booked.data.map((e: Json) => e.id)).toEqual([id]);
      expect(booked).toMatchObject({ total: 1, newCount: expect.any(Number) });
      expect((await c.call('/api/enquiries?status=lost', { headers: admin })).status).toBe(400);

      const res = await c.api('/api/enquiries/export?status=visit_booked', { headers: admin });
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)], 'a UTF-8 byte-order mark, for Excel').toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      expect(text.startsWith('Enquiry ID,')).toBe(true);
      expect(text).toContain(`${id},`);
      expect(text).toContain(`,'=Formula Name,70000 11111,"Hello, ""dealer""",Sunday 5 PM,`);
    });

    it('erase one enquiry, and every enquiry from a number, keeping the anonymous rows', async () => {
      const other = await post(c, request({ name: 'Same Number', phone: '+91-70000-22222', want: 'callback' }));
      const again = await post(c, request({ name: 'Same Number Again', phone: '07000022222', want: 'callback' }));
      const erase = (phone: unknown, auth: Auth = admin) =>
        c.call('/api/enquiries/erase', { method: 'POST', headers: { 'Content-Type': 'application/json', ...auth }, body: JSON.stringify({ phone }) });
      expect(await erase('12')).toMatchObject({ status: 400, body: { message: 'phone must be a 10-digit Indian mobile number, with or without +91.' } });
      expect(await erase('70000 22222', c.cookieAuth(cookie))).toMatchObject({ status: 200, body: { erased: 2, message: '2 enquiries erased.' } });
      for (const r of [other, again]) {
        expect((await c.call(`/api/enquiries/${r.body.id}`, { headers: admin })).body.data).toMatchObject({ name: null, phone: null, erasedAt: expect.any(String) });
      }
      const gone = await c.call(`/api/enquiries/${id}`, { method: 'DELETE', headers: admin });
      expect(gone).toMatchObject({ status: 200, body: { success: true } });
      expect((await c.call(`/api/enquiries/${id}`, { headers: admin })).body.data).toMatchObject({ name: null, phone: null, note: null, message: null, status: 'visit_booked' });
      expect((await c.call(`/api/enquiries/${'e'.repeat(24)}`, { method: 'DELETE', headers: admin })).status).toBe(404);
      expect((await c.call('/api/enquiries/not-an-id', { method: 'DELETE', headers: admin })).status).toBe(404);
    });

    it('never write a name or a number to the server log', () => {
      const output = srv.output();
      for (const text of [...names, 'Same Number', 'Formula Name', 'Limit 1', 'Bot Name', '98765', '9876543210', '70000', '7000011111']) {
        expect(output, text).not.toContain(text);
      }
    });
  });
});

describe(`the site-wide request limit (${ENGINE})`, () => {
  let srv: RunningServer;
  let c: Client;
  beforeAll(async () => {
    srv = await startServer(ENGINE, { ...BEHIND_PROXY, ENQUIRIES_SITE_PER_MINUTE: '3' });
    c = createClient(srv.context);
  });
  afterAll(async () => {
    await srv?.stop();
  });

  it('takes 3 requests a minute from all addresses together, then 429, and stores only those', async () => {
    for (let i = 0; i < 3; i++) expect((await post(c, request({ want: 'callback' }))).status).toBe(201);
    const refused = await post(c, request({ want: 'callback' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await inbox(c)).total).toBe(3);
    // Without SMTP_URL the alerts wait in the outbox; the server says so once at start-up.
    expect(srv.output()).toContain('SMTP_URL is not set');
  });
});
