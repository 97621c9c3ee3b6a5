'use client';

import type { CardView } from '@/lib/listings/card-view';
import type { CardWords } from '@/lib/i18n/dictionaries/ui-words.en';
import { ListingCard } from './listing-card';

export interface CardListProps {
  cards: CardView[];
  /** The cards' words in the page's language. */
  words: CardWords;
  /** The list's classes (grid or swipeable row). */
  className: string;
  /** Every item's classes. */
  itemClassName?: string;
  /** Items from this index on are marked 'below-fold' (drawn when scrolled near). */
  belowFoldFrom?: number;
  /** How many leading cards load their photo eagerly, with high priority. */
  priorityCount?: number;
  headingLevel?: 'h2' | 'h3';
  label?: string;
}

/**
 * A list of public cards. A client component taking the cards and their words once: rendered card
 * by card from a server component, each card's element, its props' wrapper and a reference to
 * the shared words cost about 200 bytes more of every page's payload.
 */
export function CardList({ cards, words, className, itemClassName, belowFoldFrom, priorityCount = 0, headingLevel = 'h3', label }: CardListProps) {
  return (
    <ul className={className} aria-label={label}>
      {cards.map((card, i) => {
        const below = belowFoldFrom !== undefined && i >= belowFoldFrom;
        const itemClass = [itemClassName, below ? 'below-fold' : undefined].filter(Boolean).join(' ') || undefined;
        return (
          <li key={card.href} className={itemClass}>
            <ListingCard card={card} words={words} priority={i < priorityCount} headingLevel={headingLevel} />
          </li>
        );
      })}
    </ul>
  );
}
