import { MapPin } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { BackButton } from '@/components/listings/back-button';
import { About, InfoGrid, ListBlock, Tiles } from '@/components/listings/detail-sections';
import { EnquiryCard } from '@/components/listings/enquiry-card';
import { Gallery } from '@/components/listings/gallery';
import { SimilarHeader, SimilarListings, SimilarLoading } from '@/components/listings/similar-listings';
import { listingPhotos } from '@/lib/images';
import { listing as cachedListing } from '@/lib/listings/cached';
import { detailMetadata, listingJsonLd, notFoundMetadata, serializeJsonLd } from '@/lib/listings/seo';
import { detailHref, displayOf, fullPrice, infoRows, listSections, tiles } from '@/lib/listings/view';
import { absoluteUrl } from '@/lib/public-url';
import { kindBySlug } from '@/models/kinds';
import { IconDefs } from '@/components/ui/icon-defs';

// Rendered and cached on first request (none at build); re-rendered after a write to this listing or
// to one its similar block shows (lib/cache.ts). The time-based revalidate is a backstop.
export const revalidate = 3600;

type Props = { params: Promise<{ kind: string; id: string }> };

export function generateStaticParams(): { kind: string; id: string }[] {
  return [];
}

/** One read shared by generateMetadata and the page. */
const load = cache(async (slug: string, id: string) => {
  const kind = kindBySlug(slug);
  if (!kind) return { kind: undefined, listing: null };
  return { kind, listing: await cachedListing(kind, id) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind: slug, id } = await params;
  const { kind, listing } = await load(slug, id);
  if (!kind) return {};
  return listing ? detailMetadata(kind, listing) : notFoundMetadata(kind);
}

export default async function ListingPage({ params }: Props) {
  const { kind: slug, id } = await params;
  const { kind, listing } = await load(slug, id);
  if (!kind || !listing) notFound();

  const text = displayOf(kind);
  const url = absoluteUrl(detailHref(kind, listing));
  const sections = listSections(kind, listing);

  return (
    <article className="mx-auto max-w-[1200px] px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(listingJsonLd(kind, listing)) }} />
      <IconDefs />
      <BackButton href={`/${kind.slug}`} mode={text.back} />

      <header className="mt-2 mb-4 flex flex-col gap-2 sm:mb-6 md:flex-row md:items-end md:justify-between md:gap-6">
        <div className="min-w-0">
          <h1 className="text-2xl leading-tight font-bold tracking-tight break-words text-neutral-900 sm:text-3xl">{listing.title}</h1>
          <p className="mt-1 flex items-start gap-1.5 text-neutral-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            {listing.location}
          </p>
        </div>
        <p className="tabular inline-flex shrink-0 self-start rounded-full bg-brand px-4 py-1.5 text-xl font-bold text-white shadow-sm sm:text-2xl md:self-auto" data-testid="price-badge">
          <span className="sr-only">Price: </span>
          {fullPrice(listing)}
        </p>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-8">
        <div className="min-w-0 lg:col-start-1">
          <Gallery photos={listingPhotos(listing)} title={listing.title} location={listing.location} />
        </div>

        {/* After the gallery in the DOM, so on phones 'Call Now' comes right below the photos. */}
        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <EnquiryCard listing={listing} heading={text.interested} url={url} />
          </div>
        </aside>

        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1">
          <Tiles tiles={tiles(kind, listing)} />
          <About heading={text.about} text={listing.description} />
          <InfoGrid heading={text.infoTitle} rows={infoRows(kind, listing)} />
          {sections.map((section) => (
            <ListBlock key={section.name} section={section} />
          ))}
        </div>
      </div>

      <section aria-labelledby="similar-heading" className="mt-16">
        <SimilarHeader kind={kind} />
        <Suspense fallback={<SimilarLoading kind={kind} />}>
          <SimilarListings kind={kind} listing={listing} />
        </Suspense>
      </section>
    </article>
  );
}
