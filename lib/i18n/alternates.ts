import type { Metadata } from 'next';
import { LANG_INFO, LANGS, type Lang, localizePath } from './config';

/**
 * Canonical and hreflang links of a public page in a language: the canonical is the page's own
 * language; the alternates name both, and English as x-default. Paths are made absolute by the
 * root layout's metadataBase (or are absolute already).
 */
export function languageAlternates(path: string, lang: Lang): NonNullable<Metadata['alternates']> {
  const url = (l: Lang) => (/^https?:/.test(path) ? localizeUrl(path, l) : localizePath(path, l));
  const languages: Record<string, string> = Object.fromEntries(LANGS.map((l) => [LANG_INFO[l].hreflang, url(l)]));
  return { canonical: url(lang), languages: { ...languages, 'x-default': url('en') } };
}

/** An absolute URL of this site in a language: 'https://x.in/villas' → 'https://x.in/ta/villas'. */
export function localizeUrl(url: string, lang: Lang): string {
  const u = new URL(url);
  const local = new URL(localizePath(`${u.pathname}${u.search}`, lang), u.origin);
  return local.toString();
}
