// Issue 15, item 4 on a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set): a
// listing's optional Tamil title and description are stored, cleared, read back and searched.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import * as tamilMigration from '@/lib/db/migrations/0007-tamil-text';
import { createListing, getListing, listListings, updateListing } from '@/lib/listings';
import { KINDS, type KindDef } from '@/models/kinds';
import { listQuerySchema } from '@/models/query';
import { validValues } from '../support/values';

const { villa, home } = KINDS;
const images = { mainImage: '/uploads/00/000000000000000000000000.webp', additionalImages: [] };

const values = validValues;

// A made-up place in both scripts, so searches find only this file's listings.
const tag = Math.random().toString(36).slice(2, 8);
const villaFields = (over: Record<string, unknown> = {}) => ({
  title: `Garden Villa Tamilcheck${tag}`,
  location: 'Bagalur Road, Hosur',
  price: '85 L',
  area: '2,400',
  buildingarea: '1,850',
  bedrooms: '3',
  description: 'A quiet villa.',
  ...over,
});
const found = async (q: string, kind: KindDef = villa) =>
  (await listListings(kind, listQuerySchema.parse({ limit: '100', q }))).items.map((l) => l._id);

describe(`Tamil listing text on ${process.env.TEST_ENGINE}`, () => {
  it('stores the Tamil title and description, reads them back, and clears them', async () => {
    const made = await createListing(villa, values(villa, villaFields({ titleTa: 'தோட்ட வில்லா', descriptionTa: 'அமைதியான தெருவில் வில்லா.' })), images);
    expect(await getListing(villa, made._id)).toMatchObject({ titleTa: 'தோட்ட வில்லா', descriptionTa: 'அமைதியான தெருவில் வில்லா.' });
    await updateListing(villa, made._id, values(villa, villaFields({ titleTa: '  ', descriptionTa: '' })), images);
    expect(await getListing(villa, made._id)).toMatchObject({ titleTa: null, descriptionTa: null, title: `Garden Villa Tamilcheck${tag}` });
    const bare = await createListing(home, values(home, { title: 'Plain house', location: 'Hosur', price: '50 L', area: '1,200', buildingarea: '1,000', description: 'A house.' }), images);
    expect(await getListing(home, bare._id)).toMatchObject({ titleTa: null, descriptionTa: null });
  });

  it('finds a listing by a word of its Tamil title or description, in any order and by prefix', async () => {
    const word = `செம்மண்${tag.replace(/\d/g, '')}`; // a word no other listing has
    const made = await createListing(
      villa,
      values(villa, villaFields({ titleTa: `${word} தோட்ட வில்லா`, descriptionTa: 'கிழக்கு நோக்கிய மாடித் தோட்டம்' })),
      images,
    );
    expect(await found(word)).toEqual([made._id]);
    expect(await found(`மாடித் ${word}`)).toEqual([made._id]);
    expect(await found(`${word} கிழக்`)).toEqual([made._id]); // a prefix of a description word
    expect(await found(`${word} வடக்கு`)).toEqual([]);
    // An edit of the Tamil text moves the index with it.
    await updateListing(villa, made._id, values(villa, villaFields({ titleTa: 'புதிய வில்லா' })), images);
    expect(await found(word)).toEqual([]);
    expect(await found(`Tamilcheck${tag} புதிய`)).toEqual([made._id]);
  });

  it('migration 0007 re-indexes the existing listings, and its down() goes back to the English columns', async () => {
    const word = `கல்மனை${tag.replace(/\d/g, '')}`;
    const made = await createListing(villa, values(villa, villaFields({ titleTa: `${word} வில்லா` })), images);
    const handle = (await db()) as unknown as Kysely<unknown>;
    await tamilMigration.down(handle);
    expect(await found(`Tamilcheck${tag}`)).toContain(made._id); // the English index is back, rows included
    await tamilMigration.up(handle);
    expect(await found(`Tamilcheck${tag}`)).toContain(made._id); // rebuilt over the existing rows
    expect(await found(word)).toEqual([]); // down() dropped the Tamil text with its column
    await updateListing(villa, made._id, values(villa, villaFields({ titleTa: `${word} வில்லா` })), images);
    expect(await found(word)).toEqual([made._id]);
  });
});
