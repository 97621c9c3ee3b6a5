'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { hasTwin, LANG_INFO, localizePath, otherLang, splitLangPath } from '@/lib/i18n/config';
import { useShell } from './shell-context';

/**
 * The same page in the other language, with the same filters: '/villas?bedrooms=3' ⇄
 * '/ta/villas?bedrooms=3'. The server renders the path (a filtered list's is its cached address
 * '/villas/f/…', which answers in both languages too); a click takes the address bar's own path,
 * query and fragment. A plain link: each language has its own root layout, so it is a full load.
 * None on a page the other language does not have (sign-in).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { lang, words } = useShell();
  const to = otherLang(lang);
  const { path } = splitLangPath(usePathname());
  const href = localizePath(path, to);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const { pathname, search, hash } = window.location;
    event.currentTarget.href = localizePath(`${splitLangPath(pathname).path}${search}${hash}`, to);
  };

  // Only where the other language has the page: sign-in is English only.
  if (!hasTwin(path)) return null;
  return (
    <a href={href} onClick={onClick} hrefLang={LANG_INFO[to].hreflang} className={className} data-testid="language-switch">
      <Icon name="globe" className="size-4 shrink-0 max-sm:hidden" />
      <span lang={LANG_INFO[to].tag}>{LANG_INFO[to].name}</span>
      {/* switchTo is English in every dictionary, so that a reader of English finds it on a Tamil page. */}
      <span className="sr-only" lang={lang === 'en' ? undefined : LANG_INFO.en.tag}>
        {words.shell.switchTo}
      </span>
    </a>
  );
}
