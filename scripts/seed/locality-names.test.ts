import { describe, expect, it } from 'vitest';
import { localityOf } from '@/lib/localities/normalise';
import { demoListings } from './data';
import { demoLocalityNamesTa } from './locality-names';

describe('demo localities', () => {
  const slugs = new Set(demoListings.map((d) => localityOf(String(d.fields.location))?.slug));

  it('every demo location gives a sensible slug with a Tamil name, and every Tamil name is used', () => {
    expect([...slugs].sort()).toEqual(Object.keys(demoLocalityNamesTa).sort());
    expect(slugs.has('krishnagiri-road')).toBe(true); // 'Krishnagiri Road (NH 44), Hosur'
  });
});
