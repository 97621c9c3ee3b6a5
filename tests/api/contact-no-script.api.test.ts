// The contact form sent without JavaScript posts to /contact/send (lib/contact/no-script.ts): the
// answer is a page with the WhatsApp link to tap; nothing of the visitor's is stored or logged,
// nothing goes into an address; bad input gets its messages and a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_INFO } from '@/lib/i18n/config';
import { type RunningServer, startServer } from './support/server';

const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

const VISITOR = { name: 'Meena Sundaram', email: 'meena.s@example.test', phone: '98765 43210', message: 'Is the 3 BHK near Bagalur Road still free?' };

describe(`the contact form without JavaScript (${engine})`, () => {
  let srv: RunningServer;
  beforeAll(async () => {
    srv = await startServer(engine);
  });
  afterAll(async () => {
    await srv?.stop();
  });

  const send = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(new URL(path, srv.context.baseURL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  it('answers with the WhatsApp link holding the message, in the page language, and keeps nothing', async () => {
    for (const [path, lang] of [['/contact/send', 'en'], ['/ta/contact/send', 'ta']] as const) {
      const res = await send(path, VISITOR);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toContain('no-store');
      const html = await res.text();
      expect(html).toContain(`<html lang="${LANG_INFO[lang].tag}"`);
      const link = /<a class="b" href="([^"]+)"/.exec(html)?.[1];
      expect(link, html).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      const text = new URL(link!.replace(/&#38;/g, '&')).searchParams.get('text')!;
      for (const value of Object.values(VISITOR)) expect(text).toContain(value);
    }
    // Stored nowhere and logged nowhere: the server's output holds none of it.
    const output = srv.output();
    for (const value of Object.values(VISITOR)) expect(output).not.toContain(value);
  });

  it('names the listing from the page it was sent from', async () => {
    const id = 'a'.repeat(24);
    const res = await send('/contact/send', VISITOR, { Referer: `${srv.context.baseURL}/contact?listing=villas:${id}` });
    expect(decodeURIComponent(await res.text())).toContain(`/villas/${id}`);
  });

  it('gives each missing or bad field its message with a 400, and escapes what was typed', async () => {
    const res = await send('/contact/send', { name: '', email: 'not-an-email', message: '' });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const message of ['Please enter your name.', 'Please enter a valid email address, like name@example.com.', 'Please enter your message.']) {
      expect(html).toContain(message);
    }
    const hostile = await send('/contact/send', { ...VISITOR, name: '<script>alert(1)</script>' });
    const body = await hostile.text();
    expect(body).not.toContain('<script>alert(1)');
  });

  it('refuses a body over 16 KB and anything but a form', async () => {
    const big = await send('/contact/send', { ...VISITOR, message: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain('larger than 16384 bytes');
    const json = await fetch(new URL('/contact/send', srv.context.baseURL), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    const get = await fetch(new URL('/contact/send', srv.context.baseURL));
    expect(get.status).toBe(405);
  });
});
