import 'server-only';
import { listingText } from '@/lib/i18n/listing-text-server';
import { HomeView } from '@/components/site/home-view';
import { storiesIn } from './testimonials-route';
import { pageMetadata } from '@/components/site/page-metadata';
import type { Lang } from '@/lib/i18n/config';
import { cardWordsOf, getDictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';
import { cardView } from '@/lib/listings/card-view';
import { listPage } from '@/lib/listings/cached';
import { site } from '@/lib/site-config';
import { KIND_NAMES, KIND_ORDER } from '@/models/kind-names';
import { KINDS } from '@/models/kinds';
import { listQuerySchema } from '@/models/query';

/** The home page of app/(site)/page.tsx and app/(ta)/ta/page.tsx. */
export function homeMetadata(lang: Lang) {
  const meta = getDictionary(lang).meta;
  const values = { brand: site.brand, since: site.since };
  return pageMetadata({ title: fill(meta.homeTitle, values), description: fill(meta.homeDescription, values), path: '/', absoluteTitle: true, lang });
}

const PREVIEW = listQuerySchema.parse({ limit: '3' });

export async function HomeRoute({ lang }: { lang: Lang }) {
  const previews = await Promise.all(
    KIND_ORDER.map(async ({ id }) => {
      const page = await listPage(KINDS[id], PREVIEW);
      return { kind: KIND_NAMES[id], cards: page.items.map((l) => cardView(KINDS[id], l, listingText(lang))) };
    }),
  );
  const { stories, ...home } = getDictionary(lang).home;
  // The stories themselves go as `testimonials`, so their words are not sent twice.
  const storyWords = Object.fromEntries(Object.entries(stories).filter(([key]) => key !== 'people')) as Omit<typeof stories, 'people'>;
  const testimonials = storiesIn(lang);
  return <HomeView previews={previews} cardWords={cardWordsOf(lang)} words={{ ...home, stories: storyWords }} testimonials={testimonials} lang={lang} />;
}
