import { describe, expect, it } from 'vitest';
import { leadBeaconSchema, leadPageSchema, periodSchema } from './lead';

const ID = 'a'.repeat(24);

describe('lead beacons', () => {
  it('takes a kind slug, a listing id and an action', () => {
    expect(leadBeaconSchema.parse({ kind: 'villas', id: ID, action: 'whatsapp' })).toEqual({ kind: 'villas', id: ID, action: 'whatsapp' });
  });

  it('names what is wrong', () => {
    const message = (body: unknown) => {
      const r = leadBeaconSchema.safeParse(body);
      return r.success ? '' : r.error.issues.map((i) => i.message).join('; ');
    };
    expect(message({ kind: 'villas', id: ID, action: 'like' })).toMatch(/action must be one of: view, call, whatsapp, email, contact, share/);
    expect(message({ kind: 'castles', id: ID, action: 'view' })).toMatch(/kind must be one of: villas, plots, homes/);
    expect(message({ kind: 'villas', id: 'x', action: 'view' })).toMatch(/id must be a listing id/);
    expect(message({ kind: 'villas', id: ID, action: 'view', ip: '1.2.3.4' })).toMatch(/ip/);
    expect(message([1])).toMatch(/JSON object/);
  });
});

describe('Leads page and export parameters', () => {
  it('accepts 7, 30 and 90 days, 30 by default', () => {
    expect(periodSchema.parse(undefined)).toBe(30);
    expect(periodSchema.parse('90')).toBe(90);
    expect(periodSchema.safeParse('14').success).toBe(false);
  });

  it('falls back to defaults on a page address it does not understand', () => {
    expect(leadPageSchema.parse({ days: '14', sort: 'price', dir: 'up', listing: 'x' })).toEqual({ days: 30, sort: 'enquiries' });
    expect(leadPageSchema.parse({ days: '7', sort: 'call', dir: 'asc', listing: ID })).toEqual({ days: 7, sort: 'call', dir: 'asc', listing: ID });
  });
});
