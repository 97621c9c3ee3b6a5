import { describe, expect, it } from 'vitest';
import { KIND_IDS, KINDS, type KindId, validateListing } from './kinds';
import { PIN_BOX, splitPair } from './pin';

const BASE: Record<KindId, Record<string, unknown>> = {
  villa: { title: 'Villa', price: '85 L', location: 'Bagalur Road, Hosur', area: '2,400', buildingarea: '1,850', bedrooms: '3', description: 'A villa.' },
  plot: { title: 'Plot', price: '18 L', location: 'SIPCOT, Hosur', area: '5 cents', description: 'A plot.' },
  home: { title: 'House', price: '65 L', location: 'Mathigiri, Hosur', area: '1,500', buildingarea: '1,200', description: 'A house.' },
};

// Through validateListing, as every writer (API, form, seed) checks a listing.
const check = async (pin: Record<string, unknown>, kind: KindId = 'plot') => validateListing(KINDS[kind], { ...BASE[kind], ...pin });

async function accepted(pin: Record<string, unknown>, kind: KindId = 'plot') {
  const result = await check(pin, kind);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(pin)} to pass: ${JSON.stringify(result.errors)}`);
  return { lat: result.values.lat, lng: result.values.lng };
}

async function refused(pin: Record<string, unknown>) {
  const result = await check(pin);
  if (result.ok) throw new Error(`expected ${JSON.stringify(pin)} to be refused`);
  return result;
}

const LAT_BOX = 'Latitude must be between 12.0 and 13.0 (Hosur and Krishnagiri district)';
const LNG_BOX = 'Longitude must be between 77.4 and 78.6 (Hosur and Krishnagiri district)';

describe('the map pin', () => {
  it.each(KIND_IDS)('is a field of every kind (%s), in the location section', (kind) => {
    const fields = KINDS[kind].fields.filter((f) => f.section === 'location').map((f) => f.name);
    expect(fields).toEqual(['lat', 'lng']);
  });

  it.each(KIND_IDS)('is optional (%s): no pin, or a blank one, stores null', async (kind) => {
    expect(await accepted({}, kind)).toEqual({ lat: null, lng: null });
    expect(await accepted({ lat: '', lng: '  ' }, kind)).toEqual({ lat: null, lng: null });
    expect(await accepted({ lat: null, lng: null }, kind)).toEqual({ lat: null, lng: null });
  });

  it('takes typed text and JSON numbers, rounded to six decimals', async () => {
    expect(await accepted({ lat: '12.7712', lng: '77.8421' })).toEqual({ lat: 12.7712, lng: 77.8421 });
    expect(await accepted({ lat: ' 12.77 ', lng: '+77.84' })).toEqual({ lat: 12.77, lng: 77.84 });
    expect(await accepted({ lat: 12.5, lng: 78 })).toEqual({ lat: 12.5, lng: 78 });
    expect(await accepted({ lat: '12.123456789', lng: '77.9999994' })).toEqual({ lat: 12.123457, lng: 77.999999 });
  });

  it('accepts the edges of the box and refuses just outside them, naming the box', async () => {
    expect(await accepted({ lat: '12.0', lng: '77.4' })).toEqual({ lat: 12, lng: 77.4 });
    expect(await accepted({ lat: '13', lng: '78.6' })).toEqual({ lat: 13, lng: 78.6 });
    expect((await refused({ lat: '11.9999', lng: '77.8' })).errors).toEqual({ lat: LAT_BOX });
    expect((await refused({ lat: '13.0001', lng: '77.8' })).errors).toEqual({ lat: LAT_BOX });
    expect((await refused({ lat: '12.7', lng: '77.3999' })).errors).toEqual({ lng: LNG_BOX });
    expect((await refused({ lat: '12.7', lng: '78.6001' })).errors).toEqual({ lng: LNG_BOX });
    expect(PIN_BOX).toMatchObject({ south: 12, north: 13, west: 77.4, east: 78.6 });
  });

  it('refuses swapped numbers (a common slip) on both fields', async () => {
    const swapped = await refused({ lat: '77.84', lng: '12.77' });
    expect(swapped.errors).toEqual({ lat: LAT_BOX, lng: LNG_BOX });
    expect(swapped.message).toBe('Please correct: Latitude, Longitude.');
  });

  it('needs both numbers or neither', async () => {
    expect((await refused({ lat: '12.77' })).errors).toEqual({ lng: 'Longitude is required when a latitude is given (or remove the pin)' });
    expect((await refused({ lng: '77.84', lat: '' })).errors).toEqual({ lat: 'Latitude is required when a longitude is given (or remove the pin)' });
    // A bad number keeps its own message rather than 'required'.
    expect((await refused({ lat: '12.77', lng: 'east' })).errors).toEqual({ lng: 'Longitude must be a number in decimal degrees, like 77.8421' });
  });

  it.each([
    ['text', 'twelve'],
    ['degrees and minutes', "12°46'"],
    ['a compass letter', '12.77N'],
    ['an exponent', '1.277e1'],
    ['a comma decimal', '12,77'],
    ['a pair in one field', '12.77, 77.84'],
    ['Infinity', 'Infinity'],
    ['NaN', Number.NaN],
    ['a boolean', true],
    ['a list', ['12.77']],
    ['an object', { lat: 12.77 }],
  ])('refuses %s as a latitude with a message that says what to type', async (_what, lat) => {
    const result = await refused({ lat, lng: '77.84' });
    expect(result.errors).toEqual({ lat: 'Latitude must be a number in decimal degrees, like 12.7712' });
  });
});

describe('splitPair', () => {
  it('reads a pair as map apps copy it', () => {
    expect(splitPair('12.7712, 77.8421')).toEqual({ lat: '12.7712', lng: '77.8421' });
    expect(splitPair(' 12.77 77.84 ')).toEqual({ lat: '12.77', lng: '77.84' });
    expect(splitPair('12.77;77.84')).toEqual({ lat: '12.77', lng: '77.84' });
  });
  it('leaves anything else alone', () => {
    expect(splitPair('12.77')).toBeNull();
    expect(splitPair('12.77, 77.84, 3')).toBeNull();
    expect(splitPair('Bagalur Road')).toBeNull();
  });
});
