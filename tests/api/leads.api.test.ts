// The lead log over HTTP (issue 14 items 4 and 5): beacons to POST /api/leads, what is refused
// and what is silently dropped, the per-address limit, and the administrator's CSV export.
// The shared server's limit is 30 beacons a minute from this one address: the first describe
// sends fewer; the limit itself is tested on a private server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, createClient, type Json, marker, rawRequest, unknownId } from './support/client';
import { type RunningServer, startServer } from './support/server';

const ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const MARK = marker('ld');

type Beacon = { kind: string; id: string; action: string };

function beacon(c: Client, body: Beacon | string, headers: Record<string, string> = {}) {
  return c.api('/api/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function expect204(res: Response) {
  expect(res.status, await res.clone().text()).toBe(204);
  expect(await res.text()).toBe('');
  expect(res.headers.get('set-cookie')).toBeNull();
}

/** Two beacons on one keep-alive connection, the first a chunked body of `body`: their statuses, and whether the second reused the socket. */
async function sameConnection(base: string, body: string): Promise<{ status: number; reused: boolean }[]> {
  const http = await import('node:http');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (payload: string, chunked: boolean) =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = http.request(new URL('/api/leads', base), { method: 'POST', agent, headers: { 'Content-Type': 'text/plain', 'User-Agent': BROWSER, ...(chunked ? {} : { 'Content-Length': Buffer.byteLength(payload) }) } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }));
      });
      req.on('error', reject);
      if (chunked) for (let i = 0; i < payload.length; i += 500) req.write(payload.slice(i, i + 500));
      req.end(chunked ? undefined : payload);
    });
  try {
    const first = await send(body, true);
    const second = await send('{"kind": "villas", ', false);
    return [first, second];
  } finally {
    agent.destroy();
  }
}

async function expect400(res: Response, message: RegExp, status = 400) {
  expect(res.status).toBe(status);
  expect(res.headers.get('set-cookie')).toBeNull();
  const body = (await res.json()) as Json;
  expect(body.success).toBe(false);
  expect(body.message).toMatch(message);
}

