import { jsonCacheValueSerializer } from '@trieb.work/nextjs-turbo-redis-cache';
import { describe, expect, it } from 'vitest';
import { cacheEntrySerializer } from './serializer.mjs';

/** What the tests read of an entry that was read back. */
type Read = {
  lastModified: number;
  tags: string[];
  value: { html: Buffer; rscData: Buffer; segmentData: Map<string, Buffer>; cacheControl: unknown; at: string; holder: { data: Buffer }; list: (Buffer | null)[] };
};
const read = (stored: string) => cacheEntrySerializer.deserialize(stored) as Read;
const libraryWrite = (entry: object) => jsonCacheValueSerializer.serialize(entry as never) as string;

/** A page's cache entry as Next hands it to a cache handler: HTML, React payload, segments. */
function pageEntry() {
  const text = (n: number, seed: string) => Buffer.from(seed.repeat(Math.ceil(n / seed.length)).slice(0, n));
  return {
    lastModified: 1_796_000_000_000,
    tags: ['kind:villas', '_N_T_/villas'],
    value: {
      kind: 'APP_PAGE',
      html: text(60_000, '<li>Villa in Hosur — ₹ 85 L</li>'),
      rscData: text(40_000, '1:["$","div",null,{}]\n'),
      headers: { 'x-next-cache-tags': 'kind:villas' },
      status: 200,
      postponed: undefined,
      segmentData: new Map([
        ['/_tree', text(900, 'tree')],
        ['/villas/__PAGE__', text(20_000, 'page')],
      ]),
      cacheControl: { revalidate: 3600, expire: undefined },
    },
  };
}

describe('cacheEntrySerializer', () => {
  it("writes exactly what the library's own serializer writes", () => {
    const entry = pageEntry();
    expect(cacheEntrySerializer.serialize(entry)).toBe(libraryWrite(entry));
  });

  it('reads back Buffers and Maps byte for byte, and reads what the library wrote', () => {
    const entry = pageEntry();
    for (const stored of [cacheEntrySerializer.serialize(entry), libraryWrite(entry)]) {
      const back = read(stored);
      expect(Buffer.isBuffer(back.value.html)).toBe(true);
      expect(back.value.html.equals(entry.value.html)).toBe(true);
      expect(back.value.rscData.equals(entry.value.rscData)).toBe(true);
      expect(back.value.segmentData).toBeInstanceOf(Map);
      expect(back.value.segmentData.get('/villas/__PAGE__')).toEqual(entry.value.segmentData.get('/villas/__PAGE__'));
      expect(back.tags).toEqual(entry.tags);
      expect(back.lastModified).toBe(entry.lastModified);
      expect(back.value.cacheControl).toEqual({ revalidate: 3600 });
    }
  });

  it('leaves a Date and a Buffer inside a class instance to JSON.stringify and the replacer, as the library does', () => {
    class Holder {
      data = Buffer.from('held');
    }
    const entry = { lastModified: 1, tags: [], value: { kind: 'FETCH', at: new Date(0), holder: new Holder(), list: [Buffer.from('a'), undefined] } };
    expect(cacheEntrySerializer.serialize(entry)).toBe(libraryWrite(entry));
    const back = read(cacheEntrySerializer.serialize(entry));
    expect(back.value.at).toBe('1970-01-01T00:00:00.000Z');
    expect(back.value.holder.data.toString()).toBe('held');
    expect(back.value.list[0]?.toString()).toBe('a');
    expect(back.value.list[1]).toBeNull();
  });

  it('describes a read entry in a few bytes when it is turned into JSON (the library logs it after every read)', () => {
    const back = read(cacheEntrySerializer.serialize(pageEntry()));
    expect(JSON.parse(JSON.stringify(back))).toEqual({ lastModified: 1_796_000_000_000, tags: ['kind:villas', '_N_T_/villas'], kind: 'APP_PAGE' });
    // Not an own enumerable key: nothing that copies or walks the entry sees it.
    expect(Object.keys(back)).toEqual(['lastModified', 'tags', 'value']);
  });

  it('reads an empty or non-object entry as the library does', () => {
    expect(cacheEntrySerializer.deserialize('null')).toBeNull();
    expect(cacheEntrySerializer.deserialize('3')).toBe(3);
  });
});
