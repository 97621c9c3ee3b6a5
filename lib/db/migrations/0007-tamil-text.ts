import type { Kysely } from 'kysely';
import { createSearch, down as dropSearch } from './0003-search';

// Issue 15: a listing's optional Tamil title and description (models/tamil-text.ts), empty for
// existing listings. Text search covers them too, so a buyer typing Tamil finds Tamil listings:
// the index of 0003 is made again over six columns (SQLite rebuilds its FTS table from the rows;
// PostgreSQL recomputes the generated column).
const SEARCHED = ['title', 'location', 'project', 'description', 'title_ta', 'description_ta'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('title_ta', 'text').execute();
  await db.schema.alterTable('listings').addColumn('description_ta', 'text').execute();
  await dropSearch(db);
  await createSearch(db, SEARCHED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSearch(db);
  await db.schema.alterTable('listings').dropColumn('title_ta').execute();
  await db.schema.alterTable('listings').dropColumn('description_ta').execute();
  await createSearch(db, ['title', 'location', 'project', 'description']);
}
