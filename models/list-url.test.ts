import { describe, expect, it } from 'vitest';
import { KINDS } from './kinds';
import { canonicalParams, hasFilters, listCaption, listHref, orderedParams, toListQuery, URL_KEYS, valuesOf, viewOf } from './list-url';

const { villa, plot, home } = KINDS;
const canon = (kind = villa, query: string | Record<string, string | string[] | undefined> = '') =>
  canonicalParams(kind, typeof query === 'string' ? new URLSearchParams(query) : query).toString();

describe('canonicalParams', () => {
  it('puts the known keys in one fixed order, whatever order the URL has', () => {
    expect(URL_KEYS).toEqual([
      'q', 'bedrooms', 'type', 'status', 'facing', 'minPrice', 'maxPrice',
      'minArea', 'maxArea', 'areaUnit', 'approved', 'rera', 'featured', 'sort', 'page', 'view',
    ]);
    const shuffled = 'page=2&sort=price-asc&maxPrice=9000000&minPrice=100&facing=East&status=Ready+to+Move&bedrooms=3&q=lake';
    expect(canon(villa, shuffled)).toBe('q=lake&bedrooms=3&status=Ready+to+Move&facing=East&minPrice=100&maxPrice=9000000&sort=price-asc&page=2');
    expect(canon(home, 'type=Apartment&bedrooms=2')).toBe('bedrooms=2&type=Apartment');
  });

  it('drops unknown keys, empty values and the defaults (sort=newest, page=1)', () => {
    expect(canon(villa, 'utm_source=wa&fbclid=x&limit=50&bedrooms=3')).toBe('bedrooms=3');
    expect(canon(villa, 'q=&bedrooms=&sort=&page=&minPrice=')).toBe('');
    expect(canon(villa, 'sort=newest&page=1')).toBe('');
    expect(canon(villa, 'BEDROOMS=3&Sort=price-asc')).toBe('');
  });

  it('takes the first of repeated keys, from URLSearchParams and from a Next searchParams record', () => {
    expect(canon(villa, 'bedrooms=3&bedrooms=4')).toBe('bedrooms=3');
    expect(canon(villa, { bedrooms: ['4', '3'], sort: 'price-desc', page: undefined, foo: 'bar' })).toBe('bedrooms=4&sort=price-desc');
  });

  it("drops option values that are not in the kind's registry, and filters the kind does not have", () => {
    expect(canon(villa, 'bedrooms=6')).toBe('');
    expect(canon(villa, 'bedrooms=3.0')).toBe('');
    expect(canon(villa, 'status=Available')).toBe(''); // a plot status
    expect(canon(villa, 'type=Residential')).toBe(''); // villas have no type
    expect(canon(villa, 'facing=north')).toBe(''); // values are exact
    expect(canon(villa, 'facing=North-East')).toBe('facing=North-East');
    expect(canon(plot, 'facing=North-East')).toBe(''); // plots face four ways
    expect(canon(plot, 'bedrooms=3')).toBe(''); // plots have no bedrooms
    expect(canon(plot, 'type=Residential&status=Sold')).toBe('type=Residential&status=Sold');
    expect(canon(home, 'type=Residential')).toBe('');
    expect(canon(home, 'status=Under+Negotiation')).toBe('status=Under+Negotiation');
  });

  it('trims option values', () => {
    expect(canon(villa, 'bedrooms=%203%20&facing=%20East')).toBe('bedrooms=3&facing=East');
  });

  it('keeps only known sorts', () => {
    for (const sort of ['price-asc', 'price-desc', 'area-desc']) expect(canon(villa, `sort=${sort}`)).toBe(`sort=${sort}`);
    for (const sort of ['x', 'price', 'PRICE-ASC', 'newest']) expect(canon(villa, `sort=${sort}`)).toBe('');
  });

  it('folds whitespace in q, trims it and caps it at 100 characters', () => {
    expect(canon(villa, { q: '  lake \t\n view  ' })).toBe('q=lake+view');
    expect(canon(villa, { q: 'a\u00a0\u00a0b' })).toBe('q=a+b');
    expect(canon(villa, { q: '   ' })).toBe('');
    const long = canonicalParams(villa, { q: `${'x'.repeat(99)} yz` }).get('q');
    expect(long).toBe('x'.repeat(99)); // cut at 100, then the trailing space trimmed
    expect(canonicalParams(villa, { q: 'y'.repeat(500) }).get('q')).toHaveLength(100);
  });

  it('keeps Tamil text and punctuation in q as typed', () => {
    const p = canonicalParams(villa, new URLSearchParams('q=%E0%AE%93%E0%AE%9A%E0%AF%82%E0%AE%B0%E0%AF%8D%20%20%E0%AE%B5%E0%AF%80%E0%AE%9F%E0%AF%81'));
    expect(p.get('q')).toBe('ஓசூர் வீடு');
    expect(canonicalParams(villa, { q: 'a&b=c/d?%' }).get('q')).toBe('a&b=c/d?%');
  });

  it('never lets NUL through', () => {
    expect(canon(villa, 'q=%00')).toBe('');
    expect(canonicalParams(villa, new URLSearchParams('q=a%00b')).get('q')).toBe('a b');
    expect(canon(villa, 'bedrooms=%00&facing=East%00&minPrice=1%000&page=2%00&sort=price-asc%00')).toBe('');
  });

  it('keeps whole-number prices from 0 to 10^12, without leading zeros', () => {
    expect(canon(villa, 'minPrice=0&maxPrice=1000000000000')).toBe('minPrice=0&maxPrice=1000000000000');
    expect(canon(villa, 'minPrice=0050')).toBe('minPrice=50');
    for (const bad of ['-1', '1.5', '1e6', '1,00,000', '₹100', 'abc', '1000000000001', '99999999999999', '0x10', 'Infinity']) {
      expect(canon(villa, { minPrice: bad, maxPrice: bad }), bad).toBe('');
    }
  });

  it('keeps page numbers from 2 to 10,000', () => {
    expect(canon(villa, 'page=2')).toBe('page=2');
    expect(canon(villa, 'page=10000')).toBe('page=10000');
    expect(canon(villa, 'page=007')).toBe('page=7');
    for (const bad of ['0', '1', '01', '-2', '2.5', '10001', 'abc', '1e3', ' ']) expect(canon(villa, { page: bad }), bad).toBe('');
  });

  it('swaps a reversed price range', () => {
    expect(canon(villa, 'minPrice=9000000&maxPrice=3000000')).toBe('minPrice=3000000&maxPrice=9000000');
    expect(canon(villa, 'minPrice=5&maxPrice=5')).toBe('minPrice=5&maxPrice=5');
    // One side invalid: nothing to swap with, the valid side stays as given.
    expect(canon(villa, 'minPrice=9000000&maxPrice=-3')).toBe('minPrice=9000000');
  });

  it('gives the same answer for its own output (idempotent)', () => {
    for (const q of ['page=3&bedrooms=2&q=%20x%20%20y', 'maxPrice=1&minPrice=2&sort=area-desc', 'foo=1', 'facing=West&status=Furnished']) {
      const once = canonicalParams(villa, new URLSearchParams(q));
      expect(canonicalParams(villa, once).toString()).toBe(once.toString());
    }
  });

  it('garbage answers an empty query, never throws', () => {
    expect(canon(villa, 'page=abc&bedrooms=%00&sort=x&minPrice=-1')).toBe('');
    expect(canon(villa, '%%%&=&==&q')).toBe('');
  });
});

