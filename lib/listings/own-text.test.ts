import { describe, expect, it } from 'vitest';
import { makeListingText } from '@/lib/i18n/listing-text';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { KINDS } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { cardView } from './card-view';
import { detailView } from './detail-view';
import { jsonLdOf } from './json-ld';
import { listingDescription, listingJsonLd } from './seo';
import { ownText, summaryOf } from './view';
import { shareTextOf } from '@/models/share-words';

const base = {
  _id: 'a'.repeat(24), kind: 'plot', title: 'East Facing Plot', location: 'Bagalur Road, Hosur', description: 'A plot near the lake.',
  price: 1_800_000, area: 5, areaUnit: 'cents', areaSqft: 2178, status: 'Available', mainImage: '', additionalImages: [], shareCard: null,
  features: [], amenities: [], approvals: [], featured: false, statusChangedAt: '2026-11-01T00:00:00.000Z', priceBefore: null, priceReducedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', version: 1, titleTa: null, descriptionTa: null,
} as unknown as Listing;
const tamil = { ...base, titleTa: 'கிழக்கு நோக்கிய மனை', descriptionTa: 'ஏரி அருகே மனை.' };
const ta = makeListingText('ta', DICTIONARIES.ta);

describe('a listing’s own text in a language', () => {
  it('English pages show the English text unmarked, whatever Tamil exists', () => {
    expect(ownText(tamil, 'title', 'en')).toEqual({ text: 'East Facing Plot', lang: undefined });
    const card = cardView(KINDS.plot, tamil);
    expect(card).toMatchObject({ title: 'East Facing Plot', excerpt: 'A plot near the lake.' });
    // No lang keys at all (not even undefined ones, which would cost their names in the payload).
    for (const key of ['titleLang', 'englishLang', 'excerptLang']) expect(card).not.toHaveProperty(key);
  });

  it('Tamil pages show the Tamil text where given, and the English marked lang="en" where not', () => {
    const card = cardView(KINDS.plot, tamil, ta);
    expect(card).toMatchObject({ title: 'கிழக்கு நோக்கிய மனை', excerpt: 'ஏரி அருகே மனை.', englishLang: 'en' });
    expect(card).not.toHaveProperty('titleLang');
    expect(card).not.toHaveProperty('excerptLang');
    expect(cardView(KINDS.plot, base, ta)).toMatchObject({ title: 'East Facing Plot', titleLang: 'en', excerpt: 'A plot near the lake.', excerptLang: 'en' });
    // A Tamil title over an English description.
    const half = detailView(KINDS.plot, { ...base, titleTa: 'மனை' }, ta);
    expect([half.title, half.titleLang, half.about.text, half.about.lang, half.englishLang]).toEqual(['மனை', undefined, 'A plot near the lake.', 'en', 'en']);
    // A list answer's excerpt is cut from the English description.
    expect(cardView(KINDS.plot, summaryOf(tamil), ta)).toMatchObject({ title: 'கிழக்கு நோக்கிய மனை', excerpt: 'A plot near the lake.', excerptLang: 'en' });
  });

  it('the share text, the description tag and JSON-LD of a Tamil page use the Tamil text', () => {
    expect(shareTextOf(detailView(KINDS.plot, tamil, ta))).toContain('கிழக்கு நோக்கிய மனை');
    expect(listingDescription(tamil, 'ta')).toBe('கிழக்கு நோக்கிய மனை, Bagalur Road, Hosur: விலை ₹18,00,000. ஏரி அருகே மனை.');
    expect(listingDescription(tamil, 'en')).toBe('East Facing Plot in Bagalur Road, Hosur for ₹18,00,000. A plot near the lake.');
    expect(listingDescription({ ...base, price: null }, 'en')).toBe('East Facing Plot in Bagalur Road, Hosur (price on request). A plot near the lake.');
    expect(listingJsonLd(KINDS.plot, tamil, 'ta')).toMatchObject({ name: 'கிழக்கு நோக்கிய மனை', description: 'ஏரி அருகே மனை.', inLanguage: 'ta' });
  });
});

describe('JSON-LD made in the browser from the page view', () => {
  it('is the JSON-LD the server makes from the listing, in both languages', () => {
    const full = { ...tamil, description: 'A plot near the lake.\n\nClear title, ' + 'wide road. '.repeat(60), mainImage: '/uploads/ab/' + 'ab'.repeat(12) + '.webp', additionalImages: ['https://elsewhere.example/x.jpg'], bedrooms: 0, price: 1_800_000 } as Listing;
    for (const tx of [undefined, ta]) {
      const view = detailView(KINDS.plot, full, tx);
      const fromView = jsonLdOf({ url: view.url, title: view.title, lang: view.lang, location: view.location, description: view.about.text, photos: view.photos, facts: view.ld });
      expect(fromView).toEqual(listingJsonLd(KINDS.plot, full, view.lang));
      expect(String(fromView.description).length).toBeLessThanOrEqual(501);
      expect(fromView.image).toEqual([new URL(full.mainImage, view.url).toString()]);
    }
  });
});
