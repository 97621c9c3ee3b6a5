// Properties of a list page's address, over any query a visitor, a crawler or a stale link may
// send: the canonical form is a fixed point, its URL reads back as itself, and the list API's
// own parser accepts it and agrees on every value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KIND_IDS, KINDS, type KindDef } from './kinds';
import { canonicalParams, LIST_VIEWS, listHref, OPTION_FILTERS, orderedParams, toListQuery, URL_KEYS, viewOf } from './list-url';
import { AREA_UNITS } from './parse/area';
import { parseListQuery } from './query';
import { SORTS } from './sorts';

// Drawn by id, so that a counterexample names the kind rather than printing its whole definition.
const kindArb = fc.constantFrom(...KIND_IDS);

/** Values near what the parser cares about: options of every kind, numbers, flags, and any text. */
const valueArb = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.constantFrom(...KIND_IDS.flatMap((id) => OPTION_FILTERS.flatMap((name) => KINDS[id].fields.find((f) => f.name === name)?.options?.map((o) => o.value) ?? []))),
  fc.constantFrom(...SORTS.map((s) => s.value), ...AREA_UNITS, ...LIST_VIEWS, 'MAP', '1', 'on', 'true', '0', 'false', ' 3 ', '1e3', '0x10', '-5', '007'),
  fc.nat({ max: 20_000 }).map(String),
  fc.bigInt({ min: 0n, max: 10n ** 14n }).map(String),
  fc.tuple(fc.nat({ max: 10 ** 9 }), fc.nat({ max: 99_999 })).map(([a, b]) => `${a}.${b}`),
);
const keyArb = fc.constantFrom(...URL_KEYS, 'limit', 'utm_source', 'Sort', 'q ', '');
/** A query as a URL has it: keys in any order, repeated or not. */
const queryArb = fc.array(fc.tuple(keyArb, valueArb), { maxLength: 20 }).map((pairs) => new URLSearchParams(pairs));

const readBack = (href: string) => new URLSearchParams(href.includes('?') ? href.slice(href.indexOf('?') + 1) : '');

describe('list address properties', () => {
  it('canonical params are a fixed point: canonical twice is canonical once', () => {
    fc.assert(
      fc.property(kindArb, queryArb, (id, query) => {
        const kind = KINDS[id];
        const once = canonicalParams(kind, query);
        expect(canonicalParams(kind, once).toString()).toBe(once.toString());
      }),
    );
  });

  it('keep known keys once each, in the fixed order, without defaults, with ranges the right way round', () => {
    fc.assert(
      fc.property(kindArb, queryArb, (id, query) => {
        const kind = KINDS[id];
        const params = canonicalParams(kind, query);
        const keys = [...params.keys()];
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys).toEqual(URL_KEYS.filter((k) => keys.includes(k)));
        for (const [, v] of params) expect(v).not.toBe('');
        expect(params.get('sort')).not.toBe('newest');
        expect(params.get('page')).not.toBe('1');
        if (params.has('areaUnit')) expect(params.has('minArea') || params.has('maxArea')).toBe(true);
        for (const [lo, hi] of [['minPrice', 'maxPrice'], ['minArea', 'maxArea']]) {
          if (params.has(lo) && params.has(hi)) expect(Number(params.get(lo))).toBeLessThanOrEqual(Number(params.get(hi)));
        }
      }),
    );
  });

  it('round-trip: the canonical URL reads back as the same state, and its page links too', () => {
    fc.assert(
      fc.property(kindArb, queryArb, fc.integer({ min: 1, max: 12_000 }), (id, query, page) => {
        const kind = KINDS[id];
        const params = canonicalParams(kind, query);
        const href = listHref(kind, params);
        expect(href.startsWith(`/${kind.slug}`)).toBe(true);
        expect(canonicalParams(kind, readBack(href)).toString()).toBe(params.toString());
        expect(listHref(kind, readBack(href))).toBe(href);
        // A page link differs only in its page.
        const paged = canonicalParams(kind, readBack(listHref(kind, params, page)));
        const expectedPage = page > 1 && page <= 10_000 ? String(page) : null;
        expect(paged.get('page')).toBe(expectedPage);
        paged.delete('page');
        const unpaged = new URLSearchParams(params);
        unpaged.delete('page');
        expect(paged.toString()).toBe(unpaged.toString());
      }),
    );
  });

  it('switching view keeps everything else: the list and the map of one state differ only in view', () => {
    fc.assert(
      fc.property(kindArb, queryArb, fc.constantFrom(...LIST_VIEWS), (id, query, view) => {
        const kind = KINDS[id];
        const params = canonicalParams(kind, query);
        const switched = canonicalParams(kind, readBack(listHref(kind, params, undefined, view)));
        expect(viewOf(switched)).toBe(view);
        expect(switched.has('view')).toBe(view === 'map');
        const [a, b] = [new URLSearchParams(params), new URLSearchParams(switched)];
        a.delete('view');
        b.delete('view');
        expect(b.toString()).toBe(a.toString());
        expect(toListQuery(switched)).toEqual(toListQuery(params));
      }),
    );
  });

  it('a filter form submitted as it is typed lands on the same canonical address', () => {
    // A form sends each field once.
    const formArb = fc.uniqueArray(fc.tuple(keyArb, valueArb), { selector: ([k]) => k, maxLength: 20 });
    fc.assert(
      fc.property(kindArb, formArb, (id, fields) => {
        const kind = KINDS[id];
        const typed = orderedParams(fields);
        expect(canonicalParams(kind, orderedParams(canonicalParams(kind, typed).entries())).toString()).toBe(canonicalParams(kind, typed).toString());
        expect(canonicalParams(kind, typed).toString()).toBe(canonicalParams(kind, new URLSearchParams(fields)).toString());
      }),
    );
  });

  it('the list API parser accepts every canonical query and reads the same values from it', () => {
    fc.assert(
      fc.property(kindArb, queryArb, (id, query) => {
        const kind: KindDef = KINDS[id];
        const params = canonicalParams(kind, query);
        const parsed = parseListQuery(params);
        if (!parsed.ok) throw new Error(`${params.toString()}: ${parsed.message}`);
        const { limit, ...fromApi } = parsed.query;
        const { limit: pageLimit, ...fromPage } = toListQuery(params);
        expect(limit).toBe(pageLimit);
        // The page's query leaves unset values undefined; the API's has them absent.
        expect(Object.fromEntries(Object.entries(fromPage).filter(([, v]) => v !== undefined))).toEqual(fromApi);
      }),
    );
  });
});
