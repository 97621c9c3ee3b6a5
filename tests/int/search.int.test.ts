import { type Kysely, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, engine } from '@/lib/db';
import * as searchMigration from '@/lib/db/migrations/0003-search';
import { countListings, createListing, deleteListing, listListings, updateListing } from '@/lib/listings';
import { KINDS, type KindDef } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { type ListQuery, listQuerySchema } from '@/models/query';
import { validValues } from '../support/values';

const { villa, plot } = KINDS;
const noImages = { mainImage: '/uploads/00/000000000000000000000000.webp', additionalImages: [] };

const values = validValues;

const villaFields = (over: Record<string, unknown>) => ({ price: '85 L', area: '2,400', buildingarea: '1,850', bedrooms: '3', ...over });

// Words chosen so that no fixture has a word beginning 'or', 'not', 'title', 'x' or 'reilly':
// a query that treated those as operators or columns would find rows, a literal one finds none.
const FIXTURES = {
  premium: { title: 'Premium Villa in Gated Community', location: 'Bagalur Road, Hosur', project: 'Sri Sai Gardens', description: 'Spacious rooms near the lake.' },
  compact: { title: 'Compact Villa', location: 'Mathigiri, Hosur', project: '', description: 'Close to the Crème Café and École Internationale.' },
  tamil: { title: 'ஓசூர் பிரீமியம் வில்லா', location: 'பாகலூர் சாலை, ஓசூர்', project: 'கொல்லி தோட்டம்', description: 'அமைதியான தெருவில் தனி வீடு.' },
  hill: { title: 'Hill-view Retreat', location: 'Thally Road, Hosur', project: 'Misty Hills', description: 'Sunrise over the valley.' },
} as const;
type Name = keyof typeof FIXTURES;

const made = {} as Record<Name, Listing>;
let premiumPlot: Listing;
const nameOf = (id: string) => (Object.keys(made) as Name[]).find((n) => made[n]._id === id) ?? id;

/** Searches villas (everything else default), checks the count against the list, returns fixture names sorted. */
async function search(q: string, kind: KindDef = villa, extra: Partial<ListQuery> = {}): Promise<string[]> {
  // Past the schema on purpose: the query layer must hold up for any string, not only for q's 100 characters.
  const filters = { ...listQuerySchema.parse({ limit: '100' }), ...extra, q };
  const page = await listListings(kind, filters);
  expect(page.total).toBe(page.items.length);
  return page.items.map((l) => (kind === villa ? nameOf(l._id) : l._id)).sort();
}

beforeAll(async () => {
  for (const name of Object.keys(FIXTURES) as Name[]) {
    made[name] = await createListing(villa, values(villa, villaFields(FIXTURES[name])), noImages);
  }
  premiumPlot = await createListing(
    plot,
    values(plot, { title: 'Premium Plot', location: 'Bagalur Road, Hosur', price: '20 L', area: '5 cents', description: 'A plot.' }),
    noImages,
  );
});

