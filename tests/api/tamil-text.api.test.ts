// Issue 15, item 4 over HTTP: the optional Tamil title and description through the API, their
// refusals (a 400 naming the field, nothing written), and what the Tamil and English pages show.
import { describe, expect, it } from 'vitest';
import { client, listingForm, refusedWrite, type Slug } from './support/client';
import { metaOf, page, titleOf } from './support/pages';

const c = client();
const TAMIL = { titleTa: 'ஏரிக்கரை மனை', descriptionTa: 'அமைதியான ஏரிக்கரையில் கிழக்கு நோக்கிய மனை. வங்கிக் கடன் கிடைக்கும்.' };
const h1Of = (html: string) => /<h1[^>]*>[\s\S]*?<\/h1>/.exec(html)?.[0] ?? '';

describe(`Tamil listing text through the API and the pages (${process.env.TEST_ENGINE})`, () => {
  it('stores the Tamil title and description, and the Tamil page shows them (the English page does not)', async () => {
    const made = await c.seed('plots', TAMIL);
    expect(made).toMatchObject(TAMIL);
    expect((await c.getOne('plots', made._id)).body.data).toMatchObject(TAMIL);

    const ta = await page(`/ta/plots/${made._id}`);
    expect(h1Of(ta.html)).toContain('ஏரிக்கரை மனை');
    expect(h1Of(ta.html)).not.toContain('lang="en"');
    expect(ta.text).toContain('அமைதியான ஏரிக்கரையில் கிழக்கு நோக்கிய மனை.');
    expect(titleOf(ta)).toMatch(/^ஏரிக்கரை மனை/);
    expect(metaOf(ta, 'og:title')).toBe('ஏரிக்கரை மனை');
    expect(metaOf(ta, 'description')).toMatch(/^ஏரிக்கரை மனை, .*அமைதியான ஏரிக்கரையில்/);

    const en = await page(`/plots/${made._id}`);
    expect(h1Of(en.html)).toContain(made.title);
    expect(en.text).not.toContain('ஏரிக்கரை');
  });

  it('without Tamil text the Tamil page shows the English title and description marked lang="en"', async () => {
    const made = await c.seed('villas');
    const ta = await page(`/ta/villas/${made._id}`);
    expect(h1Of(ta.html)).toMatch(new RegExp(`<h1[^>]*lang="en"[^>]*>\\s*${made.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const about = /<div[^>]*lang="en"[^>]*>([\s\S]*?)<\/div>/.exec(ta.html.slice(ta.html.indexOf('id="about-heading"')))?.[1] ?? '';
    expect(about).toContain(made.description.split('\n')[0]);
    // On the Tamil list the card's title and excerpt carry the mark too.
    const list = await page(`/ta/villas?q=${encodeURIComponent(made.title)}`);
    expect(list.html).toMatch(new RegExp(`<h2 class="card-title" lang="en">`));
  });

  it('an edit adds and then removes the Tamil title; the Tamil page follows', async () => {
    const made = await c.seed('homes');
    const edit = async (fields: Record<string, string>, version: number) =>
      c.update('homes', made._id, await listingForm('homes', { ...fields, mainImagePath: made.mainImage, version: String(version) }, { mainImage: null }));
    const added = await edit({ titleTa: 'புதிய வீடு' }, made.version);
    expect(added.status, added.text).toBe(200);
    expect(h1Of((await page(`/ta/homes/${made._id}`)).html)).toContain('புதிய வீடு');
    const removed = await edit({ titleTa: '' }, added.body.data.version);
    expect(removed.body.data.titleTa).toBeNull();
    expect(h1Of((await page(`/ta/homes/${made._id}`)).html)).toContain(made.title);
  });

  it.each([
    ['plots', { titleTa: 'Lake view plot' }, 'titleTa', /^Title in Tamil must be written in Tamil script$/],
    ['villas', { descriptionTa: '12345 !!!' }, 'descriptionTa', /^Description in Tamil must be written in Tamil script$/],
    ['homes', { titleTa: 'வீ'.repeat(101) }, 'titleTa', /^Title in Tamil must be at most 200 characters$/],
  ] as [Slug, Record<string, string>, string, RegExp][])('%s refuses %j with 400 naming %s; nothing written', async (slug, overrides, field, message) => {
    const r = await refusedWrite(c, slug, async () => c.create(slug, await listingForm(slug, overrides)));
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors)).toEqual([field]);
    expect(r.body.errors[field]).toMatch(message);
  });

  it('a Tamil word finds the listing in the API and the Tamil list', async () => {
    // A word no other listing has: Tamil letters drawn at random after a fixed stem.
    const word = `செம்மண்${Array.from({ length: 4 }, () => 'கசடதபற'[Math.floor(Math.random() * 6)]).join('')}`;
    const made = await c.seed('plots', { titleTa: `${word} மனை` });
    const r = await c.list('plots', `q=${encodeURIComponent(word.slice(0, -1))}`);
    expect(r.body.data.map((l: { _id: string }) => l._id)).toEqual([made._id]);
    expect((await page(`/ta/plots?q=${encodeURIComponent(word)}`)).html).toContain(`${word} மனை`);
  });
});
