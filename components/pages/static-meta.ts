import 'server-only';
import type { Metadata } from 'next';
import { pageMetadata } from '@/components/site/page-metadata';
import type { Lang } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';
import { site } from '@/lib/site-config';

type Page = 'about' | 'contact' | 'privacy' | 'testimonials';
const PATHS: Record<Page, string> = { about: '/about', contact: '/contact', privacy: '/privacy-policy', testimonials: '/testimonials' };

/** Title, description and alternates of a fixed page in a language (the words are the dictionary's `meta`). */
export function staticPageMetadata(page: Page, lang: Lang): Metadata {
  const meta = getDictionary(lang).meta;
  const values = { brand: site.brand, since: site.since, postalCode: site.address.postalCode };
  return pageMetadata({ title: meta[`${page}Title`], description: fill(meta[`${page}Description`], values), path: PATHS[page], lang });
}
