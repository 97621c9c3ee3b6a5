import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { leadSettings } from './settings';

describe('lead log settings', () => {
  afterEach(() => {
    delete process.env.LEAD_BEACONS_PER_MINUTE;
    resetEnvCache();
  });

  it('keeps 400 days of rows and takes 600 beacons a minute site-wide by default', () => {
    expect(leadSettings({})).toEqual({ retentionDays: 400, beaconsPerAddress: 30, beaconsPerSite: 600 });
    expect(leadSettings({ LEAD_RETENTION_DAYS: '', LEAD_SITE_BEACONS_PER_MINUTE: '' }).retentionDays).toBe(400);
  });

  it('takes the variables, and never sets the site below one address', () => {
    expect(leadSettings({ LEAD_RETENTION_DAYS: '30', LEAD_SITE_BEACONS_PER_MINUTE: '120' })).toMatchObject({ retentionDays: 30, beaconsPerSite: 120 });
    process.env.LEAD_BEACONS_PER_MINUTE = '10000';
    resetEnvCache();
    expect(leadSettings({})).toMatchObject({ beaconsPerAddress: 10_000, beaconsPerSite: 10_000 });
  });

  it('names a bad value', () => {
    expect(() => leadSettings({ LEAD_RETENTION_DAYS: '0' })).toThrow(/LEAD_RETENTION_DAYS/);
    expect(() => leadSettings({ LEAD_RETENTION_DAYS: 'a year' })).toThrow(/LEAD_RETENTION_DAYS/);
    expect(() => leadSettings({ LEAD_SITE_BEACONS_PER_MINUTE: '-1' })).toThrow(/LEAD_SITE_BEACONS_PER_MINUTE/);
  });
});
