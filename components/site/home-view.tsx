'use client';

import { PageLink as Link } from '@/components/ui/page-link';
import { Icon } from '@/components/ui/icon';
import { ContactMethods } from '@/components/site/contact-methods';
import { FindProperty } from '@/components/site/find-property';
import { Hero } from '@/components/site/hero';
import { ListingPreview, type Preview } from '@/components/site/listing-preview';
import { SectionHeading } from '@/components/site/section-heading';
import { StatsBand } from '@/components/site/stats-band';
import { TestimonialCarousel } from '@/components/site/testimonial-carousel';
import type { Testimonial } from '@/components/site/testimonials-data';
import { type Lang, localizePath } from '@/lib/i18n/config';
import type { HomeWords } from '@/lib/i18n/dictionaries/home-words.en';
import type { CardWords } from '@/lib/i18n/dictionaries/ui-words.en';

interface HomeViewProps {
  previews: Preview[];
  cardWords: CardWords;
  /** The page's words, without the client stories (in `testimonials`). */
  words: Omit<HomeWords, 'stories'> & { stories: Omit<HomeWords['stories'], 'people'> };
  /** The client stories in the page's language. */
  testimonials: Testimonial[];
  lang: Lang;
}

/**
 * The home page's markup. A client component fed only the preview cards' data, so the page's
 * React payload does not repeat its markup; the server page (app/(site)/page.tsx) reads the data.
 */
export function HomeView({ previews, cardWords, words, testimonials, lang }: HomeViewProps) {
  const { stories, touch } = words;
  return (
    <>
      <Hero words={words.hero} lang={lang} />
      <StatsBand words={words.stats} lang={lang} />
      <FindProperty words={words.find} lang={lang} />

      <section aria-labelledby="featured-title" className="below-fold bg-neutral-50 py-16 sm:py-20">
        <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
          <p id="featured-title" className="text-sm font-semibold tracking-widest text-brand uppercase">
            {words.featured.eyebrow}
          </p>
          <div className="mt-4">
            {previews.map((preview) => (
              <ListingPreview key={preview.kind.id} {...preview} words={cardWords} text={words.featured} lang={lang} />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="testimonials-title" className="below-fold mx-auto max-w-[1200px] px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="testimonials-title" eyebrow={stories.eyebrow} title={stories.title}>
          {stories.intro}
        </SectionHeading>
        <div className="mt-10">
          <TestimonialCarousel items={testimonials} words={stories} />
        </div>
        <p className="mt-6 text-center">
          <Link href={localizePath('/testimonials', lang)} className="inline-flex min-h-11 items-center font-semibold text-brand hover:text-brand-dark hover:underline">
            {stories.all}
          </Link>
        </p>
      </section>

      <section aria-labelledby="touch-title" className="bg-brand-tint py-16 sm:py-20">
        <div className="mx-auto grid max-w-[1200px] gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:items-start">
          <div>
            <h2 id="touch-title" className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
              {touch.title}
            </h2>
            <p className="mt-4 text-lg text-neutral-700">
              {touch.intro}
            </p>
            <div className="mt-6 rounded-2xl border border-orange-200 bg-white p-5">
              <p className="flex gap-3 font-semibold text-neutral-900">
                <Icon name="circle-check" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
                {touch.focus}
              </p>
              <p className="mt-2 pl-8 text-neutral-700">
                {touch.focusWhy}
              </p>
            </div>
            <Link
              href={localizePath('/contact', lang)}
              className="mt-6 inline-flex min-h-12 items-center justify-center rounded-xl bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
            >
              {touch.message}
            </Link>
          </div>
          <ContactMethods words={touch} />
        </div>
      </section>
    </>
  );
}
