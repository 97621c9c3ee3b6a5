import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { KINDS } from '@/models/kinds';
import { canonicalParams, URL_KEYS } from '@/models/list-url';
import { config, proxy } from '@/proxy';
import { decodeFilter, encodeFilter } from './filter-segment';

const { villa, plot } = KINDS;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

describe('filter segments', () => {
  it('round-trips every canonical query, Tamil and URL punctuation included', () => {
    for (const q of ['bedrooms=3&page=2', 'q=ஓசூர் வீடு&sort=price-asc', 'q=a&b=c/d?#%&facing=North-West', 'minPrice=0&maxPrice=1000000000000&page=10000']) {
      const params = canonicalParams(villa, new URLSearchParams(q));
      const segment = encodeFilter(params);
      expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeFilter(villa, segment)?.toString()).toBe(params.toString());
    }
  });

  it('is the base64url of the canonical query, one path segment', () => {
    expect(encodeFilter(new URLSearchParams('bedrooms=3&page=2'))).toBe(b64('bedrooms=3&page=2'));
  });

  it('rejects a segment that is valid but not canonical, so no state has two cached copies', () => {
    expect(decodeFilter(villa, b64('page=2&bedrooms=3'))).toBeNull(); // order
    expect(decodeFilter(villa, b64('bedrooms=3&utm=x'))).toBeNull(); // unknown key
    expect(decodeFilter(villa, b64('bedrooms=3&sort=newest'))).toBeNull(); // default
    expect(decodeFilter(villa, b64('minPrice=9&maxPrice=1'))).toBeNull(); // reversed
    expect(decodeFilter(villa, b64('q=a%20%20b'))).toBeNull(); // unfolded
    expect(decodeFilter(villa, b64('q=a+b'))?.get('q')).toBe('a b');
    expect(decodeFilter(plot, b64('bedrooms=3'))).toBeNull(); // another kind's filter
    expect(decodeFilter(villa, b64(''))).toBeNull(); // the plain list has its own page
    expect(decodeFilter(villa, `${b64('bedrooms=3')}=`)).toBeNull(); // padding
  });

  it('rejects garbage', () => {
    for (const s of ['garbage', '', '!!!', 'a/b', 'YmVk cm9vbXM', '%00', b64('\u0000'), 'x'.repeat(401), b64('bedrooms=3').slice(0, -1)]) {
      expect(decodeFilter(villa, s), JSON.stringify(s)).toBeNull();
    }
    expect(() => decodeFilter(villa, b64('\uFFFF\uD800'))).not.toThrow();
  });
});

describe('proxy.ts: list URLs with a query go to their filter segment', () => {
  type Entry = string | { source: string; has?: { type: string; key: string }[] };
  const listEntries = (config.matcher as Entry[]).filter((m): m is Exclude<Entry, string> => typeof m !== 'string' && /^\/(?::lang\(ta\)\?\/)?:kind\(/.test(m.source));

  it('the matcher runs the proxy for exactly the keys of URL_KEYS (Next reads the config statically)', () => {
    expect(listEntries.flatMap((m) => (m.has ?? []).map((h) => `${h.type}:${h.key}`))).toEqual(URL_KEYS.map((k) => `query:${k}`));
  });

  it('the matcher covers every kind', () => {
    for (const m of listEntries) {
      const kinds = /^\/(?::lang\(ta\)\?\/)?:kind\(([^)]*)\)$/.exec(m.source)?.[1].split('|').sort();
      expect(kinds).toEqual(Object.values(KINDS).map((k) => k.slug).sort());
    }
  });

  const run = (url: string) => proxy(new NextRequest(`http://localhost:3000${url}`));

  it('rewrites a Tamil list to the Tamil segment (issue 15)', async () => {
    const res = await run('/ta/villas?bedrooms=3&utm_source=wa');
    expect(res.headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000/ta/villas/f/${b64('bedrooms=3')}`);
  });

  it('rewrites to the segment of the canonical query', async () => {
    const res = await run('/villas?page=2&utm_source=wa&bedrooms=3');
    expect(res.headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000/villas/f/${b64('bedrooms=3&page=2')}`);
    const tamil = await run(`/plots?q=${encodeURIComponent(' ஓசூர்  நிலம் ')}`);
    const segment = tamil.headers.get('x-middleware-rewrite')!.split('/f/')[1];
    expect(decodeFilter(plot, segment)?.get('q')).toBe('ஓசூர் நிலம்');
  });

  it('rewrites the map view to its own segment, filters kept, and drops a junk view', async () => {
    const map = await run('/villas?view=map&utm_source=wa&bedrooms=3');
    expect(map.headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000/villas/f/${b64('bedrooms=3&view=map')}`);
    const tamil = await run('/ta/plots?view=map');
    expect(tamil.headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000/ta/plots/f/${b64('view=map')}`);
    const junk = await run('/villas?bedrooms=3&view=grid');
    expect(junk.headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000/villas/f/${b64('bedrooms=3')}`);
    for (const url of ['/villas?view=list', '/villas?view=MAP', '/homes?view=']) {
      const res = await run(url);
      expect(res.headers.get('x-middleware-rewrite'), url).toBeNull();
      expect(res.headers.get('x-middleware-next'), url).toBe('1');
    }
  });

  it('decodes a map view segment only in its canonical form', () => {
    expect(decodeFilter(villa, b64('bedrooms=3&view=map'))?.toString()).toBe('bedrooms=3&view=map');
    expect(decodeFilter(villa, b64('view=map&bedrooms=3'))).toBeNull();
    expect(decodeFilter(villa, b64('bedrooms=3&view=list'))).toBeNull();
    expect(decodeFilter(villa, b64('view=list'))).toBeNull();
  });

  it('lets the plain list answer when nothing valid is left', async () => {
    for (const url of ['/villas?sort=newest&page=1', '/villas?page=abc&bedrooms=%00&sort=x&minPrice=-1', '/plots?bedrooms=3']) {
      const res = await run(url);
      expect(res.headers.get('x-middleware-rewrite'), url).toBeNull();
      expect(res.headers.get('x-middleware-next'), url).toBe('1');
    }
  });
});