describe('listHref', () => {
  it('is the plain list without filters, and the canonical query otherwise', () => {
    expect(listHref(villa, new URLSearchParams())).toBe('/villas');
    expect(listHref(plot, new URLSearchParams('sort=price-asc&type=Residential'))).toBe('/plots?type=Residential&sort=price-asc');
  });

  it('sets or clears the page', () => {
    const params = canonicalParams(villa, new URLSearchParams('bedrooms=3&page=4'));
    expect(listHref(villa, params, 5)).toBe('/villas?bedrooms=3&page=5');
    expect(listHref(villa, params, 1)).toBe('/villas?bedrooms=3');
    expect(listHref(villa, params)).toBe('/villas?bedrooms=3&page=4');
    expect(listHref(home, new URLSearchParams(), 2)).toBe('/homes?page=2');
    // The params given are not changed.
    expect(params.get('page')).toBe('4');
  });

  it('canonicalises what it is given', () => {
    expect(listHref(villa, new URLSearchParams('utm=1&sort=newest&bedrooms=9&facing=East'))).toBe('/villas?facing=East');
  });

  it('encodes text so the link survives', () => {
    expect(listHref(villa, new URLSearchParams({ q: 'ஓசூர் a&b' }))).toBe(`/villas?q=${encodeURIComponent('ஓசூர்')}+a%26b`);
  });
});

