import { cardWordsOf } from '@/lib/i18n/dictionaries';
import { listingText } from '@/lib/i18n/listing-text-server';
import type { Lang } from '@/lib/i18n/config';
import type { KindDef } from '@/models/kinds';
import type { Listing, ListingSummary } from '@/models/listing';
import { cardView } from '@/lib/listings/card-view';
import { CardList } from './card-list';

interface Props {
  items: (Listing | ListingSummary)[];
  kind: KindDef;
  /** How many leading cards load eagerly (the first row on a wide screen). */
  priorityCount?: number;
  headingLevel?: 'h2' | 'h3';
  label?: string;
  lang?: Lang;
  /** The grid's classes, when not GRID (cards beside a map). */
  className?: string;
}

/** Cards in a responsive grid: one column on phones, two on tablets, three from 1024 px. */
export const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function ListingGrid({ items, kind, priorityCount = 0, headingLevel = 'h2', label, lang = 'en', className = GRID }: Props) {
  return (
    <CardList
      cards={items.map((listing) => cardView(kind, listing, listingText(lang)))}
      words={cardWordsOf(lang)}
      className={className}
      belowFoldFrom={Math.max(priorityCount, 1)}
      priorityCount={priorityCount}
      headingLevel={headingLevel}
      label={label}
    />
  );
}
