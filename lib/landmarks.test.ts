import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDMARKS, parseLandmarks } from './landmarks';

const one = { id: 'bus-stand', en: 'Hosur bus stand', ta: 'ஓசூர் பேருந்து நிலையம்', lat: 12.7355, lng: 77.8296 };

describe('parseLandmarks', () => {
  it('uses the defaults when nothing is set', () => {
    expect(parseLandmarks(undefined)).toEqual({ landmarks: DEFAULT_LANDMARKS });
    expect(parseLandmarks('  ')).toEqual({ landmarks: DEFAULT_LANDMARKS });
  });

  it('takes the dealer’s list as given, names trimmed', () => {
    const raw = JSON.stringify([{ ...one, en: ' Hosur bus stand ' }, { id: 'x', en: 'X', ta: 'எக்ஸ்', lat: -1, lng: 179.9 }]);
    const { landmarks, error } = parseLandmarks(raw);
    expect(error).toBeUndefined();
    expect(landmarks.map((l) => [l.id, l.en])).toEqual([['bus-stand', 'Hosur bus stand'], ['x', 'X']]);
  });

  it.each([
    ['not JSON', '[{', /not JSON/],
    ['an empty list', '[]', /NEXT_PUBLIC_LANDMARKS/],
    ['no Tamil name', JSON.stringify([{ ...one, ta: '' }]), /at 0\.ta/],
    ['a latitude past the pole', JSON.stringify([{ ...one, lat: 91 }]), /at 0\.lat/],
    ['a coordinate as text', JSON.stringify([{ ...one, lng: '77.8' }]), /at 0\.lng/],
    ['an id twice', JSON.stringify([one, one]), /every id once/],
    ['a bad id', JSON.stringify([{ ...one, id: 'Bus Stand' }]), /at 0\.id/],
  ])('refuses %s, saying where, and keeps the defaults', (_, raw, message) => {
    const { landmarks, error } = parseLandmarks(raw);
    expect(landmarks).toBe(DEFAULT_LANDMARKS);
    expect(error).toMatch(message);
  });

  it('has defaults near Hosur with both names', () => {
    for (const l of DEFAULT_LANDMARKS) {
      expect(l.en && l.ta).toBeTruthy();
      expect(l.lat).toBeGreaterThan(12.5);
      expect(l.lat).toBeLessThan(13.3);
    }
    expect(DEFAULT_LANDMARKS.find((l) => l.id === 'airport')).toMatchObject({ lat: 13.199, lng: 77.707 });
  });
});
