import { describe, expect, it } from 'vitest';
import { isBot } from './bots';
import { istDay, monthStart, periodDays, periodStart } from './periods';

describe('periods in Indian time', () => {
  const now = new Date('2026-03-01T02:00:00.000Z'); // 1 March, 07:30 IST

  it('dates an instant by the day in India', () => {
    expect(istDay(new Date('2026-02-28T18:29:59.999Z'))).toBe('2026-02-28');
    expect(istDay(new Date('2026-02-28T18:30:00.000Z'))).toBe('2026-03-01');
  });

  it('starts a period of n days at midnight IST n-1 days back', () => {
    expect(periodStart(1, now)).toBe('2026-02-28T18:30:00.000Z');
    expect(periodStart(7, now)).toBe('2026-02-22T18:30:00.000Z');
    expect(periodDays(3, now)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(periodDays(90, now)).toHaveLength(90);
  });

  it('starts the month on the 1st in India, even while it is still the last day in UTC', () => {
    expect(monthStart(now)).toBe('2026-02-28T18:30:00.000Z');
    expect(monthStart(new Date('2026-02-28T18:00:00.000Z'))).toBe('2026-01-31T18:30:00.000Z');
  });
});

describe('robots', () => {
  it('treats crawlers, link previews, headless browsers and a missing agent as robots', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Some-Spider/1.0',
      '',
      '   ',
      null,
    ]) {
      expect(isBot(ua), String(ua)).toBe(true);
    }
  });

  it('lets browsers through', () => {
    expect(isBot('Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36')).toBe(false);
    expect(isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});
