import { RequestForm } from '@/components/site/request-form';
import { consentText } from '@/lib/enquiries/consent';
import type { Lang } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';

/**
 * 'Ask for a call back or a site visit' with its form: on a listing's page (`listing` is
 * '<slug>:<id>', recorded with the request) and on the contact page (null).
 */
export function RequestSection({ lang, listing, className = '' }: { lang: Lang; listing: string | null; className?: string }) {
  const words = getDictionary(lang).enquiry;
  return (
    <section id="request" aria-labelledby="request-title" className={`scroll-mt-24 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}>
      <h2 id="request-title" className="text-xl font-bold text-neutral-900">
        {words.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-neutral-600">{words.intro}</p>
      <RequestForm words={words} consent={consentText(lang)} listing={listing} lang={lang} />
    </section>
  );
}
