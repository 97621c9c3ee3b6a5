'use client';

import { PageLink as Link } from '@/components/ui/page-link';
import { Icon } from '@/components/ui/icon';
import { localizePath } from '@/lib/i18n/config';
import { useShortlist } from '@/lib/shortlist/store';
import { fill } from '@/lib/i18n/fill';
import { useShell } from './shell-context';

/**
 * The navbar's way to the shortlist, with how many are saved. The count's badge always takes its
 * place (empty and invisible until there is a count), so nothing moves when it appears.
 */
export function ShortlistLink({ active, onClick }: { active: boolean; onClick?: () => void }) {
  const count = useShortlist()?.length ?? 0;
  const { lang, words } = useShell();
  const { shell } = words;
  return (
    <Link
      href={localizePath('/shortlist', lang)}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      aria-label={count === 1 ? shell.shortlistOne : count ? fill(shell.shortlistCount, { n: count }) : shell.shortlist}
      className={`relative inline-flex h-11 w-11 items-center justify-center rounded-full focus-visible:outline-white ${active ? 'bg-white text-brand' : 'hover:bg-brand-dark'}`}
      data-testid="shortlist-link"
    >
      <Icon name="heart" className={`size-6 ${count ? 'fill-current' : ''}`} />
      <span
        aria-hidden="true"
        className={`tabular absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-white px-1 text-xs font-bold text-brand ring-2 ring-brand ${count ? '' : 'invisible'}`}
        data-testid="shortlist-count"
      >
        {count || ''}
      </span>
    </Link>
  );
}
