// Locality pages over real HTTP: every demo locality answers in both languages with its own title,
// canonical and hreflang links and a JSON-LD Place; the sitemap lists them in both languages; an
// unknown slug, and a locality whose only listing is sold or deleted, are 404; a listing's location
// line links to its locality.
import { beforeAll, describe, expect, it } from 'vitest';
import { localityOf } from '@/lib/localities/normalise';
import { demoListings } from '../../scripts/seed/data';
import { bearer, client, type Json, listingForm, marker, type Slug } from './support/client';
import { canonicalOf, decode, getPage, page, titleOf } from './support/pages';

const c = client();
const ENGINE = process.env.TEST_ENGINE;
const SLUGS: Record<string, Slug> = { villa: 'villas', plot: 'plots', home: 'homes' };

// One listing for each demo location, of the demo's kind.
const demo = new Map<string, { name: string; slug: Slug; location: string }>();
for (const d of demoListings) {
  const found = localityOf(d.fields.location)!;
  if (!demo.has(found.slug)) demo.set(found.slug, { name: found.name, slug: SLUGS[d.kind], location: d.fields.location });
}
const made: Record<string, Json> = {};

beforeAll(async () => {
  for (const [locality, { slug, location }] of demo) made[locality] = await c.seed(slug, { location });
}, 120_000);

const alternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], decode(m[2])]));
const places = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Json).filter((j) => j['@type'] === 'Place');

