'use client';
import { PageLink as Link } from '@/components/ui/page-link';
import { usePathname } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { Icon } from '@/components/ui/icon';
import { localizePath, splitLangPath } from '@/lib/i18n/config';
import { site } from '@/lib/site-config';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { ShortlistLink } from './shortlist-link';
import { isActive, NAV_LINKS } from './nav-links';
import { useShell } from './shell-context';
import { useScrolledPast } from './use-scrolled-past';

/** SPEC §9: the bar turns compact after 20 px of vertical scroll. */
const COMPACT_AFTER = 20;

const linkClass = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-white ${
    active ? 'bg-white text-brand' : 'text-white hover:bg-brand-dark'
  }`;

export function Navbar() {
  const { lang, words } = useShell();
  const pathname = splitLangPath(usePathname()).path;
  const compact = useScrolledPast(COMPACT_AFTER);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, toggleRef);

  return (
    <header
      data-compact={compact ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-40 bg-brand text-white transition-[padding,box-shadow] duration-200 ${
        compact ? 'py-1.5 shadow-lg' : 'py-4 shadow-sm'
      }`}
    >
      <nav aria-label={words.shell.mainNav} className="mx-auto flex max-w-[1200px] items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Link href={localizePath('/', lang)} onClick={close} className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg focus-visible:outline-white sm:gap-2.5">
          <Logo className={`transition-[width,height] duration-200 ${compact ? 'h-8 w-8' : 'h-10 w-10'}`} />
          <span className="text-lg font-bold tracking-tight sm:text-xl">{site.brand}</span>
        </Link>

        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map(({ href, key }) => {
            const active = isActive(href, pathname);
            return (
              <li key={href}>
                <Link href={localizePath(href, lang)} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                  {words.nav[key]}
                </Link>
              </li>
            );
          })}
        </ul>

        <div className="flex items-center gap-1">
          {/* Narrow phones: no globe and less padding, so the switch, the heart and the menu fit at 360 px. */}
          <LanguageSwitch className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-white transition-colors hover:bg-brand-dark focus-visible:outline-white sm:px-3" />
          <ShortlistLink active={pathname === '/shortlist'} onClick={close} />
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((o) => !o)}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-brand-dark focus-visible:outline-white md:hidden"
          >
            {open ? <Icon name="x" className="h-6 w-6" /> : <Icon name="menu" className="h-6 w-6" />}
            <span className="sr-only">{words.shell.menu}</span>
          </button>
        </div>
      </nav>

      <div id="mobile-menu" hidden={!open} className="border-t border-white/20 md:hidden">
        <ul className="mx-auto flex max-w-[1200px] flex-col gap-1 px-4 py-3">
          {NAV_LINKS.map(({ href, key }) => {
            const active = isActive(href, pathname);
            return (
              <li key={href}>
                <Link
                  href={localizePath(href, lang)}
                  onClick={close}
                  aria-current={active ? 'page' : undefined}
                  className={`${linkClass(active)} w-full text-base`}
                >
                  {words.nav[key]}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </header>
  );
}
