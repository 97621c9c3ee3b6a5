'use client';

import { PageLink as Link } from '@/components/ui/page-link';
import { Icon } from '@/components/ui/icon';
import { localizePath } from '@/lib/i18n/config';
import { KIND_ORDER } from '@/models/kind-names';
import { KIND_ICONS } from './kind-icons';
import { useShell } from './shell-context';

/** The body of the 404 page: what went wrong and the ways back (the lists and home). */
export function PageNotFound() {
  const { lang, words } = useShell();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-tint text-brand">
        <Icon name="map-pin-off" className="h-8 w-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand uppercase">{words.notFound.code}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{words.notFound.heading}</h1>
      <p className="mt-4 text-lg text-neutral-700">
        {words.notFound.text}
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {KIND_ORDER.map((kind) => {
                    return (
            <li key={kind.slug}>
              <Link
                href={localizePath(`/${kind.slug}`, lang)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-300 px-5 font-semibold text-neutral-900 hover:border-brand hover:text-brand"
              >
                <Icon name={KIND_ICONS[kind.slug]} className="h-5 w-5 text-brand" />
                {words.nav[kind.slug]}
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        href={localizePath('/', lang)}
        className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-xl bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
      >
        <Icon name="arrow-left" className="h-5 w-5" />
        {words.notFound.home}
      </Link>
    </div>
  );
}
