'use client';

import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { ContactMethods } from '@/components/site/contact-methods';
import { FindProperty } from '@/components/site/find-property';
import { Hero } from '@/components/site/hero';
import { ListingPreview, type Preview } from '@/components/site/listing-preview';
import { SectionHeading } from '@/components/site/section-heading';
import { StatsBand } from '@/components/site/stats-band';
import { TestimonialCarousel } from '@/components/site/testimonial-carousel';
import { TESTIMONIALS } from '@/components/site/testimonials-data';
import type { CardWords } from '@/lib/i18n/dictionaries/ui-words.en';

/**
 * The home page's markup. A client component fed only the preview cards' data, so the page's
 * React payload does not repeat its markup; the server page (app/(site)/page.tsx) reads the data.
 */
export function HomeView({ previews, cardWords }: { previews: Preview[]; cardWords: CardWords }) {
  return (
    <>
      <Hero />
      <StatsBand />
      <FindProperty />

      <section aria-labelledby="featured-title" className="below-fold bg-neutral-50 py-16 sm:py-20">
        <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
          <p id="featured-title" className="text-sm font-semibold tracking-widest text-brand uppercase">
            Featured properties
          </p>
          <div className="mt-4">
            {previews.map((preview) => (
              <ListingPreview key={preview.kind.id} {...preview} words={cardWords} />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="testimonials-title" className="below-fold mx-auto max-w-[1200px] px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="testimonials-title" eyebrow="Client stories" title="What Our Clients Say">
          Families from Hosur, Bengaluru and abroad on buying with us.
        </SectionHeading>
        <div className="mt-10">
          <TestimonialCarousel items={TESTIMONIALS} />
        </div>
        <p className="mt-6 text-center">
          <Link href="/testimonials" className="inline-flex min-h-11 items-center font-semibold text-brand hover:text-brand-dark hover:underline">
            Read all client stories
          </Link>
        </p>
      </section>

      <section aria-labelledby="touch-title" className="bg-brand-tint py-16 sm:py-20">
        <div className="mx-auto grid max-w-[1200px] gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:items-start">
          <div>
            <h2 id="touch-title" className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
              Get In Touch
            </h2>
            <p className="mt-4 text-lg text-neutral-700">
              Tell us your budget and the area you like. We will shortlist properties, arrange site visits and stay with you
              until registration.
            </p>
            <div className="mt-6 rounded-2xl border border-orange-200 bg-white p-5">
              <p className="flex gap-3 font-semibold text-neutral-900">
                <Icon name="circle-check" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
                We specialise in villas and plots only.
              </p>
              <p className="mt-2 pl-8 text-neutral-700">
                That focus is why we know Hosur&apos;s layouts, approvals and builders so well.
              </p>
            </div>
            <Link
              href="/contact"
              className="mt-6 inline-flex min-h-12 items-center justify-center rounded-xl bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
            >
              Send us a message
            </Link>
          </div>
          <ContactMethods />
        </div>
      </section>
    </>
  );
}
