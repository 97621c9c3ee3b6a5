import { type Lang, localizePath } from '@/lib/i18n/config';

/** A locality page's path in a language: '/localities/bagalur-road', '/ta/localities/bagalur-road'. */
export const localityHref = (slug: string, lang: Lang = 'en'): string => localizePath(`/localities/${encodeURIComponent(slug)}`, lang);

/** A route segment as typed: Next hands a Tamil slug over percent-encoded; junk gives ''. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
