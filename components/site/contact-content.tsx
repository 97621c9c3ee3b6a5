'use client';
import type { ReactNode } from 'react';

import { Icon } from '@/components/ui/icon';
import { ContactForm } from '@/components/site/contact-form';
import { ContactInfoPanel } from '@/components/site/contact-info-panel';
import { OfficeMap } from '@/components/site/office-map';
import { PageHeader } from '@/components/site/page-header';
import type { ContactWords } from '@/lib/i18n/dictionaries/contact-words.en';
import { fill } from '@/lib/i18n/fill';
import { fullAddress, mailHref, site } from '@/lib/site-config';


const directionsHref = `https://www.google.com/maps/search/?api=1&query=${site.map.lat},${site.map.lng}`;

/** The contact page's content: a client component fed only its words, so the page's React payload does not repeat its markup. */
export function ContactContent({ words: w, request }: { words: ContactWords; request?: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow={w.eyebrow} title={w.title}>
        {w.intro}
      </PageHeader>

      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[2fr_3fr] lg:items-start">
        <ContactInfoPanel words={w.info} />
        <div className="grid gap-8">
          <section aria-labelledby="message-title" className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="message-title" className="text-2xl font-bold text-neutral-900">
              {w.form.title}
            </h2>
            <p className="mt-2 mb-6 text-neutral-700">{w.form.required}</p>
            <ContactForm words={w.form} />
          </section>
          {request}
        </div>
      </div>

      <section aria-labelledby="map-title" className="mx-auto max-w-[1200px] px-4 pb-12 sm:px-6 sm:pb-16">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="map-title" className="text-2xl font-bold text-neutral-900">
              {w.map.title}
            </h2>
            <p lang="en-IN" className="mt-1 text-neutral-700">{fullAddress()}</p>
          </div>
          <a
            href={directionsHref}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand hover:text-brand-dark hover:underline"
          >
            {w.map.directions}
            <Icon name="external-link" className="h-4 w-4" />
            <span className="sr-only">{w.map.directionsNote}</span>
          </a>
        </div>
        <div className="mt-6">
          <OfficeMap label={fill(w.map.office, { brand: site.brand })} />
        </div>
      </section>

      <section id="careers" aria-labelledby="careers-title" className="scroll-mt-24 border-t border-neutral-200 bg-neutral-50">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-4 px-4 py-12 sm:flex-row sm:items-start sm:px-6">
          <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-tint text-brand">
            <Icon name="briefcase" className="h-6 w-6" />
          </span>
          <div>
            <h2 id="careers-title" className="text-2xl font-bold text-neutral-900">
              {w.careers.title}
            </h2>
            <p className="mt-2 max-w-2xl text-neutral-700">
              {w.careers.text}
            </p>
            <a
              href={mailHref(fill(w.careers.subject, { brand: site.brand }))}
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand hover:text-brand-dark hover:underline"
            >
              {fill(w.careers.write, { email: site.email })}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
