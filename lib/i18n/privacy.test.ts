import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PRIVACY_UPDATED, privacySections } from '@/components/site/privacy-sections';
import { PRIVACY_UPDATED_TA, privacySectionsTa } from '@/components/site/privacy-sections.ta';
import { formatDay } from '@/lib/format';
import { site } from '@/lib/site-config';

// The two languages of the privacy policy are separate modules (neither page ships the other's words),
// so its date is written in each: this keeps them the same day, in the Tamil form the site's dates use.
describe('the privacy policy in Tamil', () => {
  it('was last updated on the same day as the English one', () => {
    const day = new Date(`${PRIVACY_UPDATED} 12:00 UTC`);
    expect(Number.isNaN(day.getTime())).toBe(false);
    expect(formatDay(day.toISOString(), 'ta')).toBe(PRIVACY_UPDATED_TA);
  });
});

const DAYS = 123;
const BACKUP_DAYS = 45;
const LANGS = { en: privacySections({ retentionDays: DAYS, backupDays: BACKUP_DAYS }), ta: privacySectionsTa({ retentionDays: DAYS, backupDays: BACKUP_DAYS }) };
const html = (content: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(createElement(Fragment, null, content));
/** A tab's outline: its headings' ids and how many headings, paragraphs, list items and links it has. */
const outline = (markup: string) => ({
  ids: [...markup.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]),
  ...Object.fromEntries(['h2', 'h3', 'p', 'li', 'a'].map((tag) => [tag, markup.split(`<${tag}`).length - 1])),
});

describe('the privacy policy in both languages', () => {
  it('has the same tabs, each with the same headings, paragraphs, list items and links', () => {
    expect(LANGS.ta.map((t) => t.id)).toEqual(LANGS.en.map((t) => t.id));
    for (const [i, tab] of LANGS.en.entries()) expect(outline(html(LANGS.ta[i].content)), tab.id).toEqual(outline(html(tab.content)));
  });

  describe.each(Object.keys(LANGS) as (keyof typeof LANGS)[])('in %s, the call-back and site-visit requests', (lang) => {
    const collect = html(LANGS[lang].find((t) => t.id === 'collect')!.content);
    const requests = collect.slice(collect.indexOf('id="requests"'));

    it('have their own section under Information We Collect', () => {
      expect(collect).toContain('id="requests"');
    });

    it('say how long their personal data is kept, from the configured retention', () => {
      expect(requests).toContain(`${DAYS}`);
    });

    it('say how to ask for erasure: the dealer’s phone and the privacy e-mail', () => {
      expect(requests).toContain(`href="mailto:${site.privacyEmail}"`);
      expect(requests).toContain(`href="tel:`);
      expect(requests).toContain(site.phones[0]);
    });

    it('name the consent text and its version, and the backups', () => {
      expect(requests).toMatch(lang === 'en' ? /consent text.*version/s : /ஒப்புதல் வாசகம்.*பதிப்பு/s);
      expect(requests).toMatch(lang === 'en' ? /Backup copies/ : /காப்புப்\s*பிரதி/);
    });

    it('say how long backups keep the data, from the configured backup retention', () => {
      const backups = requests.slice(requests.search(lang === 'en' ? /Backup copies/ : /காப்புப்\s*பிரதிகளில்/));
      expect(backups).toMatch(new RegExp(`${BACKUP_DAYS}\\D[^<]*${BACKUP_DAYS}`));
    });
  });
});
