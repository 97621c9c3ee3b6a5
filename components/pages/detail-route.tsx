import 'server-only';
import { listingText } from '@/lib/i18n/listing-text-server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { DetailBody } from '@/components/listings/detail-body';
import { LeadTracker } from '@/components/listings/lead-tracker';
import { LocationSection } from '@/components/listings/location-section';
import { RequestSection } from '@/components/site/request-section';
import { SimilarHeader, SimilarListings, SimilarLoading } from '@/components/listings/similar-listings';
import type { Lang } from '@/lib/i18n/config';
import { detailWordsOf } from '@/lib/i18n/dictionaries';
import { listing as cachedListing } from '@/lib/listings/cached';
import { detailMetadata, notFoundMetadata } from '@/lib/listings/seo';
import { detailView } from '@/lib/listings/detail-view';
import { pinOf } from '@/lib/geo/landmark-distances';
import { kindBySlug } from '@/models/kinds';

/** A listing's page in either language: '/villas/{id}' and '/ta/villas/{id}'. */
export type DetailProps = { params: Promise<{ kind: string; id: string }> };

/** One read shared by generateMetadata and the page. */
const load = cache(async (slug: string, id: string) => {
  const kind = kindBySlug(slug);
  if (!kind) return { kind: undefined, listing: null };
  return { kind, listing: await cachedListing(kind, id) };
});

export async function detailRouteMetadata({ params }: DetailProps, lang: Lang): Promise<Metadata> {
  const { kind: slug, id } = await params;
  const { kind, listing } = await load(slug, id);
  if (!kind) return {};
  return listing ? detailMetadata(kind, listing, lang) : notFoundMetadata(kind);
}

export async function DetailRoute({ props, lang }: { props: DetailProps; lang: Lang }) {
  const { kind: slug, id } = await props.params;
  const { kind, listing } = await load(slug, id);
  if (!kind || !listing) notFound();
  const pin = pinOf(listing);

  return (
    <article className="mx-auto max-w-[1200px] px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
      <DetailBody
        view={detailView(kind, listing, listingText(lang))}
        words={detailWordsOf(lang)}
        location={pin ? <LocationSection pin={pin} title={listing.title} lang={lang} /> : null}
      />
      <LeadTracker kind={kind.slug} id={listing._id} />
      <RequestSection lang={lang} listing={`${kind.slug}:${listing._id}`} className="mt-10 lg:max-w-[calc(100%-372px)]" />

      <section aria-labelledby="similar-heading" className="below-fold mt-16">
        <SimilarHeader kind={kind} lang={lang} />
        <Suspense fallback={<SimilarLoading kind={kind} />}>
          <SimilarListings kind={kind} listing={listing} lang={lang} />
        </Suspense>
      </section>
    </article>
  );
}
