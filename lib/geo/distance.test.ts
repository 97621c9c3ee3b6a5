import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, formatKm, haversineKm } from './distance';

const hosur = { lat: 12.741, lng: 77.825 };
const airport = { lat: 13.199, lng: 77.707 };
const chennaiCentral = { lat: 13.0827, lng: 80.2707 };

describe('haversineKm', () => {
  // Expected figures worked out outside this code, in a one-off python3 computation with the
  // spherical law of cosines, R·acos(sin φ1 sin φ2 + cos φ1 cos φ2 cos Δλ), R = 6371.0088 km, and
  // checked against the Vincenty (atan2) form on the same sphere, which agreed to 1e-9 km:
  //   Hosur town centre → Kempegowda International Airport: 52.5079 km
  //   Hosur town centre → Chennai Central (13.0827 N, 80.2707 E): 267.7814 km
  it('gives the independently computed distances to 0.1 km', () => {
    expect(Math.abs(haversineKm(hosur, airport) - 52.5079)).toBeLessThan(0.05);
    expect(Math.abs(haversineKm(hosur, chennaiCentral) - 267.7814)).toBeLessThan(0.05);
    expect(formatKm(haversineKm(hosur, airport), 'en')).toBe('52.5\u00a0km');
    expect(formatKm(haversineKm(hosur, chennaiCentral), 'en')).toBe('267.8\u00a0km');
  });

  it('is symmetric, zero for one point, and half the circumference for antipodes', () => {
    expect(haversineKm(airport, hosur)).toBeCloseTo(haversineKm(hosur, airport), 9);
    expect(haversineKm(hosur, hosur)).toBe(0);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });
});

describe('formatKm', () => {
  it('shows one decimal, with the unit in the language and Indian grouping', () => {
    expect(formatKm(21.2976, 'en')).toBe('21.3\u00a0km');
    expect(formatKm(21.2976, 'ta')).toBe('21.3\u00a0கி.மீ.');
    expect(formatKm(3, 'en')).toBe('3.0\u00a0km');
    expect(formatKm(0.04, 'ta')).toBe('0.0\u00a0கி.மீ.');
    expect(formatKm(123456.78, 'en')).toBe('1,23,456.8\u00a0km');
  });
});

describe('landmarkDistances', async () => {
  const { landmarkDistances, pinOf } = await import('./landmark-distances');
  const landmarks = [
    { id: 'airport', en: 'Airport', ta: 'விமான நிலையம்', lat: 13.199, lng: 77.707 },
    { id: 'centre', en: 'Centre', ta: 'மையம்', lat: 12.741, lng: 77.825 },
  ];

  it('words each distance in the page’s language, in the configured order', () => {
    expect(landmarkDistances(hosur, 'en', landmarks)).toEqual([
      { id: 'airport', name: 'Airport', distance: '52.5\u00a0km' },
      { id: 'centre', name: 'Centre', distance: '0.0\u00a0km' },
    ]);
    expect(landmarkDistances(hosur, 'ta', landmarks).map((d) => `${d.name} ${d.distance}`)).toEqual(['விமான நிலையம் 52.5\u00a0கி.மீ.', 'மையம் 0.0\u00a0கி.மீ.']);
  });

  it('finds a pin only when both numbers are there', () => {
    expect(pinOf({ lat: 12.7, lng: 77.8 })).toEqual({ lat: 12.7, lng: 77.8 });
    expect(pinOf({ lat: 12.7, lng: null })).toBeNull();
    expect(pinOf({})).toBeNull();
  });
});
