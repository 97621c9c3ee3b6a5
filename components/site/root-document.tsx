import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';
import { LANG_INFO, type Lang } from '@/lib/i18n/config';
import { siteUrl } from '@/lib/public-url';
import { siteCardImage } from '@/lib/share-card/site';
import { site } from '@/lib/site-config';
import { EARLY_EVENTS_SCRIPT } from './early-events';
import { fontClasses } from './fonts';
import { HydrationMark } from './hydration-mark';
import { shellWords } from './shell-words';
import { SiteShell } from './site-shell';
import '@/app/globals.css';

/**
 * What every root layout shares. The site has one root layout per language (app/(site) English,
 * app/(ta) Tamil) and one for the admin area, so that <html lang> is right in the cached HTML
 * without reading the request.
 */
export function rootMetadata(lang: Lang): Metadata {
  const words = getDictionary(lang).meta;
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: fill(words.siteTitle, { brand: site.brand }), template: `%s | ${site.brand}` },
    description: words.siteDescription,
    applicationName: site.brand,
    // Pages that set no openGraph of their own (sign-in, 404) share the site card too.
    openGraph: { type: 'website', siteName: site.brand, locale: LANG_INFO[lang].ogLocale, images: [siteCardImage()] },
    twitter: { card: 'summary_large_image', images: [siteCardImage()] },
  };
}

/** `fonts`: font variables beyond Inter's (the Tamil layout's Noto Sans Tamil). */
export function RootDocument({ lang, fonts, children }: { lang: Lang; fonts?: string; children: ReactNode }) {
  return (
    <html lang={LANG_INFO[lang].tag} className={fonts ? `${fontClasses} ${fonts}` : fontClasses}>
      <body className="bg-white font-sans text-neutral-900 antialiased">{children}</body>
    </html>
  );
}

export const VIEWPORT: Viewport = { themeColor: '#c2410c', width: 'device-width', initialScale: 1 };

/** A public page's document in one language: navigation, footer and floating buttons in its words. */
export function SiteDocument({ lang, fonts, children }: { lang: Lang; fonts?: string; children: ReactNode }) {
  return (
    <RootDocument lang={lang} fonts={fonts}>
      {/* First in the body, so that it holds a tap from the first paint on (early-events.ts). */}
      <script dangerouslySetInnerHTML={{ __html: EARLY_EVENTS_SCRIPT }} />
      <SiteShell lang={lang} words={shellWords(lang)}>
        {children}
      </SiteShell>
      <HydrationMark />
    </RootDocument>
  );
}
