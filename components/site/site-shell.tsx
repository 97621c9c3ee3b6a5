'use client';

import type { ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/config';
import { FloatingButtons } from './floating-buttons';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { RouteScrollReset } from './route-scroll-reset';
import { ShellProvider } from './shell-context';
import type { ShellWords } from './shell-words';

/** Skip link, navigation bar, footer and floating buttons around a public page (also the 404 page). */
export function SiteShell({ lang, words, children }: { lang: Lang; words: ShellWords; children: ReactNode }) {
  return (
    <ShellProvider value={{ lang, words }}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {words.shell.skip}
      </a>
      <RouteScrollReset />
      <Navbar />
      {/* The spacer under the fixed bar (76 px, its full height when not compact); no page but home has a hero. */}
      <main id="main" className="min-h-[60vh] pt-[76px]">
        {children}
      </main>
      <Footer />
      <FloatingButtons />
    </ShellProvider>
  );
}
