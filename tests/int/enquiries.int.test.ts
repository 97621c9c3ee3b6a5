// Call-back and site-visit requests on each engine: every bad input gets its message and stores
// nothing; a request is committed with its alert's outbox row and a 'request' row of the lead log;
// the outbox delivers to a real SMTP server with a stable Message-ID, survives an outage (20
// alerts stored while it is down, all delivered exactly once after it returns), never sends one
// row from two senders, and recovers a row whose sender died mid-send; erasure by id, by number
// and by retention; the CSV export's escaping; the inbox's filters; the demo data.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, engine } from '@/lib/db';
import { CONSENT_VERSION, countNew, createEnquiry, enquiriesCsv, eraseByPhone, eraseEnquiry, eraseExpiredEnquiries, getEnquiry, listEnquiries, parseEnquiry, parseEnquiryForm, submitEnquiry, updateEnquiry } from '@/lib/enquiries';
import { seedDemoEnquiries } from '@/lib/enquiries/demo';
import { smtpSender } from '@/lib/enquiries/mailer';
import { ENQUIRY_STATUSES } from '@/lib/enquiries/options';
import { claimDue, deliverDue, type OutboxOptions, startOutboxWorker } from '@/lib/enquiries/outbox';
import { normaliseIndianMobile } from '@/lib/enquiries/phone';
import type { EnquiryValues } from '@/lib/enquiries/schema';
import { leadCounts } from '@/lib/leads';
import { createListing } from '@/lib/listings';
import { createOutageLog } from '@/lib/outage-log.mjs';
import { KINDS, validateListing } from '@/models/kinds';
import { testSmtp, type TestSmtp } from '../support/smtp';

const ENGINE = process.env.TEST_ENGINE;
// 28 November 2026, 14:00 IST (08:30 UTC): today in India is the 28th, its morning is over.
const NOW = new Date('2026-11-28T08:30:00.000Z');

async function villa(title = 'Enquiry villa') {
  const checked = validateListing(KINDS.villa, { title, location: 'Bagalur Road, Hosur', price: '85 L', area: '2,400', buildingarea: '1,850', bedrooms: '3', description: 'A villa.' });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return createListing(KINDS.villa, checked.values, { mainImage: '/uploads/00/000000000000000000000000.webp', additionalImages: [] });
}

const good = (over: Record<string, unknown> = {}) => ({
  name: 'Priya Raman',
  phone: '98765 43210',
  want: 'visit',
  visitDay: '2026-11-29',
  visitWindow: 'morning',
  message: 'Saturday, with my parents.',
  consent: true,
  website: '',
  elapsedMs: 12_000,
  lang: 'en',
  ...over,
});

function valid(over: Record<string, unknown> = {}, now = NOW): EnquiryValues {
  const checked = parseEnquiry(good(over), now);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.values;
}

