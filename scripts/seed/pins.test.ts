import { describe, expect, it } from 'vitest';
import { KINDS, validateListing } from '@/models/kinds';
import { PIN_BOX } from '@/models/pin';
import { demoListings } from './data';
import { PLACE_PINS, pinOf, UNPINNED_DEMO } from './pins';

describe('demo pins', () => {
  it('gives every demo listing but the chosen few a valid pin within 400 m of its place', () => {
    const unpinned: string[] = [];
    for (const demo of demoListings) {
      const checked = validateListing(KINDS[demo.kind], demo.fields);
      if (!checked.ok) throw new Error(`${demo.fields.title}: ${JSON.stringify(checked.errors)}`);
      const { lat, lng } = checked.values;
      if (lat === null || lat === undefined || lng === null || lng === undefined) {
        unpinned.push(demo.fields.title);
        continue;
      }
      const centre = PLACE_PINS[demo.fields.location.split(',')[0]];
      expect(centre, demo.fields.location).toBeDefined();
      // 0.0036° is about 400 m of latitude here, a little less of longitude.
      expect(Math.abs(lat - centre[0])).toBeLessThanOrEqual(0.0036);
      expect(Math.abs(lng - centre[1])).toBeLessThanOrEqual(0.0036);
    }
    expect(unpinned.sort()).toEqual([...UNPINNED_DEMO].sort());
  });

  it('keeps every place inside the pin box, and pins of one place apart', () => {
    for (const [lat, lng] of Object.values(PLACE_PINS)) {
      expect(lat).toBeGreaterThan(PIN_BOX.south);
      expect(lat).toBeLessThan(PIN_BOX.north);
      expect(lng).toBeGreaterThan(PIN_BOX.west);
      expect(lng).toBeLessThan(PIN_BOX.east);
    }
    const bagalur = [0, 1, 2, 3].map((i) => JSON.stringify(pinOf('Bagalur Road, Hosur', i)));
    expect(new Set(bagalur).size).toBe(4);
    expect(pinOf('Nowhere, Hosur', 1)).toBeNull();
  });
});
