import 'server-only';
import type { Lang } from './config';
import { getDictionary } from './dictionaries';
import { ENGLISH_TEXT, type ListingText, makeListingText } from './listing-text';

/** The listing words of a page's language, for server components to hand to the view makers. */
export function listingText(lang: Lang): ListingText {
  return lang === 'en' ? ENGLISH_TEXT : makeListingText(lang, getDictionary(lang));
}
