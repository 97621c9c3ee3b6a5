'use client';

import { PageLink as Link } from '@/components/ui/page-link';
import { Icon, type IconName } from '@/components/ui/icon';
import { PageHeader } from '@/components/site/page-header';
import { SectionHeading } from '@/components/site/section-heading';
import { type Lang, localizePath } from '@/lib/i18n/config';
import type { AboutWords } from '@/lib/i18n/dictionaries/about-words.en';
import { fill } from '@/lib/i18n/fill';
import { fullAddress, site } from '@/lib/site-config';

const CARD_ICONS: Record<keyof AboutWords['cards'], IconName> = { expertise: 'compass', values: 'shield-check', mission: 'target', commitment: 'heart-handshake' };

const SERVICE_ICONS: Record<keyof AboutWords['services'], IconName> = {
  visits: 'route',
  documents: 'file-check',
  loans: 'hand-coins',
  registration: 'key-round',
  resale: 'handshake',
  nri: 'globe',
};

/** The about page's content: a client component fed only its words, so the page's React payload does not repeat its markup. */
export function AboutContent({ words: w, lang }: { words: AboutWords; lang: Lang }) {
  const values = { since: site.since, brand: site.brand };
  return (
    <>
      <PageHeader eyebrow={fill(w.eyebrow, values)} title={w.title}>
        {fill(w.intro, values)}
      </PageHeader>

      <section aria-labelledby="who-title" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="who-title" title={w.whoTitle}>
          {w.whoIntro}
        </SectionHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {(Object.keys(CARD_ICONS) as (keyof AboutWords['cards'])[]).map((key) => (
            <li key={key} className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-tint text-brand">
                <Icon name={CARD_ICONS[key]} className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-neutral-900">{w.cards[key].title}</h3>
              <p className="mt-2 leading-relaxed text-neutral-700">{fill(w.cards[key].text, values)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="services" aria-labelledby="services-title" className="scroll-mt-24 bg-neutral-50 py-16 sm:py-20">
        <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
          <SectionHeading id="services-title" eyebrow={w.servicesEyebrow} title={w.servicesTitle}>
            {w.servicesIntro}
          </SectionHeading>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {(Object.keys(SERVICE_ICONS) as (keyof AboutWords['services'])[]).map((key) => (
              <li key={key} className="flex gap-4 rounded-2xl border border-neutral-200 bg-white p-5">
                <Icon name={SERVICE_ICONS[key]} className="mt-0.5 h-6 w-6 shrink-0 text-brand" />
                <div>
                  <h3 className="font-semibold text-neutral-900">{w.services[key].title}</h3>
                  <p className="mt-1 text-neutral-700">{w.services[key].text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="office-title" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6 sm:py-20">
        <div className="flex flex-col gap-6 rounded-2xl bg-brand p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div className="flex gap-4">
            <Icon name="map-pin" className="mt-1 h-7 w-7 shrink-0" />
            <div>
              <h2 id="office-title" className="text-2xl font-bold">
                {w.office}
              </h2>
              <address lang="en-IN" className="mt-2 text-lg text-orange-50 not-italic">{fullAddress()}</address>
            </div>
          </div>
          <Link
            href={localizePath('/contact', lang)}
            className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-xl bg-white px-6 font-semibold text-brand hover:bg-orange-50 focus-visible:outline-white"
          >
            {w.contact}
          </Link>
        </div>
      </section>
    </>
  );
}