async function tableSizes() {
  const handle = await db();
  const count = async (table: 'enquiries' | 'enquiryOutbox' | 'leadEvents') =>
    Number((await handle.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  return { enquiries: await count('enquiries'), outbox: await count('enquiryOutbox'), leads: await count('leadEvents') };
}

async function clear() {
  const handle = await db();
  await handle.deleteFrom('enquiryOutbox').execute();
  await handle.deleteFrom('enquiries').execute();
  await handle.deleteFrom('leadEvents').execute();
}

const ENVELOPE = { from: 'Hosur Properties <no-reply@localhost>', to: 'dealer@example.com' };

describe(`enquiries on ${ENGINE}`, () => {
  beforeAll(async () => {
    await db();
    expect(engine()).toBe(ENGINE);
  });

  describe('validation', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['a missing name', { name: undefined }, 'name', 'Please enter your name.'],
      ['a blank name', { name: '  \t ' }, 'name', 'Please enter your name.'],
      ['a long name', { name: 'x'.repeat(101) }, 'name', 'Please keep your name under 100 characters.'],
      ['a missing number', { phone: '' }, 'phone', 'Please enter your mobile number.'],
      ['a short number', { phone: '98765 4321' }, 'phone', 'Please enter a 10-digit Indian mobile number that starts with 6, 7, 8 or 9, with or without +91.'],
      ['a number starting with 5', { phone: '58765 43210' }, 'phone', 'Please enter a 10-digit Indian mobile number that starts with 6, 7, 8 or 9, with or without +91.'],
      ['a foreign number', { phone: '+1 202 555 0123' }, 'phone', 'Please enter a 10-digit Indian mobile number that starts with 6, 7, 8 or 9, with or without +91.'],
      ['no choice', { want: 'email' }, 'want', 'Please choose a call back or a site visit.'],
      ['a visit without a day', { visitDay: '' }, 'visitDay', 'Please choose a day for your visit.'],
      ['a day that does not exist', { visitDay: '2026-02-30' }, 'visitDay', 'Please choose a day for your visit.'],
      ['yesterday in India', { visitDay: '2026-11-27' }, 'visitDay', 'Please choose today or a later day for your visit.'],
      ['a day too far ahead', { visitDay: '2027-03-01' }, 'visitDay', 'Please choose a day within the next 60 days.'],
      ['a visit without a time', { visitWindow: '' }, 'visitWindow', 'Please choose a time for your visit.'],
      ['an unknown time', { visitWindow: 'midnight' }, 'visitWindow', 'Please choose a time for your visit.'],
      ["today's morning at 2 PM", { visitDay: '2026-11-28', visitWindow: 'morning' }, 'visitWindow', 'That time is already over today. Please choose a later time or another day.'],
      ['a long message', { message: 'x'.repeat(1001) }, 'message', 'Please keep your message under 1,000 characters.'],
      ['no consent', { consent: undefined }, 'consent', 'Please tick the box to agree that we may contact you about this enquiry.'],
      ['consent refused', { consent: false }, 'consent', 'Please tick the box to agree that we may contact you about this enquiry.'],
      ['a form filled in under 3 s', { elapsedMs: 1200 }, 'form', 'That was very quick. Please check your details, then send again.'],
      ['a malformed listing', { listing: 'villas:123' }, 'listing', 'This property could not be found. Please reload the page and try again.'],
    ];

    it.each(cases)('refuses %s with its message, and stores nothing', async (_what, over, field, message) => {
      await clear();
      const checked = parseEnquiry(good(over), NOW);
      expect(checked.ok).toBe(false);
      if (checked.ok) return;
      expect(checked.errors[field as keyof typeof checked.errors]).toBe(message);
      expect(checked.message).toBe(message);
      expect(await tableSizes()).toEqual({ enquiries: 0, outbox: 0, leads: 0 });
    });

    it('names every bad field at once, in Tamil for a Tamil form', () => {
      const checked = parseEnquiry({ lang: 'ta', want: 'visit', name: '', phone: '12', visitDay: '2026-11-01', visitWindow: 'x' }, NOW);
      expect(checked.ok).toBe(false);
      if (checked.ok) return;
      expect(checked.errors).toEqual({
        name: 'உங்கள் பெயரை உள்ளிடுங்கள்.',
        phone: '6, 7, 8 அல்லது 9-இல் தொடங்கும் 10 இலக்க இந்திய மொபைல் எண்ணை உள்ளிடுங்கள் (+91 உடனோ இல்லாமலோ).',
        consent: 'இந்த விசாரணை பற்றி உங்களைத் தொடர்புகொள்ள ஒப்புதல் தர, பெட்டியில் குறியிடுங்கள்.',
        visitDay: 'பார்வையிட இன்றையோ அதற்குப் பிந்தைய நாளையோ தேர்ந்தெடுங்கள்.',
        visitWindow: 'பார்வையிட ஒரு நேரத்தைத் தேர்ந்தெடுங்கள்.',
      });
      expect(checked.message).toBe('குறியிட்ட புலங்களைத் திருத்துங்கள்.');
      expect(parseEnquiry('name=x', NOW)).toMatchObject({ ok: false, errors: { form: 'Please correct the marked fields.' } });
    });

    it('takes the number as people write it, and judges days and times in India', () => {
      for (const phone of ['9876543210', '98765 43210', '98765-43210', '+91 98765 43210', '+91-98765-43210', '919876543210', '098765 43210', '(+91) 98765.43210']) {
        expect(normaliseIndianMobile(phone), phone).toBe('+919876543210');
      }
      for (const phone of ['', '12345', '+919876543', '5876543210', '0 44 2345 6789', '+44 7700 900123', '98765432100']) {
        expect(normaliseIndianMobile(phone), phone).toBeNull();
      }
      // Today's afternoon is still on at 2 PM; 23:59 IST on the 27th is still the 27th.
      expect(valid({ visitDay: '2026-11-28', visitWindow: 'afternoon' })).toMatchObject({ visitDay: '2026-11-28', visitWindow: 'afternoon' });
      expect(valid({ visitDay: '2026-11-27', visitWindow: 'evening' }, new Date('2026-11-27T13:00:00.000Z')).visitDay).toBe('2026-11-27');
      expect(parseEnquiry(good({ visitDay: '2026-11-27', visitWindow: 'evening' }), new Date('2026-11-27T18:31:00.000Z')).ok).toBe(false);
      // A call back drops what a visit would need; no elapsed time (no JavaScript) is allowed.
      expect(valid({ want: 'callback', visitDay: 'garbage', visitWindow: 'x', elapsedMs: undefined, message: '  ' })).toMatchObject({
        want: 'callback', visitDay: null, visitWindow: null, message: null, phone: '+919876543210', trapped: false, listing: null,
      });
      expect(valid({ website: 'http://spam.example' }).trapped).toBe(true);
    });

    it('reads the form sent without JavaScript with the same rules and words', () => {
      const body = 'name=%E0%AE%AE%E0%AE%A4%E0%AE%BF&phone=%2B91+98765-43210&want=callback&consent=on&website=&message=Hi';
      expect(parseEnquiryForm(body, 'ta', NOW)).toMatchObject({ ok: true, values: { name: 'மதி', phone: '+919876543210', lang: 'ta', message: 'Hi' } });
      const refused = parseEnquiryForm('name=&phone=1&want=visit', 'ta', NOW);
      expect(refused).toMatchObject({ ok: false, errors: { name: 'உங்கள் பெயரை உள்ளிடுங்கள்.', consent: expect.any(String), visitDay: 'பார்வையிட ஒரு நாளைத் தேர்ந்தெடுங்கள்.' } });
    });
  });

  describe('storing', () => {
    beforeEach(clear);

    it('commits the enquiry, its outbox row and a request row of the lead log together', async () => {
      const listing = await villa('Requested villa');
      const { id } = await createEnquiry(valid({ listing: `villas:${listing._id}` }), NOW);
      const enquiry = await getEnquiry(id);
      expect(enquiry).toMatchObject({
        id, name: 'Priya Raman', phone: '+919876543210', want: 'visit', visitDay: '2026-11-29', visitWindow: 'morning', status: 'new', lang: 'en',
        consentVersion: CONSENT_VERSION, listing: { kind: 'villa', slug: 'villas', id: listing._id, title: 'Requested villa' }, erasedAt: null,
        createdAt: NOW.toISOString(), updatedAt: NOW.toISOString(),
      });
      expect(enquiry!.consentText).toBe(
        'I agree that Hosur Properties may use my name and mobile number only to call me or send me WhatsApp messages about this property enquiry, and may keep them for up to 180 days after the enquiry is closed.',
      );
      const outbox = await (await db()).selectFrom('enquiryOutbox').selectAll().execute();
      expect(outbox).toEqual([expect.objectContaining({ enquiryId: id, messageId: `<enquiry-${id}@localhost>`, attempts: 0, sentAt: null, nextAttemptAt: NOW.toISOString() })]);
      const leads = await (await db()).selectFrom('leadEvents').selectAll().execute();
      expect(leads).toEqual([expect.objectContaining({ listingId: listing._id, kind: 'villa', action: 'request', at: NOW.toISOString() })]);
      const [row] = await leadCounts(7, NOW);
      expect(row).toMatchObject({ listingId: listing._id, enquiries: 1, counts: { request: 1, view: 0 } });
    });

    it('stores a request from the contact page, or about a listing gone since, without a lead row', async () => {
      await createEnquiry(valid({ want: 'callback', lang: 'ta' }), NOW);
      await createEnquiry(valid({ listing: `plots:${'a'.repeat(24)}` }), new Date(NOW.getTime() + 1000));
      expect(await tableSizes()).toEqual({ enquiries: 2, outbox: 2, leads: 0 });
      const { items } = await listEnquiries();
      expect(items.map((e) => e.listing)).toEqual([{ kind: 'plot', slug: 'plots', id: 'a'.repeat(24), title: null }, null]);
      expect(items[1].consentText).toContain('ஒப்புக்கொள்கிறேன்');
    });

    it('never stores a request caught by the honeypot, though it answers as if it had', async () => {
      await expect(createEnquiry(valid({ website: 'x' }), NOW)).rejects.toThrow(/honeypot/);
      expect(await submitEnquiry(valid({ website: 'x' }), '192.0.2.10')).toEqual({ status: 'stored', id: expect.stringMatching(/^[0-9a-f]{24}$/) });
      expect(await tableSizes()).toEqual({ enquiries: 0, outbox: 0, leads: 0 });
    });

    it('takes 5 requests from one address, counting the honeypot ones too, then says how long to wait', async () => {
      const results = [];
      for (let i = 0; i < 6; i++) results.push(await submitEnquiry(valid({ website: i === 0 ? 'x' : '' }), '192.0.2.77'));
      expect(results.slice(0, 5).map((r) => r.status)).toEqual(['stored', 'stored', 'stored', 'stored', 'stored']);
      expect(results[5]).toEqual({ status: 'limited', retryAfter: expect.any(Number) });
      expect((results[5] as { retryAfter: number }).retryAfter).toBeGreaterThan(500);
      expect(await tableSizes()).toMatchObject({ enquiries: 4, outbox: 4 });
      expect((await submitEnquiry(valid(), '192.0.2.78')).status).toBe('stored');
    });

    it('lists newest first, filters by status and listing, counts New, and takes status and note', async () => {
      const a = await villa('Filter villa A');
      const b = await villa('Filter villa B');
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        ids.push((await createEnquiry(valid({ listing: `villas:${(i % 2 ? b : a)._id}` }), new Date(NOW.getTime() + i * 60_000))).id);
      }
      expect((await listEnquiries()).items.map((e) => e.id)).toEqual([...ids].reverse());
      expect(await countNew()).toBe(4);
      expect(await updateEnquiry(ids[0], { status: 'contacted', note: 'Called, will visit Sunday.' }, NOW)).toMatchObject({ status: 'ok', enquiry: { status: 'contacted', note: 'Called, will visit Sunday.' } });
      expect(await updateEnquiry(ids[1], { status: 'closed_bought' })).toMatchObject({ status: 'ok' });
      expect(await updateEnquiry(ids[0], { note: '' })).toMatchObject({ status: 'ok', enquiry: { status: 'contacted', note: null } });
      expect(await updateEnquiry('f'.repeat(24), { status: 'new' })).toEqual({ status: 'not-found' });
      expect(await countNew()).toBe(2);
      expect((await listEnquiries({ status: 'new' })).items.map((e) => e.id)).toEqual([ids[3], ids[2]]);
      expect(await listEnquiries({ listingId: b._id })).toMatchObject({ total: 2, items: [{ id: ids[3] }, { id: ids[1] }] });
      expect(await listEnquiries({ status: 'contacted', listingId: a._id })).toMatchObject({ total: 1, items: [{ id: ids[0] }] });
      expect(await listEnquiries({ limit: 1, offset: 1 })).toMatchObject({ total: 4, items: [{ id: ids[2] }] });
    });
  });

  describe('erasure', () => {
    beforeEach(clear);

    it('erases one enquiry, or every one from a number however it is written, keeping the anonymous rows', async () => {
      const listing = await villa('Erased villa');
      const one = await createEnquiry(valid({ listing: `villas:${listing._id}`, phone: '+91 98765 43210' }), NOW);
      const two = await createEnquiry(valid({ want: 'callback', phone: '9876543210', message: 'Second one' }), NOW);
      const other = await createEnquiry(valid({ name: 'Someone else', phone: '70000 12345' }), NOW);
      await updateEnquiry(one.id, { note: 'Prefers Tamil.' });

      expect(await eraseByPhone('not a number')).toBeNull();
      expect(await eraseByPhone('098765-43210', NOW)).toBe(2);
      for (const id of [one.id, two.id]) {
        expect(await getEnquiry(id)).toMatchObject({ name: null, phone: null, message: null, note: null, erasedAt: NOW.toISOString(), want: expect.any(String) });
      }
      expect(await getEnquiry(other.id)).toMatchObject({ name: 'Someone else', phone: '+917000012345', erasedAt: null });
      expect(await tableSizes()).toEqual({ enquiries: 3, outbox: 1, leads: 1 });

      expect(await eraseEnquiry(other.id, NOW)).toBe(true);
      expect(await eraseEnquiry('f'.repeat(24))).toBe(false);
      expect(await getEnquiry(other.id)).toMatchObject({ name: null, phone: null, erasedAt: NOW.toISOString() });
      expect(await tableSizes()).toEqual({ enquiries: 3, outbox: 0, leads: 1 });
      // A status may still change; a note, being about a person, may not.
      expect(await updateEnquiry(one.id, { note: 'Again' })).toEqual({ status: 'erased' });
      expect(await updateEnquiry(one.id, { status: 'closed_not_interested' })).toMatchObject({ status: 'ok', enquiry: { status: 'closed_not_interested', name: null } });
      expect(await countNew()).toBe(0);
    });

    it('erases by retention what was not touched for ENQUIRY_RETENTION_DAYS, and nothing newer', async () => {
      const day = 24 * 3600_000;
      const old = await createEnquiry(valid(), new Date(NOW.getTime() - 200 * day));
      const closedLongAgo = await createEnquiry(valid(), new Date(NOW.getTime() - 400 * day));
      await updateEnquiry(closedLongAgo.id, { status: 'closed_bought' }, new Date(NOW.getTime() - 181 * day));
      const touched = await createEnquiry(valid(), new Date(NOW.getTime() - 300 * day));
      await updateEnquiry(touched.id, { status: 'contacted' }, new Date(NOW.getTime() - 179 * day));
      const fresh = await createEnquiry(valid(), NOW);

      expect(await eraseExpiredEnquiries({ days: 180, now: NOW })).toBe(2);
      expect(await getEnquiry(old.id)).toMatchObject({ name: null, phone: null, erasedAt: NOW.toISOString() });
      expect(await getEnquiry(closedLongAgo.id)).toMatchObject({ name: null, status: 'closed_bought' });
      expect(await getEnquiry(touched.id)).toMatchObject({ name: 'Priya Raman', erasedAt: null });
      expect(await getEnquiry(fresh.id)).toMatchObject({ name: 'Priya Raman', erasedAt: null });
      const outbox = await (await db()).selectFrom('enquiryOutbox').select('enquiryId').execute();
      expect(outbox.map((r) => r.enquiryId).sort()).toEqual([touched.id, fresh.id].sort());
      // Run again: nothing more, and erased rows are not erased twice.
      expect(await eraseExpiredEnquiries({ days: 180, now: NOW })).toBe(0);
    });
  });

  it('exports CSV with formulas, commas, quotes and line breaks kept as text', async () => {
    await clear();
    await createEnquiry(valid({ name: '=HYPERLINK("http://x.example","click")', message: 'Hello, "dealer"\nSecond line', phone: '+91 98765 43210' }), NOW);
    await createEnquiry(valid({ name: '@SUM(A1)', want: 'callback', message: '-1+2' }), new Date(NOW.getTime() + 1000));
    const csv = enquiriesCsv((await listEnquiries()).items);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Enquiry ID,Received (IST),Status,Wants,Visit day,Visit time,Name,Mobile (+91),Message,Note,Listing kind,Listing ID,Listing title,Language,Consent version,Erased (IST)');
    expect(csv).toContain(`,"'=HYPERLINK(""http://x.example"",""click"")",98765 43210,"Hello, ""dealer""\nSecond line",`);
    expect(csv).toContain(",'@SUM(A1),98765 43210,'-1+2,");
    expect(csv).toContain('2026-11-28 14:00,New,Site visit,2026-11-29,9 AM-12 noon,');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('seeds demo enquiries in every state into an empty inbox only', async () => {
    await clear();
    await villa('Demo villa');
    expect(await seedDemoEnquiries(() => {}, NOW)).toBe(10);
    const { items } = await listEnquiries({ limit: 100 });
    expect(new Set(items.map((e) => e.status))).toEqual(new Set(ENQUIRY_STATUSES));
    expect(items.some((e) => e.erasedAt && e.name === null)).toBe(true);
    expect(await tableSizes()).toMatchObject({ outbox: 0 });
    expect(await seedDemoEnquiries(() => {}, NOW)).toBe(0);
  });
});

describe(`the alert outbox on ${ENGINE}`, () => {
  let smtp: TestSmtp;
  let sender: ReturnType<typeof smtpSender>;
  const lines: string[] = [];
  const outageLog = () => createOutageLog('SMTP (enquiry alerts)', { log: { error: (l: string) => lines.push(l), log: (l: string) => lines.push(l) } });
  const fast = (over: Partial<OutboxOptions> = {}): OutboxOptions => ({ send: sender.send, ...ENVELOPE, retryBaseMs: 50, retryMaxMs: 400, ...over });
  const unsent = async () => (await (await db()).selectFrom('enquiryOutbox').select('id').where('sentAt', 'is', null).execute()).length;

  async function until(check: () => Promise<boolean>, ms: number, what: string) {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  beforeAll(async () => {
    smtp = await testSmtp();
    await smtp.start();
    sender = smtpSender(smtp.url());
  });
  afterAll(async () => {
    sender?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await clear();
    smtp.received.length = 0;
    lines.length = 0;
  });

  it('delivers an alert to the dealer with the stable Message-ID, and marks it sent', async () => {
    const listing = await villa('Mailed villa');
    const { id } = await createEnquiry(valid({ listing: `villas:${listing._id}` }));
    expect(await deliverDue(fast({ owner: 'a' }))).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.messageId).toBe(`<enquiry-${id}@localhost>`);
    expect(mail.raw).toMatch(/^To: dealer@example\.com/m);
    expect(mail.raw).toMatch(/^Subject: New site-visit request: Mailed villa/m);
    expect(mail.raw).toContain('Mobile: 98765 43210 (tel:+919876543210)');
    expect(mail.raw).toContain(`/villas/${listing._id}`);
    const [row] = await (await db()).selectFrom('enquiryOutbox').selectAll().execute();
    expect(row).toMatchObject({ sentAt: expect.any(String), leaseOwner: null, leaseUntil: null, attempts: 0 });
    expect(await deliverDue(fast({ owner: 'a' }))).toEqual({ claimed: 0, sent: 0, failed: 0 });
  });

  it('stores 20 enquiries while the server is down, then delivers all 20 exactly once after it returns', async () => {
    await smtp.stop();
    const outage = outageLog();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await createEnquiry(valid({ name: `Buyer ${i}`, phone: `9${String(i).padStart(9, '0')}` }))).id);
    expect(await tableSizes()).toMatchObject({ enquiries: 20, outbox: 20 });
    // Tries while the server is away fail, count an attempt on one row, and hand the rest back.
    const first = await deliverDue(fast({ owner: 'a', outage }));
    expect(first).toMatchObject({ sent: 0, failed: 1 });
    await new Promise((r) => setTimeout(r, 300));
    await deliverDue(fast({ owner: 'a', outage }));
    expect(await unsent()).toBe(20);
    const failed = await (await db()).selectFrom('enquiryOutbox').select(['attempts', 'lastError', 'leaseOwner']).where('attempts', '>', 0).execute();
    expect(failed.length).toBeGreaterThan(0);
    for (const r of failed) expect(r).toMatchObject({ leaseOwner: null, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });

    await smtp.start();
    const started = Date.now();
    const worker = startOutboxWorker({ ...fast({ owner: 'a', outage }), everyMs: 100 });
    try {
      await until(async () => (await unsent()) === 0, 20_000, 'every alert sent');
    } finally {
      await worker.stop();
    }
    expect(Date.now() - started).toBeLessThan(20_000);
    const copies = smtp.copies();
    expect([...copies.keys()].sort()).toEqual(ids.map((id) => `<enquiry-${id}@localhost>`).sort());
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
    expect(smtp.received).toHaveLength(20);
    // One line when lost, one when back; never a name or a number.
    expect(lines.filter((l) => /unreachable \(/.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /reachable again/.test(l))).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/Buyer|\d{10}/);
  });

  it('never lets two senders with two owners send one row twice', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await createEnquiry(valid({ name: `Twin ${i}` }))).id);
    // A slow send keeps the two senders' passes overlapping.
    const slow = async (mail: Parameters<typeof sender.send>[0]) => {
      await new Promise((r) => setTimeout(r, 15));
      await sender.send(mail);
    };
    const run = async (owner: string) => {
      let sent = 0;
      for (let pass = 0; pass < 40 && (await unsent()) > 0; pass++) sent += (await deliverDue(fast({ owner, send: slow, batch: 4 }))).sent;
      return sent;
    };
    const [a, b] = await Promise.all([run('instance-a'), run('instance-b')]);
    expect(a + b).toBe(30);
    expect(smtp.received).toHaveLength(30);
    expect([...smtp.copies().values()].every((n) => n === 1)).toBe(true);
    expect(new Set(smtp.received.map((m) => m.messageId))).toEqual(new Set(ids.map((id) => `<enquiry-${id}@localhost>`)));
  });

  it('lets another sender send a row whose sender died mid-send, after its lease, with the same Message-ID', async () => {
    const lost = await createEnquiry(valid({ name: 'Lost sender' }));
    const accepted = await createEnquiry(valid({ name: 'Accepted then lost' }));
    // 'dead' claims both, sends the second to the server, and dies before marking anything.
    const claims = await claimDue('dead', { leaseMs: 800 });
    expect(claims.map((c) => c.enquiryId).sort()).toEqual([lost.id, accepted.id].sort());
    const copy = claims.find((c) => c.enquiryId === accepted.id)!;
    await sender.send({ ...ENVELOPE, messageId: copy.messageId, subject: 'x', text: 'x' });
    // While the lease lasts, nobody else takes them.
    expect(await deliverDue(fast({ owner: 'alive' }))).toEqual({ claimed: 0, sent: 0, failed: 0 });
    await new Promise((r) => setTimeout(r, 900));
    expect(await deliverDue(fast({ owner: 'alive' }))).toEqual({ claimed: 2, sent: 2, failed: 0 });
    expect(await unsent()).toBe(0);
    // The one the server had accepted arrives twice with one Message-ID: the mailbox shows it once.
    const copies = smtp.copies();
    expect(copies.get(`<enquiry-${lost.id}@localhost>`)).toBe(1);
    expect(copies.get(`<enquiry-${accepted.id}@localhost>`)).toBe(2);
    expect(copies.size).toBe(2);
  });

  it('tries a refused alert again later, saying so without calling it an outage', async () => {
    await createEnquiry(valid({ name: 'Refused buyer' }));
    const outage = outageLog();
    const refused = await deliverDue(fast({ owner: 'a', outage, to: 'refuse@example.com', log: { error: (l: string) => lines.push(l) } }));
    expect(refused).toEqual({ claimed: 1, sent: 0, failed: 1 });
    const [row] = await (await db()).selectFrom('enquiryOutbox').selectAll().execute();
    expect(row).toMatchObject({ attempts: 1, sentAt: null, leaseOwner: null, lastError: expect.stringMatching(/550|Mailbox unavailable/) });
    expect(lines).toEqual([expect.stringMatching(/^Enquiry alerts: the mail server refused alert [0-9a-f]{24} \(.*\); attempt 1, tried again later\.$/)]);
    expect(lines.join('\n')).not.toMatch(/Refused buyer|9876543210/);
    await new Promise((r) => setTimeout(r, 120));
    expect(await deliverDue(fast({ owner: 'a', outage }))).toMatchObject({ sent: 1 });
  });

  it('drops the alert of an enquiry erased before it was sent', async () => {
    const { id } = await createEnquiry(valid());
    await eraseEnquiry(id);
    expect(await deliverDue(fast({ owner: 'a' }))).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });
});
