// Properties of the path a filtered list is cached under: every canonical query has exactly one
// segment, which decodes back to it; any other segment decodes to nothing, so no two paths serve
// one list.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KIND_IDS, KINDS } from '@/models/kinds';
import { canonicalParams, URL_KEYS } from '@/models/list-url';
import { AREA_UNITS } from '@/models/parse/area';
import { SORTS } from '@/models/sorts';
import { decodeFilter, encodeFilter, FILTER_SEGMENT, filteredListPath } from './filter-segment';

const kindArb = fc.constantFrom(...KIND_IDS);
const valueArb = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('1', '2', '3', 'East', 'North-East', 'Residential', 'Sold', 'Ready to Move', 'Apartment', ...SORTS.map((s) => s.value), ...AREA_UNITS, 'on'),
  fc.nat({ max: 10 ** 9 }).map(String),
  fc.constantFrom('ஓசூர் வில்லா', 'a&b=c', 'x/y', '50%', 'a+b', '#1', '?'),
);
const queryArb = fc.array(fc.tuple(fc.constantFrom(...URL_KEYS, 'utm_source'), valueArb), { maxLength: 12 }).map((pairs) => new URLSearchParams(pairs));

describe('filter segment properties', () => {
  it('decodes the segment of any canonical query back to that query', () => {
    fc.assert(
      fc.property(kindArb, queryArb, (id, query) => {
        const kind = KINDS[id];
        const params = canonicalParams(kind, query);
        fc.pre(params.size > 0); // the plain list page answers an empty query: it has no segment
        const segment = encodeFilter(params);
        expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
        if (segment.length > 400) return; // longer than any canonical query can be (q is at most 100 characters)
        expect(decodeFilter(kind, segment)?.toString()).toBe(params.toString());
      }),
    );
  });

  it('gives a list address with filters one path, whose segment decodes to its canonical query', () => {
    fc.assert(
      fc.property(kindArb, fc.boolean(), queryArb, (id, tamil, query) => {
        const kind = KINDS[id];
        const prefix = tamil ? '/ta' : '';
        const path = filteredListPath(`${prefix}/${kind.slug}`, query);
        const params = canonicalParams(kind, query);
        if (params.size === 0) {
          expect(path).toBeNull();
          return;
        }
        expect(path).toBe(`${prefix}/${kind.slug}/${FILTER_SEGMENT}/${encodeFilter(params)}`);
        expect(decodeFilter(kind, path!.split('/').pop()!)?.toString()).toBe(params.toString());
      }),
    );
  });

  it('decodes any other segment to nothing: no second path for one list', () => {
    fc.assert(
      fc.property(kindArb, fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/.%'), maxLength: 80 }), (id, segment) => {
        const decoded = decodeFilter(KINDS[id], segment);
        if (decoded !== null) expect(encodeFilter(decoded)).toBe(segment);
      }),
    );
    // A non-canonical query in a valid encoding, for certain.
    fc.assert(
      fc.property(kindArb, queryArb, (id, query) => {
        const kind = KINDS[id];
        const raw = Buffer.from(query.toString(), 'utf8').toString('base64url');
        const decoded = decodeFilter(kind, raw);
        if (raw.length <= 400 && query.toString() === canonicalParams(kind, query).toString() && query.size > 0) expect(decoded?.toString()).toBe(query.toString());
        else if (decoded !== null) expect(encodeFilter(decoded)).toBe(raw);
      }),
    );
  });
});
