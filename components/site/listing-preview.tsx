import { PageLink as Link } from '@/components/ui/page-link';
import { Icon } from '@/components/ui/icon';
import { CardList } from '@/components/listings/card-list';
import { type Lang, localizePath } from '@/lib/i18n/config';
import type { HomeWords } from '@/lib/i18n/dictionaries/home-words.en';
import type { CardWords } from '@/lib/i18n/dictionaries/ui-words.en';
import { fill } from '@/lib/i18n/fill';
import { useShell } from './shell-context';
import type { CardView } from '@/lib/listings/card-view';
import type { KindName } from '@/models/kind-names';

export interface Preview {
  kind: KindName;
  cards: CardView[];
}

/** Up to three listings of one kind on the home page, with a link to the full list. */
export function ListingPreview({ kind, cards, words, text, lang, priority = false }: Preview & { words: CardWords; text: HomeWords['featured']; lang: Lang; priority?: boolean }) {
  const nav = useShell().words.nav;
  const [plural, lower] = lang === 'en' ? [kind.plural, kind.plural.toLowerCase()] : [nav[kind.slug], nav[kind.slug]];
  const titleId = `preview-${kind.slug}`;
  return (
    <section aria-labelledby={titleId} className="mt-12 first:mt-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={titleId} className="text-2xl font-bold text-neutral-900">
          {fill(text.latest, { plural })}
        </h2>
        <Link
          href={localizePath(`/${kind.slug}`, lang)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg font-semibold text-brand hover:text-brand-dark hover:underline"
        >
          {fill(text.viewAll, { plural: lower })}
          <Icon name="arrow-right" className="h-4 w-4" />
        </Link>
      </div>
      {cards.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-2 rounded-2xl border border-dashed border-neutral-300 bg-neutral-50 px-6 py-10 text-center">
          <Icon name="search-x" className="h-8 w-8 text-neutral-500" />
          <p className="font-medium text-neutral-800">{fill(text.none, { plural: lower })}</p>
          <p className="text-sm text-neutral-600">{text.noneText}</p>
        </div>
      ) : (
        // Phones: a swipeable row (the next card peeks in), so nine cards do not make the page endless.
        <CardList
          cards={cards}
          words={words}
          className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3"
          itemClassName="w-[85%] shrink-0 snap-start sm:w-auto"
          priorityCount={priority ? 1 : 0}
        />
      )}
    </section>
  );
}
