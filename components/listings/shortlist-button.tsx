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

/** The heart: a real toggle button whose pressed state screen readers announce. */
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
      className={`${look === 'icon' ? 'share-icon' : 'share-label'} ${className}`}
      data-testid="shortlist-button"
    >
      <Icon name="heart" className={`size-5 ${saved ? 'fill-current text-rose-600' : ''}`} />
      {look === 'label' ? words.save : null}
    </button>
  );
}
