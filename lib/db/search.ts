import { type RawBuilder, sql } from 'kysely';
import type { Engine } from '@/lib/db';

/** More words than this add nothing a visitor meant; the rest are ignored. */
export const MAX_SEARCH_TOKENS = 8;
/** q is at most 100 characters; a longer word could only come from a caller bypassing that. */
const MAX_TOKEN_LENGTH = 100;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const HAS_LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/**
 * The words of a search: runs of letters, numbers and marks (Tamil vowel signs and virama are
 * marks), so punctuation and every query-language operator fall away. A run of marks alone is not
 * a word. Repeats are dropped (case-insensitively), then at most MAX_SEARCH_TOKENS are kept.
 */
export function searchTokens(text: string): string[] {
  const tokens: string[] = [];
  const seen = new Set<string>();
  for (const [run] of text.normalize('NFC').matchAll(WORD)) {
    if (!HAS_LETTER_OR_NUMBER.test(run)) continue;
    const token = Array.from(run).slice(0, MAX_TOKEN_LENGTH).join('');
    const key = token.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tokens.push(token);
    if (tokens.length === MAX_SEARCH_TOKENS) break;
  }
  return tokens;
}

/** FTS5 MATCH text: every token a quoted prefix ("tok"*, quotes doubled), all required. */
export function fts5Match(tokens: string[]): string {
  return tokens.map((t) => `"${t.replace(/"/g, '""')}"*`).join(' AND ');
}

/**
 * tsquery text for to_tsquery: every token a quoted prefix ('tok':*), all required. The document
 * side (migration 0003) drops Latin combining accents after decomposing; the same is done here,
 * since to_tsquery's dictionary only lowercases. Quotes and backslashes are escaped as tsquery
 * wants, though tokens never hold them.
 */
export function tsQueryText(tokens: string[]): string {
  return tokens
    .map((t) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .map((t) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`)
    .join(' & ');
}

/**
 * The `q` filter: every word of `text` must begin a word of the title, location, project or
 * description, in any order. A search with no words in it ('%', '""') matches nothing: the
 * visitor asked for something, and no listing holds it. User text reaches the database only as a
 * bound parameter.
 */
export function matchesSearch(engine: Engine, text: string): RawBuilder<boolean> {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return sql<boolean>`1 = 0`;
  if (engine === 'sqlite') {
    return sql<boolean>`rowid in (select rowid from listings_search where listings_search match ${fts5Match(tokens)})`;
  }
  return sql<boolean>`search_doc @@ to_tsquery('simple', ${tsQueryText(tokens)})`;
}
