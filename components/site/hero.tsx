import { PageLink as Link } from '@/components/ui/page-link';
import { Icon } from '@/components/ui/icon';
import { type Lang, localizePath } from '@/lib/i18n/config';
import type { HomeWords } from '@/lib/i18n/dictionaries/home-words.en';
import { site } from '@/lib/site-config';
import { KIND_ORDER } from '@/models/kind-names';
import { HeroSkyline } from './hero-skyline';
import { KIND_ICONS } from './kind-icons';
import { useShell } from './shell-context';

/** Home only: other pages start under the navigation bar's spacer. */
export function Hero({ words, lang }: { words: HomeWords['hero']; lang: Lang }) {
  // The kinds' names as the navigation bar says them.
  const navWords = useShell().words.nav;
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-gradient-to-br from-orange-900 via-neutral-900 to-neutral-950 text-white">
      <HeroSkyline className="absolute inset-x-0 bottom-0 -z-10 h-40 w-full sm:h-56" />
      <div className="mx-auto max-w-[1200px] px-4 pt-14 pb-24 sm:px-6 sm:pt-20 sm:pb-32 lg:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-orange-100">
          {words.eyebrow}
        </p>
        <h1 id="hero-title" className="mt-5 max-w-3xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-6xl [&:lang(ta)]:max-sm:text-3xl">
          {words.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-neutral-200 sm:text-xl">{lang === 'en' ? site.tagline : words.tagline}.</p>

        <ul className="mt-8 flex flex-wrap gap-3" aria-label={words.browse}>
          {KIND_ORDER.map((kind) => {
                        return (
              <li key={kind.slug}>
                <Link
                  href={localizePath(`/${kind.slug}`, lang)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/30 bg-white/10 px-4 font-semibold backdrop-blur-sm hover:bg-white/20 focus-visible:outline-white"
                >
                  <Icon name={KIND_ICONS[kind.slug]} className="h-5 w-5 text-orange-300" />
                  {navWords[kind.slug]}
                </Link>
              </li>
            );
          })}
        </ul>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link
            href={localizePath('/villas', lang)}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand px-6 font-semibold text-white shadow-lg hover:bg-brand-dark focus-visible:outline-white"
          >
            {words.find}
            <Icon name="arrow-right" className="h-5 w-5" />
          </Link>
          <Link
            href={localizePath('/contact', lang)}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-white px-6 font-semibold text-white hover:bg-white hover:text-neutral-900 focus-visible:outline-white"
          >
            <Icon name="phone" className="h-5 w-5" />
            {words.contact}
          </Link>
        </div>
      </div>
    </section>
  );
}
