import { describe, it, expect } from 'vitest';
import { DEFAULT_LIMIT, MAX_LIMIT, SORTS, parseListQuery } from './query';

function ok(params: Parameters<typeof parseListQuery>[0]) {
  const result = parseListQuery(params);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(params)} to pass: ${result.message}`);
  return result.query;
}

function fails(params: Parameters<typeof parseListQuery>[0]) {
  const result = parseListQuery(params);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('unreachable');
  expect(typeof result.message).toBe('string');
  expect(result.message.length).toBeGreaterThan(0);
  return result.message;
}

const qs = (s: string) => new URLSearchParams(s);

describe('parseListQuery defaults', () => {
  it('uses limit 12, page 1, sort newest when nothing is given', () => {
    expect(DEFAULT_LIMIT).toBe(12);
    expect(MAX_LIMIT).toBe(100);
    expect(ok({})).toEqual({ limit: 12, page: 1, sort: 'newest' });
    expect(ok(qs(''))).toEqual({ limit: 12, page: 1, sort: 'newest' });
  });

  it('ignores empty values, both from URLSearchParams and plain records', () => {
    expect(ok(qs('limit=&page=&sort=&q=&minPrice=&bedrooms=&type='))).toEqual({ limit: 12, page: 1, sort: 'newest' });
    expect(ok({ limit: '', page: undefined, sort: '', q: '', maxPrice: undefined })).toEqual({
      limit: 12,
      page: 1,
      sort: 'newest',
    });
  });

  it('drops keys it does not know', () => {
    expect(ok(qs('foo=bar&limit=5'))).toEqual({ limit: 5, page: 1, sort: 'newest' });
  });
});

describe('limit and page', () => {
  it.each([
    ['1', 1],
    ['24', 24],
    ['100', 100],
    [' 7 ', 7],
  ])('limit %j → %d', (input, expected) => {
    expect(ok({ limit: input }).limit).toBe(expected);
    expect(ok(qs(`limit=${encodeURIComponent(input)}`)).limit).toBe(expected);
  });

  it.each(['0', '101', 'abc', '1.5', '-1', '1e2', '0x10', '5abc', '99999999999999999999'])('limit %j is rejected with a message naming limit', (input) => {
    expect(fails({ limit: input })).toContain('limit');
    expect(fails(qs(`limit=${encodeURIComponent(input)}`))).toContain('limit');
  });

  it('gives a readable message for an out-of-range limit', () => {
    expect(fails({ limit: '0' })).toBe('limit must be between 1 and 100');
    expect(fails({ limit: '101' })).toBe('limit must be between 1 and 100');
    expect(fails({ limit: 'abc' })).toContain('limit must be a whole number');
  });

  it.each([
    ['1', 1],
    ['3', 3],
    ['100000', 100000],
  ])('page %j → %d', (input, expected) => {
    expect(ok({ page: input }).page).toBe(expected);
  });

  it.each(['0', '-1', 'two', '1.5', '100001'])('page %j is rejected naming page', (input) => {
    expect(fails({ page: input })).toContain('page');
  });

  it('reports every bad parameter', () => {
    const message = fails(qs('limit=0&page=0&sort=bogus'));
    expect(message).toContain('limit');
    expect(message).toContain('page');
    expect(message).toContain('sort');
  });
});

describe('sort', () => {
  it.each(['newest', 'price-asc', 'price-desc', 'area-desc'])('accepts %j', (sort) => {
    expect(ok({ sort }).sort).toBe(sort);
  });

  it('offers exactly the four sorts', () => {
    expect(SORTS.map((s) => s.value)).toEqual(['newest', 'price-asc', 'price-desc', 'area-desc']);
  });

  it.each(['bogus', 'Newest', 'price_asc', 'oldest'])('rejects %j listing the allowed sorts', (sort) => {
    const message = fails({ sort });
    expect(message).toContain('sort must be one of');
    expect(message).toContain('price-asc');
  });
});

describe('filters', () => {
  it('parses minPrice, maxPrice and bedrooms as numbers', () => {
    expect(ok(qs('minPrice=1000000&maxPrice=5000000&bedrooms=3'))).toEqual({
      limit: 12,
      page: 1,
      sort: 'newest',
      minPrice: 1000000,
      maxPrice: 5000000,
      bedrooms: 3,
    });
    expect(ok({ minPrice: '0' }).minPrice).toBe(0);
  });

  it.each(['abc', '-1', '1.5', '45 L', '45,00,000'])('minPrice/maxPrice %j is rejected', (input) => {
    expect(fails({ minPrice: input })).toContain('minPrice');
    expect(fails({ maxPrice: input })).toContain('maxPrice');
  });

  it.each(['1', '5'])('bedrooms %j accepted', (input) => {
    expect(ok({ bedrooms: input }).bedrooms).toBe(Number(input));
  });

  it.each(['0', '6', 'three', '2.5'])('bedrooms %j rejected', (input) => {
    expect(fails({ bedrooms: input })).toContain('bedrooms');
  });

  it('keeps q, type, status and facing as trimmed text', () => {
    const query = ok(qs('q=%20bagalur%20&type=Residential&status=Ready+to+Move&facing=East'));
    expect(query).toMatchObject({ q: 'bagalur', type: 'Residential', status: 'Ready to Move', facing: 'East' });
  });

  it('rejects over-long text filters', () => {
    expect(fails({ q: 'x'.repeat(101) })).toContain('q');
    expect(fails({ type: 'x'.repeat(101) })).toContain('type');
    expect(ok({ q: 'x'.repeat(100) }).q).toHaveLength(100);
  });

  it('rejects a filter that is only spaces', () => {
    expect(fails({ type: '   ' })).toContain('type');
  });
});

describe('repeated keys', () => {
  it('rejects a key given twice in URLSearchParams', () => {
    expect(fails(qs('limit=5&limit=10'))).toBe('limit may be given once');
    expect(fails(qs('sort=newest&sort=newest'))).toContain('sort');
    expect(fails(qs('q=a&q=b'))).toContain('q');
  });

  it('rejects an array value in a plain record', () => {
    expect(fails({ limit: ['5', '10'] })).toBe('limit may be given once');
    expect(fails({ q: ['a'] })).toContain('q');
  });

  // A key naming an Object.prototype member must not count as given twice.
  it('ignores an unknown key that happens to name an Object.prototype member', () => {
    expect(ok(qs('toString=1'))).toEqual({ limit: 12, page: 1, sort: 'newest' });
    expect(ok({ constructor: 'x' })).toEqual({ limit: 12, page: 1, sort: 'newest' });
  });
});

describe('input forms', () => {
  it('URLSearchParams and plain records give the same result', () => {
    const text = 'limit=12&page=2&sort=price-desc&minPrice=100&bedrooms=2&q=villa';
    const record = Object.fromEntries(qs(text));
    expect(ok(qs(text))).toEqual(ok(record));
    expect(ok(record)).toEqual({ limit: 12, page: 2, sort: 'price-desc', minPrice: 100, bedrooms: 2, q: 'villa' });
  });
});

describe('the API filters of issue 13', () => {
  it('takes an area range in a unit and yes/no filters', () => {
    expect(ok(qs('minArea=5&maxArea=10.5&areaUnit=cents&approved=1&rera=true&featured=0'))).toMatchObject({
      minArea: 5,
      maxArea: 10.5,
      areaUnit: 'cents',
      approved: true,
      rera: true,
      featured: false,
    });
  });
  it('refuses a bad area, an unknown unit or a flag that is not one, with the reason', () => {
    expect(fails(qs('minArea=-5'))).toContain('minArea must be a number');
    expect(fails(qs('maxArea=0'))).toContain('maxArea must be more than 0');
    expect(fails(qs('areaUnit=hectares'))).toContain('areaUnit must be one of: sq.ft, sq.m, cents, grounds, acres');
    expect(fails(qs('approved=yes'))).toContain('approved must be 1, true, 0 or false');
  });
});
