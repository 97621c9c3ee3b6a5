import { describe, expect, it } from 'vitest';
import { parseEntries } from './entries';
import { parseItems } from './items';

const a = 'a'.repeat(24);
const b = 'b'.repeat(24);

describe('shortlist entries', () => {
  it('reads the items of the address: known kinds and ids only, once each, in order', () => {
    expect(parseItems(`plots:${a},villas:${b},plots:${a}`).map((i) => i.entry)).toEqual([`plots:${a}`, `villas:${b}`]);
    expect(parseItems(`castles:${a},villas:xyz,villas:${b}:x,,homes:${b}`).map((i) => i.entry)).toEqual([`homes:${b}`]);
    expect(parseItems(undefined)).toEqual([]);
    expect(parseItems(Array.from({ length: 80 }, (_, n) => `villas:${n.toString(16).padStart(24, '0')}`).join(','))).toHaveLength(50);
  });
  it('reads what the browser kept, whatever else is there', () => {
    expect(parseEntries(JSON.stringify([`villas:${a}`, 'junk', 7, `villas:${a}`, `plots:${b}`]))).toEqual([`villas:${a}`, `plots:${b}`]);
    expect(parseEntries('{not json')).toEqual([]);
    expect(parseEntries('{"a":1}')).toEqual([]);
    expect(parseEntries(null)).toEqual([]);
  });
});
