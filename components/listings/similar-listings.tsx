import { listingText } from '@/lib/i18n/listing-text-server';
import { cardWordsOf } from '@/lib/i18n/dictionaries';
import { PageLink as Link } from '@/components/ui/page-link';
import { Icon } from '@/components/ui/icon';
import { type Lang, localizePath } from '@/lib/i18n/config';
import { similar } from '@/lib/listings/cached';
import { displayOf } from '@/lib/listings/view';
import type { KindDef } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { cardView } from '@/lib/listings/card-view';
import { CardList } from './card-list';
import { SimilarHeading, SimilarLoadingText } from './similar-heading';
import { SIMILAR_LINK } from './similar-link';
import { GRID } from './listing-grid';


async function related(kind: KindDef, listing: Listing): Promise<Listing[]> {
  try {
    return await similar(kind, listing);
  } catch (err) {
    // SPEC §7: a failed related fetch is only logged; the section shows its empty state.
    console.error(`Similar ${kind.slug} for ${listing._id} failed`, err);
    return [];
  }
}

export function SimilarHeader({ kind, lang }: { kind: KindDef; lang: Lang }) {
  const words = listingText(lang).kind(kind.id);
  const text = words ? { title: words.similarTitle, viewAll: words.similarViewAll } : displayOf(kind).similar;
  return <SimilarHeading title={text.title} viewAll={text.viewAll} href={localizePath(`/${kind.slug}`, lang)} />;
}

export function SimilarLoading({ kind }: { kind: KindDef }) {
  return <SimilarLoadingText text={displayOf(kind).similar.loading} />;
}

/** 'Similar …' cards from the related-listing rule of SPEC §7, or the section's empty state. */
export async function SimilarListings({ kind, listing, lang }: { kind: KindDef; listing: Listing; lang: Lang }) {
  const words = listingText(lang).kind(kind.id);
  const text = words ? { empty: words.similarEmpty, browse: words.similarBrowse } : displayOf(kind).similar;
  const items = await related(kind, listing);
  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-neutral-300 bg-neutral-50 px-6 py-10 text-center">
        <p className="text-lg font-semibold text-neutral-900">{text.empty}</p>
        <Link href={localizePath(`/${kind.slug}`, lang)} className={`${SIMILAR_LINK} mt-2`}>
          {text.browse}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    );
  }
  return (
    <CardList cards={items.map((item) => cardView(kind, item, listingText(lang)))} words={cardWordsOf(lang)} className={GRID} />
  );
}