/** RFC 4180 with quoted cells; enough for the export. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += ch;
  }
  return rows;
}

/** The export as records keyed by listing id, with its raw text. */
async function exported(c: Client, days = 30) {
  const { cookie } = await c.login();
  const res = await c.api(`/api/leads/export?days=${days}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="leads-last-${days}-days-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
  expect(res.headers.get('cache-control')).toContain('no-store');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)], 'starts with a UTF-8 byte-order mark, for Excel').toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual(['Listing ID', 'Kind', 'Title', 'Listing deleted', 'Enquiries', 'Views', 'Calls', 'WhatsApp', 'E-mails', 'Contact forms', 'Requests', 'Shares']);
  const byId = new Map(rows.map((r) => [r[0], Object.fromEntries(header.map((h, i) => [h, r[i]]))]));
  return { text, byId };
}

const counts = (r: Record<string, string> | undefined) =>
  r && { views: +r.Views, calls: +r.Calls, whatsapp: +r.WhatsApp, emails: +r['E-mails'], contact: +r['Contact forms'], shares: +r.Shares, enquiries: +r.Enquiries };

describe(`lead beacons and export (${ENGINE})`, () => {
  const c = client();
  let villa: Json;
  let plot: Json;

  beforeAll(async () => {
    villa = await c.seed('villas', { title: `=HYPERLINK("http://evil.example"), "Palm" ${MARK}` });
    plot = await c.seed('plots', { title: `${MARK} plot` });
  });

  it('takes beacons as text/plain (sendBeacon) and as JSON, answers 204 with no cookie, and records them', async () => {
    await expect204(await beacon(c, { kind: 'villas', id: villa._id, action: 'view' }));
    await expect204(await beacon(c, { kind: 'villas', id: villa._id, action: 'view' }));
    await expect204(await beacon(c, { kind: 'villas', id: villa._id, action: 'call' }, { 'Content-Type': 'application/json' }));
    const res = await beacon(c, { kind: 'villas', id: villa._id, action: 'whatsapp' });
    await expect204(res);
    expect(res.headers.get('cache-control')).toContain('no-store');
    await expect204(await beacon(c, { kind: 'plots', id: plot._id, action: 'share' }));

    const { byId } = await exported(c);
    expect(counts(byId.get(villa._id))).toEqual({ views: 2, calls: 1, whatsapp: 1, emails: 0, contact: 0, shares: 0, enquiries: 2 });
    expect(counts(byId.get(plot._id))).toEqual({ views: 0, calls: 0, whatsapp: 0, emails: 0, contact: 0, shares: 1, enquiries: 0 });
    expect(byId.get(plot._id)).toMatchObject({ Kind: 'Plot', Title: `${MARK} plot`, 'Listing deleted': 'no' });
  });

  it('refuses malformed and unknown beacons with a 400, oversize ones with a 413, each with a message, recording nothing', async () => {
    const before = counts((await exported(c)).byId.get(villa._id));
    const ok = { kind: 'villas', id: villa._id, action: 'view' };
    await expect400(await beacon(c, '{"kind": "villas", '), /not valid JSON/);
    await expect400(await beacon(c, ''), /not valid JSON/);
    await expect400(await beacon(c, JSON.stringify({ ...ok, pad: 'x'.repeat(2000) })), /larger than 1024 bytes/, 413);
    // Without a Content-Length (chunked), the limit holds as the body arrives.
    const chunked = await c.api('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': BROWSER },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(500)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    await expect400(chunked, /larger than 1024 bytes/, 413);
    // The refused body is read to its end, and the connection serves the next request.
    const [first, second] = await sameConnection(c.ctx.baseURL, ' '.repeat(2000));
    expect(first).toEqual({ status: 413, reused: false });
    expect(second).toEqual({ status: 400, reused: true });
    await expect400(await beacon(c, { ...ok, action: 'like' }), /action must be one of: view, call, whatsapp, email, contact, share/);
    await expect400(await beacon(c, { ...ok, kind: 'castles' }), /kind must be one of: villas, plots, homes/);
    await expect400(await beacon(c, { ...ok, id: unknownId() }), /No villa has the id/);
    await expect400(await beacon(c, { ...ok, kind: 'plots' }), /No plot has the id/);
    await expect400(await beacon(c, { ...ok, id: '../etc' }), /id must be a listing id/);
    await expect400(await beacon(c, JSON.stringify({ ...ok, ip: '203.0.113.9' })), /Unknown field ip/);
    await expect400(await beacon(c, ok, { 'Content-Type': 'application/x-www-form-urlencoded' }), /text\/plain or application\/json/);
    expect(counts((await exported(c)).byId.get(villa._id))).toEqual(before);
  });

  it('answers robots and a request without User-Agent with 204 and records nothing', async () => {
    const before = counts((await exported(c)).byId.get(villa._id));
    const ok = { kind: 'villas', id: villa._id, action: 'view' };
    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'facebookexternalhit/1.1', 'WhatsApp/2.23.20.0']) {
      await expect204(await beacon(c, ok, { 'User-Agent': ua }));
    }
    // fetch always sends a User-Agent; node:http sends none unless told.
    const raw = await rawRequest(c.ctx.baseURL, {
      method: 'POST',
      path: '/api/leads',
      headers: { 'Content-Type': 'text/plain' },
      body: Buffer.from(JSON.stringify(ok)),
    });
    expect(raw.status).toBe(204);
    expect(raw.headers['set-cookie']).toBeUndefined();
    expect(counts((await exported(c)).byId.get(villa._id))).toEqual(before);
  });

  it("refuses a beacon sent from another site's page (403)", async () => {
    const res = await beacon(c, { kind: 'villas', id: villa._id, action: 'view' }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('exports only to the administrator, as CSV with quoted titles and formulas kept as text', async () => {
    const anonymous = await c.api('/api/leads/export?days=30');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ success: false, message: 'Authentication required.' });
    const forged = await c.api('/api/leads/export?days=30', { headers: { Cookie: 'session=not-a-token', Authorization: 'Bearer nope' } });
    expect(forged.status).toBe(401);

    const { cookie } = await c.login();
    const bad = await c.api('/api/leads/export?days=14', { headers: { Cookie: cookie } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).message).toMatch(/days must be one of: 7, 30, 90/);

    const { text, byId } = await exported(c, 7);
    // The title starts with '=': stored as typed, exported with a leading quote, quotes doubled.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example""), ""Palm"" ${MARK}"`);
    expect(byId.get(villa._id)?.Title).toBe(`'=HYPERLINK("http://evil.example"), "Palm" ${MARK}`);
    expect(counts(byId.get(villa._id))?.views).toBe(2);
  });

  it("keeps a deleted listing's counts in the export, marked deleted", async () => {
    const gone = await c.seed('homes', { title: `${MARK} gone home` });
    await expect204(await beacon(c, { kind: 'homes', id: gone._id, action: 'email' }));
    expect((await c.remove('homes', gone._id)).status).toBe(200);
    await expect400(await beacon(c, { kind: 'homes', id: gone._id, action: 'view' }), /No home has the id/);
    const { byId } = await exported(c);
    expect(byId.get(gone._id)).toMatchObject({ Title: `${MARK} gone home`, 'Listing deleted': 'yes', 'E-mails': '1' });
  });

  it('shows the counts on the admin Leads page, which needs a session', async () => {
    const signedOut = await c.api('/admin/leads', { redirect: 'manual' });
    expect([302, 303, 307, 308]).toContain(signedOut.status);
    expect(signedOut.headers.get('location')).toMatch(/\/login\?next=%2Fadmin%2Fleads/);

    const { cookie } = await c.login();
    const res = await c.api('/admin/leads?sort=view', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const row = new RegExp(`<tr data-listing="${villa._id}"[\\s\\S]*?</tr>`).exec(html)?.[0] ?? '';
    const cells = [...row.matchAll(/<td[^>]*>([\d,]+)<\/td>/g)].map((m) => Number(m[1]));
    // Enquiries, Views, Calls, WhatsApp, E-mails, Contact forms, Requests, Shares.
    expect(cells).toEqual([2, 2, 1, 1, 0, 0, 0, 0]);
    expect(html).toMatch(/<th scope="col" aria-sort="descending"[^>]*><a [^>]*href="\/admin\/leads\?sort=view&amp;dir=asc"/);
    expect(html).toContain('role="img"');
  });
});

describe(`the beacon limit per address (${ENGINE})`, () => {
  let srv: RunningServer;
  let c: Client;
  beforeAll(async () => {
    srv = await startServer(ENGINE);
    c = createClient(srv.context);
  });
  afterAll(async () => {
    await srv?.stop();
  });

  it('takes 30 beacons a minute from one address, then answers 429 with Retry-After and records no more', async () => {
    const listing = await c.seed('villas', { title: `${MARK} limited villa` });
    const ok = { kind: 'villas', id: listing._id, action: 'view' };
    for (let i = 0; i < 30; i++) expect((await beacon(c, ok)).status, `beacon ${i + 1}`).toBe(204);
    // A made-up X-Forwarded-For does not make another address (TRUST_PROXY is off).
    const res = await beacon(c, ok, { 'X-Forwarded-For': '203.0.113.50' });
    expect(res.status).toBe(429);
    expect(res.headers.get('set-cookie')).toBeNull();
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(((await res.json()) as Json).message).toMatch(/Too many requests/);
    // Malformed beacons count too, so a flood of them is stopped as cheaply.
    expect((await beacon(c, 'not json')).status).toBe(429);
    expect(counts((await exported(c)).byId.get(listing._id))?.views).toBe(30);
  });
});
