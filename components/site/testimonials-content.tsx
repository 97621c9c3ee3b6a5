'use client';

import { PageLink as Link } from '@/components/ui/page-link';
import { PageHeader } from '@/components/site/page-header';
import { TestimonialFigure } from '@/components/site/testimonial-figure';
import type { Testimonial } from '@/components/site/testimonials-data';
import { type Lang, localizePath } from '@/lib/i18n/config';
import type { HomeWords } from '@/lib/i18n/dictionaries/home-words.en';
import { fill } from '@/lib/i18n/fill';
import { site } from '@/lib/site-config';

export interface TestimonialsProps {
  /** The client stories in the page's language. */
  items: Testimonial[];
  words: Pick<HomeWords['stories'], 'eyebrow' | 'title' | 'pageIntro' | 'ready'> & Pick<HomeWords['hero'], 'find' | 'contact'>;
  lang: Lang;
}

/** The testimonials page's content: a client component fed its words and stories as plain data. */
export function TestimonialsContent({ items, words, lang }: TestimonialsProps) {
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={words.title}>
        {fill(words.pageIntro, { since: site.since })}
      </PageHeader>
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 sm:py-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {items.map((t) => (
            <li key={t.id}>
              <TestimonialFigure testimonial={t} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-brand-tint p-8 text-center">
          <h2 className="text-2xl font-bold text-neutral-900">{words.ready}</h2>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link href={localizePath('/villas', lang)} className="inline-flex min-h-12 items-center justify-center rounded-xl bg-brand px-6 font-semibold text-white hover:bg-brand-dark">
              {words.find}
            </Link>
            <Link
              href={localizePath('/contact', lang)}
              className="inline-flex min-h-12 items-center justify-center rounded-xl border border-neutral-300 bg-white px-6 font-semibold text-neutral-900 hover:border-brand"
            >
              {words.contact}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
