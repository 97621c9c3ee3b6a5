import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { DetailBody } from '@/components/listings/detail-body';
import { LeadTracker } from '@/components/listings/lead-tracker';
import { SimilarHeader, SimilarListings, SimilarLoading } from '@/components/listings/similar-listings';
import { listing as cachedListing } from '@/lib/listings/cached';
import { detailMetadata, listingJsonLd, notFoundMetadata, serializeJsonLd } from '@/lib/listings/seo';
import { detailView } from '@/lib/listings/detail-view';
import { kindBySlug } from '@/models/kinds';

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

  return (
    <article className="mx-auto max-w-[1200px] px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(listingJsonLd(kind, listing)) }} />
      <DetailBody view={detailView(kind, listing)} />
      <LeadTracker kind={kind.slug} id={listing._id} />

      <section aria-labelledby="similar-heading" className="below-fold mt-16">
        <SimilarHeader kind={kind} />
        <Suspense fallback={<SimilarLoading kind={kind} />}>
          <SimilarListings kind={kind} listing={listing} />
        </Suspense>
      </section>
    </article>
  );
}