describe('listCaption', () => {
  const caption = (kind: typeof villa, q: string, withPage?: boolean) => listCaption(kind, canonicalParams(kind, new URLSearchParams(q)), withPage);

  it('says what the list shows, as in the issue', () => {
    expect(caption(villa, 'bedrooms=3&maxPrice=10000000&page=2')).toBe('3 BHK villas under ₹1 Cr in Hosur — page 2');
  });

  it('names the plain list by its plural', () => {
    expect(caption(villa, '')).toBe('Villas in Hosur');
    expect(caption(home, '')).toBe('Houses in Hosur');
    expect(caption(plot, 'page=3')).toBe('Plots in Hosur — page 3');
  });

  it('uses option labels, facing, status and type', () => {
    expect(caption(villa, 'bedrooms=5&facing=East')).toBe('5+ BHK East facing villas in Hosur');
    expect(caption(plot, 'type=Residential&status=Available&facing=North')).toBe('North facing Residential Available plots in Hosur');
    expect(caption(home, 'bedrooms=2&type=Apartment')).toBe('2 BHK Apartment houses in Hosur');
  });

  it('describes price ranges in lakhs and crores', () => {
    expect(caption(villa, 'minPrice=5000000')).toBe('Villas from ₹50 L in Hosur');
    expect(caption(villa, 'minPrice=5000000&maxPrice=12500000')).toBe('Villas from ₹50 L to ₹1.25 Cr in Hosur');
    expect(caption(villa, 'maxPrice=9000000&minPrice=12500000')).toBe('Villas from ₹90 L to ₹1.25 Cr in Hosur');
  });

  it('quotes the search text and names the sort', () => {
    expect(caption(villa, 'q=lake%20%20view&sort=price-asc')).toBe('Villas matching “lake view” in Hosur (price: low to high)');
    expect(caption(plot, 'q=ஓசூர்')).toBe('Plots matching “ஓசூர்” in Hosur');
  });

  it('leaves the page out when asked (descriptions)', () => {
    expect(caption(villa, 'bedrooms=3&page=2', false)).toBe('3 BHK villas in Hosur');
  });
});

describe('orderedParams', () => {
  it('keeps non-empty form values in canonical order, trimmed', () => {
    const form: [string, string][] = [
      ['sort', 'price-asc'],
      ['q', '  lake '],
      ['bedrooms', ''],
      ['maxPrice', '900'],
      ['facing', 'East'],
    ];
    expect(orderedParams(form).toString()).toBe('q=lake&facing=East&maxPrice=900&sort=price-asc');
  });

  it('drops sort=newest (the default) and keys it does not know', () => {
    expect(orderedParams([['sort', 'newest'], ['utm', 'x'], ['page', '2']]).toString()).toBe('page=2');
    expect(orderedParams([]).toString()).toBe('');
  });

  it('leaves validation to the server (a value outside the registry passes through)', () => {
    expect(orderedParams([['bedrooms', '9']]).toString()).toBe('bedrooms=9');
    expect(canonicalParams(villa, orderedParams([['bedrooms', '9']])).toString()).toBe('');
  });
});

describe('valuesOf, toListQuery and hasFilters', () => {
  it('reads canonical params into form values and the list query', () => {
    const params = canonicalParams(home, new URLSearchParams('q=x&bedrooms=3&type=Villa&maxPrice=100&sort=price-desc&page=2'));
    expect(valuesOf(params)).toEqual({ q: 'x', bedrooms: '3', type: 'Villa', maxPrice: '100', sort: 'price-desc', page: '2' });
    expect(toListQuery(params)).toEqual({
      limit: 12,
      page: 2,
      q: 'x',
      bedrooms: 3,
      type: 'Villa',
      status: undefined,
      facing: undefined,
      minPrice: undefined,
      maxPrice: 100,
      sort: 'price-desc',
    });
    expect(toListQuery(new URLSearchParams())).toMatchObject({ limit: 12, page: 1, sort: 'newest' });
  });

  it('counts filters, not sort or page', () => {
    expect(hasFilters(new URLSearchParams('sort=price-asc&page=2'))).toBe(false);
    expect(hasFilters(new URLSearchParams('minPrice=0'))).toBe(true);
  });
});

describe('the filters of issue 13', () => {
  it('keeps an area range with its unit, in order, swapped when reversed; the unit alone or sq.ft is dropped', () => {
    expect(canon(plot, 'areaUnit=cents&maxArea=5&minArea=10')).toBe('minArea=5&maxArea=10&areaUnit=cents');
    expect(canon(plot, 'minArea=1200&areaUnit=sq.ft')).toBe('minArea=1200');
    expect(canon(plot, 'areaUnit=cents')).toBe('');
    expect(canon(plot, 'minArea=-5&maxArea=0&areaUnit=hectares')).toBe('');
    expect(canon(plot, 'minArea=2.50')).toBe('minArea=2.5');
  });

  it('keeps yes/no filters as 1, from a checkbox or a link', () => {
    expect(canon(plot, 'featured=on&rera=true&approved=1')).toBe('approved=1&rera=1&featured=1');
    expect(canon(plot, 'approved=0&rera=no&featured=')).toBe('');
  });

  it('hands the list query the area in its unit and the flags', () => {
    const q = toListQuery(canonicalParams(plot, new URLSearchParams('minArea=5&areaUnit=cents&approved=1')));
    expect(q).toMatchObject({ minArea: 5, areaUnit: 'cents', approved: true, rera: undefined, featured: undefined });
  });

  it('says so in the caption', () => {
    const caption = (q: string) => listCaption(plot, canonicalParams(plot, new URLSearchParams(q)));
    expect(caption('approved=1&rera=1&minArea=5&maxArea=10&areaUnit=cents')).toBe('Approved RERA-registered plots of 5 to 10 cents in Hosur');
    expect(caption('featured=1&minArea=1&areaUnit=acres')).toBe('Featured plots of at least 1 acre in Hosur');
    expect(caption('maxArea=2400')).toBe('Plots of at most 2,400 sq.ft in Hosur');
  });
});

