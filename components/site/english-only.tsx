import 'server-only';
import type { ReactNode } from 'react';
import { getDictionary } from '@/lib/i18n/dictionaries';
import type { Lang } from '@/lib/i18n/config';

/**
 * A page whose text has no translation yet in the page's language (issue 15: about, contact,
 * privacy and testimonials on the Tamil site): a note in that language, then the English text
 * marked lang="en-IN" so screen readers read it as English. English pages render it as is.
 */
export function EnglishOnly({ lang, children }: { lang: Lang; children: ReactNode }) {
  if (lang === 'en') return children;
  return (
    <>
      <p role="note" className="mx-auto max-w-[1200px] px-4 pt-4 text-sm text-neutral-700 sm:px-6">
        {getDictionary(lang).meta.englishOnly}
      </p>
      <div lang="en-IN">{children}</div>
    </>
  );
}
