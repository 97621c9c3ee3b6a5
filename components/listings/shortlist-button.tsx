'use client';

import { Icon } from '@/components/ui/icon';
import { entryOf, toggleEntry, useShortlist } from '@/lib/shortlist/store';
import type { Slug } from '@/models/kind-names';
import type { UiWords } from '@/lib/i18n/dictionaries/ui-words.en';
import { fill } from '@/lib/i18n/fill';

interface Props {
  slug: Slug;
  id: string;
  title: string;
  words: UiWords['shortlist'];
  /** 'icon' on a card's photo; 'label' with its word beside it on a listing's page. */
  look?: 'icon' | 'label';
  className?: string;
}

/**
 * The heart: a real toggle button whose pressed state screen readers announce. Its look follows
 * `aria-pressed` in CSS, so a tap made before the page has hydrated shows at once
 * (`data-early-press`, components/site/early-events.ts); every tap flips it.
 */
export function ShortlistButton({ slug, id, title, words, look = 'icon', className = '' }: Props) {
  const entries = useShortlist();
  const entry = entryOf(slug, id);
  const saved = entries?.includes(entry) ?? false;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={fill(words.saveName, { title })}
      onClick={() => toggleEntry(entry)}
      className={`group/heart ${look === 'icon' ? 'share-icon' : 'share-label'} ${className}`}
      data-testid="shortlist-button"
      data-early-press
    >
      <Icon name="heart" className="size-5 group-aria-pressed/heart:fill-current group-aria-pressed/heart:text-rose-600" />
      {look === 'label' ? words.save : null}
    </button>
  );
}