describe('orderedParams and the area unit', () => {
  it('sends the unit only beside an area, and never the default sq.ft', () => {
    expect(orderedParams([['areaUnit', 'cents']]).toString()).toBe('');
    expect(orderedParams([['areaUnit', 'sq.ft'], ['minArea', '1200']]).toString()).toBe('minArea=1200');
    expect(orderedParams([['areaUnit', 'cents'], ['maxArea', '5'], ['rera', '1']]).toString()).toBe('maxArea=5&areaUnit=cents&rera=1');
  });
});

describe('the map view', () => {
  it('keeps view=map last, after the filters, sort and page, whatever order the URL has', () => {
    expect(canon(villa, 'view=map&page=2&bedrooms=3')).toBe('bedrooms=3&page=2&view=map');
    expect(canon(plot, 'view=map&sort=price-asc&type=Residential&utm_source=wa')).toBe('type=Residential&sort=price-asc&view=map');
    expect(canon(home, 'view=map')).toBe('view=map');
  });

  it('drops view=list (the default) and any other value, as it drops junk in other keys', () => {
    for (const junk of ['list', 'MAP', 'Map', 'maps', 'grid', '1', '', '%00', 'map%00', 'map map']) {
      expect(canon(villa, `bedrooms=3&view=${junk}`), junk).toBe('bedrooms=3');
    }
    expect(canon(villa, ' view=map')).toBe(''); // keys are exact
    expect(canon(villa, { view: ' map ' })).toBe('view=map'); // values are trimmed like every other
    expect(canon(villa, 'view=map&view=list')).toBe('view=map'); // the first of repeated keys
    expect(canon(villa, 'view=list&view=map')).toBe('');
  });

  it('is not a filter, not part of the list query, and reads back as list or map', () => {
    const params = canonicalParams(villa, new URLSearchParams('view=map&sort=price-asc'));
    expect(hasFilters(params)).toBe(false);
    expect(hasFilters(canonicalParams(villa, new URLSearchParams('view=map&bedrooms=3')))).toBe(true);
    expect(toListQuery(params)).toEqual(toListQuery(canonicalParams(villa, new URLSearchParams('sort=price-asc'))));
    expect(valuesOf(params)).toEqual({ sort: 'price-asc', view: 'map' });
    expect(viewOf(params)).toBe('map');
    expect(viewOf(new URLSearchParams('view=grid'))).toBe('list');
    expect(viewOf(new URLSearchParams())).toBe('list');
  });

  it('listHref switches the view and keeps filters, sort and page', () => {
    const params = canonicalParams(villa, new URLSearchParams('bedrooms=3&page=2&sort=price-desc'));
    expect(listHref(villa, params, undefined, 'map')).toBe('/villas?bedrooms=3&sort=price-desc&page=2&view=map');
    const map = canonicalParams(villa, new URLSearchParams('bedrooms=3&view=map'));
    expect(listHref(villa, map, undefined, 'list')).toBe('/villas?bedrooms=3');
    expect(listHref(villa, map, 3)).toBe('/villas?bedrooms=3&page=3&view=map'); // pages of the map view stay on it
    expect(listHref(villa, new URLSearchParams(), undefined, 'map')).toBe('/villas?view=map');
    expect(listHref(villa, new URLSearchParams('view=map'), undefined, 'list')).toBe('/villas');
  });

  it('a filter form on the map view sends view=map with the filters, and lands on the canonical address', () => {
    const form: [string, string][] = [['view', 'map'], ['q', ''], ['bedrooms', '3'], ['sort', 'newest']];
    expect(orderedParams(form).toString()).toBe('bedrooms=3&view=map');
    expect(canonicalParams(villa, orderedParams(form)).toString()).toBe('bedrooms=3&view=map');
  });

  it("doesn't change the caption", () => {
    const caption = (q: string) => listCaption(villa, canonicalParams(villa, new URLSearchParams(q)));
    expect(caption('bedrooms=3&view=map')).toBe(caption('bedrooms=3'));
  });
});
