// Issue 11 item 9: the W3C Nu HTML checker (vnu-jar, Java 17+) reports no error on any public page,
// the sign-in pages, the 404 pages and the signed-in admin pages, as the server sends them.
// The pages are written to a folder and checked in one run, because the JVM takes seconds to start.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, imageFile, type Json, KINDS, marker, unknownId } from './support/client';

const c = client();
const ENGINE = process.env.TEST_ENGINE;
const MARK = marker('hv');
// The package's main export is the path of vnu.jar.
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const JAVA = process.env.JAVA || 'java';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** A document the checker must reject: proves it ran and reads every file of the folder. */
const CONTROL = '<!DOCTYPE html><html lang="en"><head><title>control</title></head><body><span><div>x</div></span></body></html>';

let dir = '';
const seeded: Record<string, Json> = {};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-valid-'));
  // 13 villas with the marker, so that its search has a second page; one plot and one home. The
  // first of each kind has more photos, for the gallery's thumbnails.
  const photos = async () => ({ additionalImages: [await imageFile(), await imageFile()] });
  for (let i = 0; i < 13; i++) {
    const villa = await c.seed('villas', { title: `${MARK} villa ${i}`, bedrooms: '3' }, i === 0 ? await photos() : undefined);
    seeded.villas ??= villa;
  }
  seeded.plots = await c.seed('plots', { title: `${MARK} plot` }, await photos());
  seeded.homes = await c.seed('homes', { title: `${MARK} home` }, await photos());
  // A few lead beacons, so that the Leads page and the dashboard's top five show rows and bars.
  for (const [slug, action] of [['villas', 'view'], ['villas', 'call'], ['plots', 'whatsapp']] as const) {
    const res = await c.api('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36' },
      body: JSON.stringify({ kind: slug, id: seeded[slug]._id, action }),
    });
    expect(res.status, `lead beacon: ${await res.text()}`).toBe(204);
  }
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every address checked, with the status it must answer; admin pages are fetched signed in. */
function addresses(): { path: string; status: number; admin?: boolean }[] {
  const ok = (p: string, admin = false) => ({ path: p, status: 200, admin });
  return [
    ok('/'),
    ...KINDS.flatMap(({ slug }) => [ok(`/${slug}`), ok(`/${slug}/${seeded[slug]._id}`)]),
    ok('/villas?bedrooms=3'),
    ok(`/villas?q=${MARK}`),
    ok(`/villas?q=${MARK}&page=2`),
    ok(`/villas?q=${MARK}&bedrooms=1`), // no match
    ok('/plots?type=Residential&sort=price-asc'),
    // Tamil pages (issue 15): their own root layout, fonts and words.
    ok('/ta'),
    ok('/ta/villas'),
    ok('/ta/villas?bedrooms=3'),
    ok(`/ta/villas/${seeded.villas._id}`),
    ok(`/ta/plots/${seeded.plots._id}`),
    ok('/ta/about'),
    ok('/ta/shortlist'),
    // A locality's pages (the seeded villas are on Bagalur Road).
    ok('/localities/bagalur-road'),
    ok('/ta/localities/bagalur-road'),
    { path: '/localities/no-such-place', status: 404 },
    ok('/about'),
    ok('/contact'),
    ok('/testimonials'),
    ok('/privacy-policy'),
    ok('/login'),
    ok('/register'),
    ok('/forgot-password'),
    { path: '/no-such-page', status: 404 },
    { path: `/villas/${unknownId()}`, status: 404 },
    { path: '/villas?page=99', status: 404 },
    ok('/dashboard', true),
    ok('/admin/add-villa', true),
    ok('/admin/add-plot', true),
    ok('/admin/add-home', true),
    ok('/admin/all-villas', true),
    ok('/admin/all-plots', true),
    ok('/admin/all-homes', true),
    ok('/admin/localities', true),
    ok(`/admin/editvilla/${seeded.villas._id}`, true),
    ok(`/admin/editPlot/${seeded.plots._id}`, true),
    ok(`/admin/edit-homes/${seeded.homes._id}`, true),
    ok(`/admin/search?q=${MARK}`, true),
    ok('/admin/leads', true),
    ok(`/admin/leads?days=7&sort=title&listing=${seeded.villas._id}`, true),
  ];
}

async function runVnu(files: string[]): Promise<VnuMessage[]> {
  // --exit-zero-always: the verdict is read from the JSON; --stdout: JSON on stdout, not stderr.
  const { stdout } = await promisify(execFile)(
    JAVA,
    ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
    { maxBuffer: 64 << 20 },
  ).catch((err: NodeJS.ErrnoException) => {
    throw new Error(err.code === 'ENOENT' ? `'${JAVA}' not found: the HTML check needs Java 17+ (Debian: default-jre-headless).` : String(err));
  });
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
}

describe(`HTML validity by the W3C Nu checker (${ENGINE})`, () => {
  it('reports no error on any page', { timeout: 300_000 }, async () => {
    const { cookie } = await c.login();
    const names = new Map<string, string>(); // file URL → address
    const files: string[] = [];
    const save = (name: string, html: string, label: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, html);
      files.push(file);
      names.set(path.basename(file), label);
    };
    save('00-control.html', CONTROL, 'control document');
    for (const [i, a] of addresses().entries()) {
      const res = await c.api(a.path, { redirect: 'manual', headers: a.admin ? { Cookie: cookie } : {} });
      const html = await res.text();
      expect(res.status, `GET ${a.path}: ${html.slice(0, 200)}`).toBe(a.status);
      expect(html, `GET ${a.path}`).toMatch(/^<!DOCTYPE html>/i);
      save(`${String(i + 1).padStart(2, '0')}${a.path.replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 60)}.html`, html, a.path);
    }

    const messages = await runVnu(files);
    const where = (m: VnuMessage) => names.get(path.basename(decodeURIComponent(m.url ?? ''))) ?? m.url ?? '?';
    const show = (m: VnuMessage) => `${where(m)}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.type}: ${m.message}\n    ${(m.extract ?? '').replace(/\n/g, ' ')}`;

    const control = messages.filter((m) => where(m) === 'control document');
    expect(control.map((m) => m.message).join('\n'), 'the checker rejects a div inside a span').toMatch(/Element “div” not allowed as child of element “span”/);

    // Warnings are allowed; printed once per message with the pages it was seen on. Most are React's
    // '<meta ... />' (a trailing slash on void elements), which the site does not control.
    const warnings = new Map<string, Set<string>>();
    for (const m of messages) {
      if (m.type === 'info' && where(m) !== 'control document') warnings.set(m.message, (warnings.get(m.message) ?? new Set()).add(where(m)));
    }
    if (warnings.size) console.log(`vnu warnings (allowed):\n${[...warnings].map(([msg, pages]) => `  ${msg}\n    on ${pages.size} page(s): ${[...pages].slice(0, 5).join(' ')}`).join('\n')}`);
    const errors = messages.filter((m) => m.type !== 'info' && where(m) !== 'control document');
    expect(errors.map(show), `${errors.length} HTML errors`).toEqual([]);
  });
});
