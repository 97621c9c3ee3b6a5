/**
 * The site's two languages (issue 15): English unprefixed ('/villas'), Tamil under '/ta'
 * ('/ta/villas'). Client-safe: no dictionary here, only the language names and the path rules.
 */
export const LANGS = ['en', 'ta'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export interface LangInfo {
  /** <html lang> and lang="" on text in this language. */
  tag: string;
  /** hreflang of the alternate links and the sitemap. */
  hreflang: string;
  /** og:locale */
  ogLocale: string;
  /** Intl locale for numbers and dates. */
  intl: string;
  /** The language's name in itself, for the language switch. */
  name: string;
}

export const LANG_INFO: Record<Lang, LangInfo> = {
  en: { tag: 'en-IN', hreflang: 'en', ogLocale: 'en_IN', intl: 'en-IN', name: 'English' },
  ta: { tag: 'ta', hreflang: 'ta', ogLocale: 'ta_IN', intl: 'ta-IN', name: 'தமிழ்' },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The other language: where the language switch goes. */
export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'ta' : 'en');

// Public pages with no Tamil twin: sign-in and its help pages belong to the English admin area.
const ENGLISH_ONLY = new Set(['/login', '/forgot-password', '/register']);

/** Whether the page at this path (without a language prefix) exists in every language. */
export const hasTwin = (path: string): boolean => !ENGLISH_ONLY.has(path.split(/[?#]/, 1)[0].replace(/\/$/, '') || '/');

/** '/villas?bedrooms=3' in a language: unchanged in English, '/ta/villas?bedrooms=3' in Tamil ('/' is '/ta'). */
export function localizePath(path: string, lang: Lang): string {
  if (lang === DEFAULT_LANG || !path.startsWith('/')) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `/${lang}${path.slice(1)}` : `/${lang}${path}`;
}

/** The language of a path and the same path without its prefix: '/ta/villas' → ta, '/villas'. */
export function splitLangPath(path: string): { lang: Lang; path: string } {
  const match = /^\/([a-z]{2})(?=$|[/?#])(.*)$/.exec(path);
  if (match && isLang(match[1]) && match[1] !== DEFAULT_LANG) {
    const rest = match[2];
    return { lang: match[1], path: rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest };
  }
  return { lang: DEFAULT_LANG, path };
}
