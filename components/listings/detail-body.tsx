import { Icon } from '@/components/ui/icon';
import { PageLink as Link } from '@/components/ui/page-link';
import { BackButton } from '@/components/listings/back-button';
import { About, DocumentsPanel, InfoGrid, ListBlock, Tiles } from '@/components/listings/detail-sections';
import { EmiEstimate } from '@/components/listings/emi-estimate';
import { EnquiryCard } from '@/components/listings/enquiry-card';
import { Gallery } from '@/components/listings/gallery';
import { ShareMenu } from '@/components/listings/share-menu';
import { ShortlistButton } from '@/components/listings/shortlist-button';
import type { DetailView } from '@/lib/listings/detail-view';
import { jsonLdOf, serializeJsonLd } from '@/lib/listings/json-ld';
import type { DetailWords } from '@/lib/i18n/dictionaries/ui-words.en';
import { fill } from '@/lib/i18n/fill';
import { localizePath } from '@/lib/i18n/config';
import { shareTextOf } from '@/models/share-words';
import type { ReactNode } from 'react';

/**
 * A listing's page above its similar listings, laid out from its DetailView. A server component:
 * only its interactive parts (gallery, Shortlist, Share, EMI estimate, Back) are client components,
 * so the facts, the enquiry card and the JSON-LD cost the phone no script and no hydration.
 * `location` is the map and distances section (components/listings/location-section.tsx), if the
 * listing has a pin.
 */
export function DetailBody({ view, words, location }: { view: DetailView; words: DetailWords; location?: ReactNode }) {
  const { sale } = words;
  const jsonLd = jsonLdOf({ url: view.url, title: view.title, lang: view.lang, location: view.location, description: view.about.text, photos: view.photos, facts: view.ld });
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <BackButton href={localizePath(`/${view.slug}`, view.lang)} mode={view.back ?? 'history'} label={words.detail.back} />

      {view.sale.sold !== undefined ? (
        <div className="mt-3 flex items-start gap-3 rounded-2xl bg-neutral-900 px-4 py-3 text-white" data-testid="sold-banner">
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="block text-lg">{fill(sale.soldOn, { day: view.sale.sold })}</strong>
            {sale.soldNote}
          </p>
        </div>
      ) : null}

      <header className="mt-2 mb-4 flex flex-col gap-2 sm:mb-6 md:flex-row md:items-end md:justify-between md:gap-6">
        <div className="min-w-0">
          {view.sale.featured || view.sale.was ? (
            <p className="mb-1 flex flex-wrap gap-1.5 text-xs font-semibold">
              {view.sale.featured ? <span className="rounded-full bg-brand px-2.5 py-1 text-white">{sale.featured}</span> : null}
              {view.sale.was ? <span className="rounded-full bg-rose-100 px-2.5 py-1 text-rose-800">{view.sale.reducedOn ? fill(sale.reducedOn, { day: view.sale.reducedOn }) : sale.reduced}</span> : null}
            </p>
          ) : null}
          <h1 className="text-2xl leading-tight font-bold tracking-tight break-words text-neutral-900 sm:text-3xl" lang={view.titleLang}>
            {view.title}
          </h1>
          <p className="mt-1 flex items-start gap-1.5 text-neutral-600">
            <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brand" />
            {view.localityHref ? (
              <Link href={view.localityHref} lang={view.englishLang} className="underline decoration-neutral-300 underline-offset-4 hover:text-brand-dark hover:decoration-current">
                {view.location}
              </Link>
            ) : (
              <span lang={view.englishLang}>{view.location}</span>
            )}
          </p>
        </div>
        <p className="flex shrink-0 flex-wrap items-baseline gap-x-3 self-start md:self-auto">
          <span className="tabular inline-flex rounded-full bg-brand px-4 py-1.5 text-xl font-bold text-white shadow-sm sm:text-2xl" data-testid="price-badge">
            <span className="sr-only">{words.detail.price}</span>
            {view.price}
          </span>
          {view.sale.was ? (
            <s className="tabular text-lg text-neutral-600" data-testid="was-price">
              <span className="sr-only">{sale.was} </span>
              {view.sale.was}
            </s>
          ) : null}
        </p>
      </header>

      <div className="mb-4 flex flex-wrap gap-2">
        <ShortlistButton slug={view.slug} id={view.id} title={view.title} words={words.shortlist} look="label" />
        <ShareMenu slug={view.slug} id={view.id} title={view.title} url={view.url} text={shareTextOf(view)} words={words.share} look="label" />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-8">
        <div className="min-w-0 lg:col-start-1">
          <Gallery photos={view.photos} title={view.title} location={view.location} words={words.photo} />
        </div>

        {/* After the gallery in the DOM, so on phones 'Call Now' comes right below the photos. */}
        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <EnquiryCard listing={{ ...view, fullPrice: view.unpriced ? null : view.price }} heading={view.interested} url={view.url} words={words} contactHref={`${localizePath('/contact', view.lang)}?listing=${view.slug}:${view.id}`} />
          </div>
        </aside>

        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1">
          <Tiles tiles={view.tiles} />
          <About heading={view.about.heading} text={view.about.text} lang={view.about.lang} />
          <InfoGrid heading={view.info.heading} rows={view.info.rows} />
          <DocumentsPanel documents={view.documents} />
          {view.sections.map((section) => (
            <ListBlock key={section.name} section={section} lang={view.englishLang} />
          ))}
          {view.emi ? <EmiEstimate defaults={view.emi} words={words.emi} lang={view.lang} /> : null}
          {location}
        </div>
      </div>
    </>
  );
}