describe(`full-text search on ${process.env.TEST_ENGINE}`, () => {
  it('runs on the engine of this project', () => {
    expect(engine()).toBe(process.env.TEST_ENGINE);
  });

  it('needs every word, in any order', async () => {
    expect(await search('premium villa')).toEqual(['premium']);
    expect(await search('villa premium')).toEqual(['premium']);
    expect(await search('community gated bagalur')).toEqual(['premium']);
    expect(await search('premium compact')).toEqual([]);
    expect(await search('villa')).toEqual(['compact', 'premium']);
  });

  it('matches words by their beginning only', async () => {
    expect(await search('vil')).toEqual(['compact', 'premium']);
    expect(await search('prem vil')).toEqual(['premium']);
    expect(await search('PREM')).toEqual(['premium']);
    expect(await search('illa')).toEqual([]); // inside a word, not a beginning
    expect(await search('premiums')).toEqual([]);
  });

  it('finds a match in each of title, location, project and description', async () => {
    expect(await search('compact')).toEqual(['compact']); // title
    expect(await search('mathigiri')).toEqual(['compact']); // location
    expect(await search('thally')).toEqual(['hill']); // location
    expect(await search('misty')).toEqual(['hill']); // project
    expect(await search('gardens sai')).toEqual(['premium']); // project
    expect(await search('sunrise')).toEqual(['hill']); // description
    expect(await search('spacious lake')).toEqual(['premium']); // description
    expect(await search('misty sunrise retreat thally')).toEqual(['hill']); // across fields
  });

  it('finds Tamil words, whole and by their beginning', async () => {
    expect(await search('ஓசூர்')).toEqual(['tamil']);
    expect(await search('பிரீமி')).toEqual(['tamil']);
    expect(await search('பிர')).toEqual(['tamil']);
    expect(await search('வில்லா ஓசூர்')).toEqual(['tamil']);
    expect(await search('பாகலூர்')).toEqual(['tamil']); // location
    expect(await search('கொல்லி')).toEqual(['tamil']); // project
    expect(await search('அமைதி தெரு')).toEqual(['tamil']); // description, two prefixes
    // A vowel sign or virama ends no word: 'ஓச' begins 'ஓசூர்', but 'சூர்' and 'ர்' begin nothing.
    expect(await search('ஓச')).toEqual(['tamil']);
    expect(await search('சூர்')).toEqual([]);
    expect(await search('ர்')).toEqual([]);
    // Decomposed input (ொ as two code points) is the same word.
    expect(await search('கொல்லி'.normalize('NFD'))).toEqual(['tamil']);
    expect(await search('ஓசூர் premium')).toEqual([]);
  });

  it('folds case and diacritics both ways', async () => {
    expect(await search('PREMIUM VILLA')).toEqual(['premium']);
    expect(await search('creme')).toEqual(['compact']);
    expect(await search('CRÈME')).toEqual(['compact']);
    expect(await search('Cre\u0300me')).toEqual(['compact']); // combining accent
    expect(await search('ecole cafe')).toEqual(['compact']);
    expect(await search('écol')).toEqual(['compact']);
    expect(await search('prémium vîlla')).toEqual(['premium']);
  });

  it('keeps to the kind and to the other filters', async () => {
    expect(await search('premium', plot)).toEqual([premiumPlot._id]);
    expect(await search('bagalur', villa, { bedrooms: 3 })).toEqual(['premium']);
    expect(await search('bagalur', villa, { bedrooms: 4 })).toEqual([]);
    expect(await search('villa', villa, { maxPrice: 1_000_000 })).toEqual([]);
    const sorted = await listListings(villa, { ...listQuerySchema.parse({ sort: 'price-asc', limit: '1' }), q: 'villa' });
    expect(sorted).toMatchObject({ total: 2, totalPages: 2 });
    expect(sorted.items).toHaveLength(1);
  });

  it('treats query-language characters as plain separators', async () => {
    const cases: [string, Name[]][] = [
      ['"premium"', ['premium']],
      ['premium*', ['premium']],
      ['(premium) (villa)', ['premium']],
      ['^premium', ['premium']],
      ['premium -villa', ['premium']], // not NOT
      ['premium OR compact', []], // not OR: 'or' must begin a word too
      ['premium | compact', []],
      ['premium & villa', ['premium']],
      ['NEAR(premium villa)', ['premium']], // 'near' is in its description
      ['NOT premium', []],
      ['premium AND villa', []], // not AND: no word of it begins 'and'
      ['compact AND villa', ['compact']], // 'and' is in its description
      ['title:premium', []], // not a column filter
      ['location:mathigiri', []],
      ["premium'", ['premium']],
      ["o'reilly", []],
      ['premium:*', ['premium']],
      ["'premium':* | 'compact':*", []],
      ['!compact', ['compact']],
      ['premium\\', ['premium']],
      ['compact\u0000', ['compact']],
      ['x"*', []],
      ['"""', []], // no words: nothing can match
      ['%', []],
      ['_', []],
      ['" * ( ) : ^ - & | ! \' \\', []],
      ['\u0BCD\u0BC2', []], // marks alone are no word
    ];
    for (const [q, expected] of cases) {
      await expect(search(q), q).resolves.toEqual(expected);
    }
  });

  it('holds up with very long input, and uses only the first 8 words', async () => {
    expect(await search('x'.repeat(5000))).toEqual([]);
    expect(await search('ஓ'.repeat(3000))).toEqual([]);
    expect(await search(`${'premium '.repeat(500)}`)).toEqual(['premium']);
    expect(await search(`${'(") '.repeat(2000)}premium`)).toEqual(['premium']);
    const eightThatMatch = 'premium villa in gated community bagalur road hosur';
    expect(await search(`${eightThatMatch} ${Array.from({ length: 200 }, (_, i) => `zz${i}`).join(' ')}`)).toEqual(['premium']);
    expect(await search(`${eightThatMatch.split(' ').slice(0, 7).join(' ')} zz0`)).toEqual([]);
  });

  it('follows an edit of a searched field, and forgets a deleted listing', async () => {
    const fields = { title: 'Zephyr Cottage', location: 'Dharga, Hosur', project: 'Orchid Court', description: 'Quiet.' };
    const created = await createListing(villa, values(villa, villaFields(fields)), noImages);
    expect(await search('zephyr')).toEqual([created._id]);
    expect(await search('orchid')).toEqual([created._id]);

    const renamed = await updateListing(villa, created._id, values(villa, villaFields({ ...fields, title: 'Quasar Bungalow', project: '' })), noImages);
    expect(renamed.status).toBe('ok');
    expect(await search('zephyr')).toEqual([]);
    expect(await search('orchid')).toEqual([]);
    expect(await search('quasar bung')).toEqual([created._id]);
    expect(await search('dharga quiet')).toEqual([created._id]); // unchanged fields still found

    expect((await deleteListing(villa, created._id)).status).toBe('ok');
    expect(await search('quasar')).toEqual([]);
    expect(await search('dharga')).toEqual([]);
  });

  it('counts what it lists, across pages', async () => {
    const all = await countListings(villa);
    for (const q of ['villa', 'hosur', 'vil prem', 'ஓசூர்', '"""', 'nothing-like-this']) {
      const first = await listListings(villa, { ...listQuerySchema.parse({ limit: '1' }), q });
      const everything = await listListings(villa, { ...listQuerySchema.parse({ limit: '100' }), q });
      expect(first.total, q).toBe(everything.items.length);
      expect(first.totalPages, q).toBe(Math.max(1, everything.items.length));
      expect(everything.total).toBeLessThanOrEqual(all);
    }
  });

  it.runIf(process.env.TEST_ENGINE === 'sqlite')('keeps the FTS5 index equal to the listings (integrity-check)', async () => {
    const handle = await db();
    await expect(sql`insert into listings_search(listings_search, rank) values ('integrity-check', 1)`.execute(handle)).resolves.toBeDefined();
  });

  it('indexes existing listings when the migration runs, and its down() removes it all', async () => {
    const handle = (await db()) as unknown as Kysely<unknown>;
    await searchMigration.down(handle);
    await searchMigration.up(handle); // the listings made above already exist: backfilled
    expect(await search('premium villa')).toEqual(['premium']);
    expect(await search('பிரீமி')).toEqual(['tamil']);
    expect(await search('misty')).toEqual(['hill']);
    await searchMigration.down(handle);
    const leftover =
      engine() === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where name like 'listings_search%'`.execute(handle)
        : await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = 'listings' and column_name = 'search_doc'
            union all select indexname from pg_indexes where indexname = 'listings_search_doc'`.execute(handle);
    expect(leftover.rows).toEqual([]);
    await searchMigration.up(handle);
    expect(await search('compact')).toEqual(['compact']);
  });
});
