import type { Metadata } from 'next';
import { languageAlternates } from '@/lib/i18n/alternates';
import { LANG_INFO, type Lang, localizePath } from '@/lib/i18n/config';
import { siteCardImage } from '@/lib/share-card/site';
import { site } from '@/lib/site-config';

interface PageMeta {
  /** Short page title; the root layout's template adds the brand. */
  title: string;
  description: string;
  /** Path from the site root, e.g. '/about'; made absolute by the root layout's metadataBase. */
  path: string;
  /** Use the title as is (home page), without the brand template. */
  absoluteTitle?: boolean;
  /** The page's language: its canonical, hreflang alternates and og:locale (issue 15). */
  lang?: Lang;
}

/** Title, description, canonical URL, Open Graph and Twitter tags (with the site card) for a static public page. */
export function pageMetadata({ title, description, path, absoluteTitle = false, lang = 'en' }: PageMeta): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.brand}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: languageAlternates(path, lang),
    // Page openGraph replaces the layout's whole object, so siteName and locale are repeated here.
    openGraph: {
      type: 'website',
      siteName: site.brand,
      locale: LANG_INFO[lang].ogLocale,
      title: fullTitle,
      description,
      url: localizePath(path, lang),
      images: [siteCardImage()],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [siteCardImage()] },
  };
}
