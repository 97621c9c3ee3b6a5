import 'server-only';
import type { Lang } from '../config';
import en, { type Dictionary } from './en';
import ta from './ta';
import { type CardWords, cardWords, type DetailWords } from './ui-words.en';

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

const CARD_WORDS: Record<Lang, CardWords> = { en: cardWords(en.ui), ta: cardWords(ta.ui) };

/** A listing card's words in a language: one object, so a page's payload carries it once for all its cards. */
export const cardWordsOf = (lang: Lang): CardWords => CARD_WORDS[lang];

/** The client parts of a listing's page, in a language. */
export function detailWordsOf(lang: Lang): DetailWords {
  const { sale, shortlist, share, detail, card, photo } = DICTIONARIES[lang].ui;
  // All the card's words, though the page uses a few: the similar cards' words are then a
  // reference to this object in the payload, not a second copy.
  return { sale, shortlist, share, detail, card, photo, emi: DICTIONARIES[lang].emi };
}
