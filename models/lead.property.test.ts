// Properties of the lead beacon's schema over any JSON a page, a script or an attacker may send:
// exactly the three known fields with known values pass, unchanged; anything else is refused
// with a message, never an exception. The Leads page's address never fails to parse.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KIND_ORDER } from './kind-names';
import { BEACON_ACTIONS, LEAD_PERIODS, LEAD_SORTS, leadBeaconSchema, leadPageSchema, periodSchema } from './lead';

const SLUGS = KIND_ORDER.map((k) => k.slug);
const ID = /^[0-9a-f]{24}$/;
const idArb = fc.stringMatching(ID);
const beaconArb = fc.record({ kind: fc.constantFrom(...SLUGS), id: idArb, action: fc.constantFrom(...BEACON_ACTIONS) });
const isBeacon = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) &&
  Object.keys(v).sort().join() === 'action,id,kind' &&
  SLUGS.includes((v as Record<string, string>).kind as never) &&
  typeof (v as Record<string, unknown>).id === 'string' && ID.test((v as Record<string, string>).id) &&
  BEACON_ACTIONS.includes((v as Record<string, string>).action as never);

describe('lead beacon schema properties', () => {
  it('takes every well-formed beacon as it is, also after a trip through JSON', () => {
    fc.assert(
      fc.property(beaconArb, (beacon) => {
        expect(leadBeaconSchema.parse(beacon)).toEqual(beacon);
        expect(leadBeaconSchema.parse(JSON.parse(JSON.stringify(beacon)))).toEqual(beacon);
      }),
    );
  });

  it('refuses a beacon with any field more, naming the field', () => {
    fc.assert(
      fc.property(beaconArb, fc.string({ minLength: 1 }).filter((k) => !['kind', 'id', 'action', '__proto__'].includes(k)), fc.jsonValue(), (beacon, key, value) => {
        const r = leadBeaconSchema.safeParse({ ...beacon, [key]: value });
        expect(r.success).toBe(false);
        if (!r.success) expect(r.error.issues.map((i) => i.message).join('; ')).toContain(`Unknown field`);
      }),
    );
  });

  it('accepts exactly the well-formed beacons among any JSON values, and never throws', () => {
    const near = fc.record(
      {
        kind: fc.oneof(fc.constantFrom(...SLUGS, 'villa', 'Villas', ''), fc.jsonValue()),
        id: fc.oneof(idArb, fc.string(), fc.stringMatching(/^[0-9A-Fa-f]{23,25}$/), fc.jsonValue()),
        action: fc.oneof(fc.constantFrom(...BEACON_ACTIONS, 'request', 'View', 'like'), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(near, fc.jsonValue(), fc.anything()), (value) => {
        const r = leadBeaconSchema.safeParse(value);
        expect(r.success).toBe(isBeacon(value));
        if (!r.success) expect(r.error.issues.every((i) => i.message.length > 0)).toBe(true);
      }),
    );
  });

  it("reads any Leads page address as valid state, falling back to defaults for what it doesn't know", () => {
    const param = fc.option(fc.oneof(fc.string(), fc.constantFrom(...LEAD_PERIODS.map(String), ...LEAD_SORTS, 'asc', 'desc')), { nil: undefined });
    fc.assert(
      fc.property(fc.record({ days: param, sort: param, dir: param, listing: fc.option(fc.oneof(idArb, fc.string()), { nil: undefined }) }), (raw) => {
        const q = leadPageSchema.parse(raw);
        expect(LEAD_PERIODS).toContain(q.days);
        expect(LEAD_SORTS).toContain(q.sort);
        expect([undefined, 'asc', 'desc']).toContain(q.dir);
        if (q.listing !== undefined) expect(q.listing).toMatch(ID);
        expect(q.days).toBe(LEAD_PERIODS.map(String).includes(raw.days as string) ? Number(raw.days) : 30);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (days) => {
        expect(periodSchema.safeParse(days).success).toBe(LEAD_PERIODS.map(String).includes(days));
      }),
    );
  });
});
