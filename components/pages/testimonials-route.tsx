import 'server-only';
import { TestimonialsContent } from '@/components/site/testimonials-content';
import { TESTIMONIALS } from '@/components/site/testimonials-data';
import type { Lang } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';

/** /testimonials and /ta/testimonials: the client stories and the page's words in its language. */
export function TestimonialsRoute({ lang }: { lang: Lang }) {
  const { stories, hero } = getDictionary(lang).home;
  const items = TESTIMONIALS.map((t) => ({ ...t, ...stories.people[t.id] }));
  const words = { eyebrow: stories.eyebrow, title: stories.title, pageIntro: stories.pageIntro, ready: stories.ready, find: hero.find, contact: hero.contact };
  return <TestimonialsContent items={items} words={words} lang={lang} />;
}
