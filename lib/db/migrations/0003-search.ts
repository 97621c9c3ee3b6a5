import { type Kysely, sql, SqliteAdapter } from 'kysely';

// Full-text search over title, location, project and description (the list filter `q`), in place
// of "contains" matching that read every listing. lib/db/search.ts builds the queries.
//
// SQLite: an FTS5 index with external content on `listings` (no second copy of the text), keyed by
// the listings' rowid, kept in step by triggers. unicode61 alone splits Tamil words at every vowel
// sign and virama (categories Mn/Mc are separators by default: 'ஓசூர்' became 'ஓச' and 'ர'), so
// marks are added to the token characters: categories 'L* N* Co M*'. remove_diacritics 2 still
// folds Latin accents, precomposed or combining.
//
// PostgreSQL: a stored generated tsvector column with a GIN index, 'simple' configuration (no
// stemming, no stop words: the same words SQLite indexes). Before parsing, the text is decomposed
// and Latin combining accents dropped (the fold remove_diacritics does, so 'Crème' is 'creme'), and
// ASCII punctuation becomes a space, so the parser sees the words SQLite sees: without that it
// keeps 'x-y', 'sq.ft' and e-mail addresses as single lexemes. Only ASCII is translated: the
// locale's [[:punct:]] class holds the Tamil virama and would split words.

const FTS_TABLE = 'listings_search';
const COLUMNS = ['title', 'location', 'project', 'description'];
const TRIGGERS = ['listings_search_insert', 'listings_search_delete', 'listings_search_update'] as const;
const ASCII_PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The index over `columns` (0007 rebuilds it with the Tamil title and description). */
async function upSqlite(db: Kysely<unknown>, columns: readonly string[]) {
  const cols = columns.join(', ');
  const newCols = columns.map((c) => `new.${c}`).join(', ');
  const oldCols = columns.map((c) => `old.${c}`).join(', ');
  const statements = [
    `create virtual table ${FTS_TABLE} using fts5(${cols}, content='listings', content_rowid='rowid',
       tokenize="unicode61 remove_diacritics 2 categories 'L* N* Co M*'")`,
    `create trigger listings_search_insert after insert on listings begin
       insert into ${FTS_TABLE}(rowid, ${cols}) values (new.rowid, ${newCols});
     end`,
    `create trigger listings_search_delete after delete on listings begin
       insert into ${FTS_TABLE}(${FTS_TABLE}, rowid, ${cols}) values ('delete', old.rowid, ${oldCols});
     end`,
    // Only when a searched column changes: a price edit leaves the index alone.
    `create trigger listings_search_update after update of ${cols} on listings begin
       insert into ${FTS_TABLE}(${FTS_TABLE}, rowid, ${cols}) values ('delete', old.rowid, ${oldCols});
       insert into ${FTS_TABLE}(rowid, ${cols}) values (new.rowid, ${newCols});
     end`,
    // Existing listings.
    `insert into ${FTS_TABLE}(${FTS_TABLE}) values ('rebuild')`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function upPostgres(db: Kysely<unknown>, columns: readonly string[]) {
  const text = columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
  // Dollar quotes: the backslashes mean the same whatever standard_conforming_strings says.
  const folded = `translate(regexp_replace(normalize(${text}, NFD), $r$[\\u0300-\\u036f]$r$, '', 'g'), $p$${ASCII_PUNCTUATION}$p$, '${' '.repeat(ASCII_PUNCTUATION.length)}')`;
  await sql
    .raw(`alter table listings add column search_doc tsvector generated always as (to_tsvector('simple'::regconfig, ${folded})) stored`)
    .execute(db);
  await sql`create index listings_search_doc on listings using gin (search_doc)`.execute(db);
}

export async function createSearch(db: Kysely<unknown>, columns: readonly string[]): Promise<void> {
  await (isSqlite(db) ? upSqlite(db, columns) : upPostgres(db, columns));
}

export const up = (db: Kysely<unknown>) => createSearch(db, COLUMNS);

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const trigger of TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    await sql`drop table if exists ${sql.id(FTS_TABLE)}`.execute(db);
  } else {
    await sql`drop index if exists listings_search_doc`.execute(db);
    await sql`alter table listings drop column if exists search_doc`.execute(db);
  }
}
