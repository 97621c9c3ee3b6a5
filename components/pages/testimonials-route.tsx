import 'server-only';
import { TestimonialsContent } from '@/components/site/testimonials-content';
import { TESTIMONIALS } from '@/components/site/testimonials-data';
import type { Lang } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';

/** The client stories in a language (the data file holds their rating and colour). */
export function storiesIn(lang: Lang) {
  const { people, rated } = getDictionary(lang).home.stories;
  return TESTIMONIALS.map((t) => ({ ...t, ...people[t.id], rated: fill(rated, { rating: t.rating }) }));
}

/** /testimonials and /ta/testimonials: the client stories and the page's words in its language. */
export function TestimonialsRoute({ lang }: { lang: Lang }) {
  const { stories, hero } = getDictionary(lang).home;
  const items = storiesIn(lang);
  const words = { eyebrow: stories.eyebrow, title: stories.title, pageIntro: stories.pageIntro, ready: stories.ready, find: hero.find, contact: hero.contact };
  return <TestimonialsContent items={items} words={words} lang={lang} />;
}
