import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * Case-insensitive "contains". SQLite's LIKE and PostgreSQL's LIKE differ in case handling,
 * so both sides are lowered; user text is escaped so % and _ match literally.
 */
export function containsText(column: Expression<string | null>, text: string): RawBuilder<boolean> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`lower(${column}) like ${`%${escaped}%`} escape '\\'`;
}