describe(`locality pages (${ENGINE})`, () => {
  it('every demo locality has a page in English and Tamil, with title, canonical, hreflang and a JSON-LD Place', async () => {
    expect(demo.size).toBeGreaterThanOrEqual(15);
    for (const [slug, { name }] of demo) {
      const en = await page(`/localities/${slug}`);
      const ta = await page(`/ta/localities/${slug}`);
      expect(titleOf(en)).toMatch(new RegExp(`^Property for sale in ${name}, Hosur \\|`));
      // No Tamil name given here: the Tamil page names the place in English.
      expect(titleOf(ta)).toMatch(new RegExp(`^${name}, ஓசூரில் விற்பனைக்குச் சொத்துகள் \\|`));
      expect(ta.html).toContain(`<span lang="en-IN">${name}</span>`);
      const base = new URL(canonicalOf(en)).origin;
      expect(canonicalOf(en)).toBe(`${base}/localities/${slug}`);
      expect(canonicalOf(ta)).toBe(`${base}/ta/localities/${slug}`);
      for (const pg of [en, ta]) {
        expect(alternates(pg.html)).toEqual({ en: `${base}/localities/${slug}`, ta: `${base}/ta/localities/${slug}`, 'x-default': `${base}/localities/${slug}` });
      }
      const [place] = places(en.html);
      expect(place).toMatchObject({ '@context': 'https://schema.org', '@type': 'Place', name, url: `${base}/localities/${slug}`, containedInPlace: { '@type': 'City', name: 'Hosur' } });
      expect(places(ta.html)[0]).toMatchObject({ name, url: `${base}/ta/localities/${slug}`, inLanguage: 'ta' });
      // Its listing is on it, as a card.
      const listing = made[slug];
      expect(en.html).toContain(`/${demo.get(slug)!.slug}/${listing._id}`);
    }
  });

  it('the sitemap lists every locality page in both languages, each naming the other', async () => {
    const xml = (await page('/sitemap.xml')).html;
    for (const slug of demo.keys()) {
      for (const path of [`/localities/${slug}`, `/ta/localities/${slug}`]) {
        const entry = new RegExp(`<url>\\s*<loc>[^<]*${path.replace(/\//g, '\\/')}</loc>([\\s\\S]*?)</url>`).exec(xml);
        expect(entry, path).not.toBeNull();
        expect(entry![1]).toMatch(new RegExp(`hreflang="en"\\s+href="[^"]*/localities/${slug}"`));
        expect(entry![1]).toMatch(new RegExp(`hreflang="ta"\\s+href="[^"]*/ta/localities/${slug}"`));
      }
    }
  });

  it('a listing’s location line links to its locality page, in the page’s language', async () => {
    const { _id } = made['bagalur-road'];
    expect((await page(`/villas/${_id}`)).html).toMatch(/<a [^>]*href="\/localities\/bagalur-road"[^>]*>Bagalur Road, Hosur<\/a>/);
    expect((await page(`/ta/villas/${_id}`)).html).toMatch(/<a [^>]*href="\/ta\/localities\/bagalur-road"/);
  });

  it('a location typed in Tamil gets a Tamil slug, whose page answers at its percent-encoded address', async () => {
    const word = 'சோலை';
    const tag = marker('ta'); // Latin letters and digits, so the slug is this test's own
    const location = `${word} ${tag} சாலை, ஓசூர்`;
    const { _id } = await c.seed('villas', { location });
    const slug = `${word}-${tag}-சாலை`;
    const path = `/localities/${encodeURIComponent(slug)}`;
    const en = await page(path);
    expect(canonicalOf(en)).toBe(`${new URL(canonicalOf(en)).origin}${path}`);
    expect(titleOf(en)).toMatch(new RegExp(`^Property for sale in ${word} T${tag.slice(1)} சாலை, Hosur`));
    expect(en.html).toContain(`/villas/${_id}`);
    await page(`/ta${path}`);
    expect((await page(`/villas/${_id}`)).html).toContain(`href="${path}"`);
  });

  it('an unknown slug, a malformed one, and a locality whose only listing is sold or deleted are 404', async () => {
    for (const p of ['/localities/no-such-place-here', '/ta/localities/no-such-place-here', '/localities/Bagalur-Road', '/localities/a%2F..%2Fb']) {
      expect((await getPage(p)).status, p).toBe(404);
    }
    const soldName = marker('soldpur');
    const sold = await c.seed('plots', { location: `${soldName}, Hosur` });
    await page(`/localities/${soldName}`); // exists (and is now cached)
    const r = await c.update('plots', sold._id, await listingForm('plots', { location: `${soldName}, Hosur`, status: 'Sold' }));
    expect(r.status, r.text).toBe(200);
    await page(`/localities/${soldName}`, 404);
    await page(`/ta/localities/${soldName}`, 404);
    expect((await page('/sitemap.xml')).html).not.toContain(`/localities/${soldName}<`);

    const goneName = marker('gonepur');
    const gone = await c.seed('homes', { location: `${goneName}, Hosur` });
    await page(`/ta/localities/${goneName}`);
    expect((await c.remove('homes', gone._id)).status).toBe(200);
    await page(`/ta/localities/${goneName}`, 404);
    await page(`/localities/${goneName}`, 404);
  });

  it('shows counts per kind, the price range and the medians, leaving sold listings out', async () => {
    const name = marker('statpur');
    await c.seed('villas', { location: `${name}, Hosur`, price: '80,00,000', area: '1,600', buildingarea: '1,200' }); // 5,000/sq.ft
    await c.seed('villas', { location: `${name}, Hosur`, price: '60,00,000', area: '2,000', buildingarea: '1,200' }); // 3,000/sq.ft
    await c.seed('villas', { location: `${name}, Hosur`, price: '9,00,00,000', area: '1,000', buildingarea: '900', status: 'Sold' });
    await c.seed('plots', { location: `${name}, Hosur`, price: '17,42,400', area: '5 cents' }); // 800/sq.ft, ₹3.48 L/cent
    const { text } = await page(`/localities/${name}`);
    expect(text).toMatch(/Listed now<\/dt><dd[^>]*>3</);
    expect(text).toContain('₹17.42 L – ₹80 L');
    expect(text).toContain('2 villas');
    // The villas' 5,000 and 3,000 per sq.ft: the mean of the two; the plot's 800.
    expect(text).toMatch(/Median price per sq.ft<\/dt><dd[^>]*>₹4,000</);
    expect(text).toMatch(/Median price per sq.ft<\/dt><dd[^>]*>₹800</);
    expect(text).toMatch(/Median price per cent<\/dt><dd[^>]*>₹3.48 L</);
    expect(text).not.toContain('₹9 Cr');
  });

  it('the dealer’s Tamil name: only a signed-in same-site write in Tamil script is kept, and the Tamil page shows it at once', async () => {
    const name = marker('tamilpur');
    await c.seed('villas', { location: `${name}, Hosur` });
    await page(`/ta/localities/${name}`); // cached with the English name
    const patch = (body: unknown, headers: Record<string, string> = {}) =>
      c.call(`/api/localities/${name}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const { token, cookie } = await c.login();
    const english = `${name[0].toUpperCase()}${name.slice(1)}`;

    expect((await patch({ nameTa: 'சோதனைப்பூர்' })).status).toBe(401);
    expect((await patch({ nameTa: 'சோதனைப்பூர்' }, { Cookie: cookie, Origin: 'https://evil.example' })).status).toBe(403);
    const latin = await patch({ nameTa: 'Sodhanaipur' }, bearer(token));
    expect([latin.status, latin.body.message]).toEqual([400, 'Write the Tamil name in Tamil script, or leave it empty to show the English name.']);
    expect((await patch({ nameTa: 'x', extra: 1 }, bearer(token))).status).toBe(400);
    // Nothing was stored by the refusals.
    expect(titleOf(await page(`/ta/localities/${name}`))).toMatch(new RegExp(`^${english}, ஓசூரில்`));
    expect((await c.call('/api/localities/no-such-place-here', { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...bearer(token) }, body: '{"nameTa":"இடம்"}' })).status).toBe(404);

    const saved = await patch({ nameTa: '  சோதனைப்பூர் ' }, c.cookieAuth(cookie));
    expect([saved.status, saved.body.data]).toEqual([200, { slug: name, nameTa: 'சோதனைப்பூர்' }]);
    const ta = await page(`/ta/localities/${name}`);
    expect(titleOf(ta)).toMatch(/^சோதனைப்பூர், ஓசூரில் விற்பனைக்குச் சொத்துகள் \|/);
    expect(places(ta.html)[0]).toMatchObject({ name: 'சோதனைப்பூர்' });
    expect(titleOf(await page(`/localities/${name}`))).toMatch(new RegExp(`^Property for sale in ${english}, Hosur`));
    // Cleared: the English name again.
    expect((await patch({ nameTa: '' }, bearer(token))).status).toBe(200);
    expect(titleOf(await page(`/ta/localities/${name}`))).toMatch(new RegExp(`^${english}, ஓசூரில்`));
  });
});
