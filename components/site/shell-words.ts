import 'server-only';
import { getDictionary } from '@/lib/i18n/dictionaries';
import type { Lang } from '@/lib/i18n/config';

/** The words the navigation bar, footer, floating buttons and 404 body show: one language's only. */
export function shellWords(lang: Lang) {
  const { shell, nav, footer, notFound } = getDictionary(lang);
  return { shell, nav, footer, notFound };
}

export type ShellWords = ReturnType<typeof shellWords>;
