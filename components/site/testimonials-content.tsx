'use client';

import Link from 'next/link';
import { PageHeader } from '@/components/site/page-header';
import { TestimonialFigure } from '@/components/site/testimonial-figure';
import { TESTIMONIALS } from '@/components/site/testimonials-data';
import { site } from '@/lib/site-config';


/** The testimonials page's content: a client component with no props, so the page's React payload does not repeat its markup. */
export function TestimonialsContent() {
  return (
    <>
      <PageHeader eyebrow="Client stories" title="What Our Clients Say">
        Over 1000 families have bought their property with us since {site.since}. Here are a few of them.
      </PageHeader>
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 sm:py-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {TESTIMONIALS.map((t) => (
            <li key={t.id}>
              <TestimonialFigure testimonial={t} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-brand-tint p-8 text-center">
          <h2 className="text-2xl font-bold text-neutral-900">Ready to find yours?</h2>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link href="/villas" className="inline-flex min-h-12 items-center justify-center rounded-xl bg-brand px-6 font-semibold text-white hover:bg-brand-dark">
              Find Properties
            </Link>
            <Link
              href="/contact"
              className="inline-flex min-h-12 items-center justify-center rounded-xl border border-neutral-300 bg-white px-6 font-semibold text-neutral-900 hover:border-brand"
            >
              Contact Us
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
