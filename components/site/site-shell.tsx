'use client';

import type { ReactNode } from 'react';
import { FloatingButtons } from './floating-buttons';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { RouteScrollReset } from './route-scroll-reset';

/** Skip link, navigation bar, footer and floating buttons around a public page (also the 404 page). */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <RouteScrollReset />
      <Navbar />
      {/* The spacer under the fixed bar (76 px, its full height when not compact); no page but home has a hero. */}
      <main id="main" className="min-h-[60vh] pt-[76px]">
        {children}
      </main>
      <Footer />
      <FloatingButtons />
    </>
  );
}
