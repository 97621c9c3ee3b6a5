import { PageLink as Link } from '@/components/ui/page-link';
import { Icon } from '@/components/ui/icon';
import { KIND_ORDER } from '@/models/kind-names';
import { type Lang, localizePath } from '@/lib/i18n/config';
import type { HomeWords } from '@/lib/i18n/dictionaries/home-words.en';
import { fill } from '@/lib/i18n/fill';
import { KIND_ICONS } from './kind-icons';
import { useShell } from './shell-context';
import { SectionHeading } from './section-heading';

/** 'Find Your Perfect Property': one card per kind, each opening its list. */
export function FindProperty({ words, lang }: { words: HomeWords['find']; lang: Lang }) {
  const nav = useShell().words.nav;
  return (
    <section aria-labelledby="find-title" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="find-title" eyebrow={words.eyebrow} title={words.title}>
        {words.intro}
      </SectionHeading>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {KIND_ORDER.map((kind) => {
                    return (
            <li key={kind.slug}>
              <Link
                href={localizePath(`/${kind.slug}`, lang)}
                className="group flex h-full flex-col rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand hover:shadow-md motion-reduce:transform-none"
              >
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-tint text-brand">
                  <Icon name={KIND_ICONS[kind.slug]} className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-neutral-900">{nav[kind.slug]}</h3>
                <p className="mt-2 flex-1 text-neutral-700">{words.blurbs[kind.slug]}</p>
                <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand">
                  {fill(words.browse, { plural: lang === 'en' ? kind.plural.toLowerCase() : nav[kind.slug] })}
                  <Icon name="arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
