import 'server-only';
import type { Lang } from '../config';
import en, { type Dictionary } from './en';
import ta from './ta';

export type { Dictionary };

/**
 * Next's own dictionary pattern (its i18n guide): server components read the page's language
 * here, and a client component is handed only the section it shows, as plain data; a dictionary
 * module is never imported by client code, so no page ships the other language.
 */
export const DICTIONARIES: Record<Lang, Dictionary> = { en, ta };

export function getDictionary(lang: Lang): Dictionary {
  return DICTIONARIES[lang];
}
