import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { LazyMap } from '@/components/maps/lazy-map';
import type { MapPin } from '@/components/maps/types';
import { ListingGrid } from '@/components/listings/listing-grid';
import { languageAlternates } from '@/lib/i18n/alternates';
import { LANG_INFO, type Lang, localizePath } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';
import { locality as cachedLocality } from '@/lib/localities/cached';
import { decodeSegment, localityHref } from '@/lib/localities/href';
import { placeJsonLd } from '@/lib/localities/json-ld';
import type { LocalityData } from '@/lib/localities/queries';
import { detailHref, ownText } from '@/lib/listings/view';
import { serializeJsonLd } from '@/lib/listings/json-ld';
import { absoluteUrl } from '@/lib/public-url';
import { siteCardImage, twitterImage } from '@/lib/share-card/site';
import { site } from '@/lib/site-config';
import { KIND_IDS, KINDS } from '@/models/kinds';
import { type GlanceWords, kindsInWords, LocalityGlance, priceSpan } from './locality-glance';

/** A locality's page in either language: '/localities/{slug}' and '/ta/localities/{slug}'. */
export type LocalityProps = { params: Promise<{ slug: string }> };

/** One read shared by generateMetadata and the page. */
const load = cache(async (slug: string) => cachedLocality(decodeSegment(slug)));

/** The name in the page's language: the dealer's Tamil name, or the English one (marked lang="en"). */
const placeName = (data: LocalityData, lang: Lang) => (lang === 'ta' && data.locality.nameTa ? { text: data.locality.nameTa } : { text: data.locality.name, lang: lang === 'en' ? undefined : LANG_INFO.en.tag });

const glanceWords = (lang: Lang): GlanceWords => {
  const dict = getDictionary(lang);
  return { words: dict.locality, kinds: dict.ui.list.kinds };
};

function describe(data: LocalityData, lang: Lang): string {
  const text = glanceWords(lang);
  const { words } = text;
  const { minPrice, maxPrice } = data.stats;
  const span = priceSpan(minPrice, maxPrice, lang);
  const range = span === null ? words.noPrice : minPrice === maxPrice ? fill(words.rangeOne, { price: span }) : fill(words.range, { min: priceSpan(minPrice, minPrice, lang)!, max: priceSpan(maxPrice, maxPrice, lang)! });
  return fill(words.description, { what: kindsInWords(data.stats, text), place: placeName(data, lang).text, range, brand: site.brand });
}

export async function localityRouteMetadata({ params }: LocalityProps, lang: Lang): Promise<Metadata> {
  const data = await load((await params).slug);
  if (!data) return { title: getDictionary(lang).meta.notFoundTitle, robots: { index: false, follow: true } };
  const path = localityHref(data.locality.slug);
  const title = fill(getDictionary(lang).locality.title, { place: placeName(data, lang).text });
  const description = describe(data, lang);
  return {
    title,
    description,
    alternates: languageAlternates(path, lang),
    openGraph: { title, description, url: localizePath(path, lang), type: 'website', siteName: site.brand, locale: LANG_INFO[lang].ogLocale, images: [siteCardImage()] },
    twitter: { card: 'summary_large_image', title, description, images: [twitterImage(siteCardImage())] },
  };
}

export async function LocalityRoute({ props, lang }: { props: LocalityProps; lang: Lang }) {
  const data = await load((await props.params).slug);
  if (!data) notFound();
  const words = getDictionary(lang).locality;
  const place = placeName(data, lang);
  const url = absoluteUrl(localityHref(data.locality.slug, lang));
  const pins: MapPin[] = data.listings.flatMap((l) =>
    l.lat !== null && l.lng !== null && l.kind in KINDS
      ? [{ lat: l.lat, lng: l.lng, label: ownText(l, 'title', lang).text, href: localizePath(detailHref(KINDS[l.kind], l), lang) }]
      : [],
  );
  const jsonLd = placeJsonLd({ url, name: place.text, lang, description: describe(data, lang), pins });
  const byKind = KIND_IDS.map((id) => ({ kind: KINDS[id], items: data.listings.filter((l) => l.kind === id) })).filter((g) => g.items.length > 0);
  const nav = getDictionary(lang).nav;
  const placeText = <span lang={place.lang}>{place.text}</span>;

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 sm:px-6 sm:py-12">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <header className="mb-6 sm:mb-8">
        <h1 className="text-3xl font-bold tracking-tight break-words text-neutral-900 sm:text-4xl">
          {fillNode(words.heading, placeText)}
        </h1>
        <p className="mt-2 max-w-2xl text-neutral-600">{fillNode(words.intro, placeText)}</p>
      </header>

      <LocalityGlance stats={data.stats} place={place.text} lang={lang} text={glanceWords(lang)} />

      {pins.length ? (
        <section aria-labelledby="map-heading" className="mb-10">
          <h2 id="map-heading" className="mb-3 text-xl font-bold text-neutral-900 sm:text-2xl">
            {words.map}
          </h2>
          <LazyMap pins={pins} label={fill(words.mapLabel, { place: place.text })} height={320} zoom={13} className="rounded-2xl border border-neutral-200 bg-neutral-100">
            <p className="p-4 text-sm text-neutral-600">{fill(words.mapFallback, { n: pins.length })}</p>
          </LazyMap>
        </section>
      ) : null}

      {byKind.map(({ kind, items }, i) => (
        <section key={kind.id} aria-labelledby={`kind-${kind.id}`} className="mb-10">
          <h2 id={`kind-${kind.id}`} className="mb-4 text-xl font-bold text-neutral-900 sm:text-2xl">
            {fill(words.kindHeading, { what: nav[kind.slug] })}
          </h2>
          <ListingGrid items={items} kind={kind} priorityCount={i === 0 ? 1 : 0} headingLevel="h3" lang={lang} />
        </section>
      ))}
    </div>
  );
}

/** A template with {place} as an element (so a Tamil page can mark an English name's language). */
function fillNode(template: string, place: React.ReactNode): React.ReactNode {
  const [before, after] = template.split('{place}');
  return after === undefined ? template : (
    <>
      {before}
      {place}
      {after}
    </>
  );
}
