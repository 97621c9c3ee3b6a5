import type { Metadata } from 'next';
import { PageNotFound } from '@/components/site/page-not-found';
import { getDictionary } from '@/lib/i18n/dictionaries';

export const metadata: Metadata = { title: getDictionary('ta').meta.notFoundTitle };

/** `notFound()` from a Tamil page: the Tamil layout draws the navigation and footer. */
export default function TamilNotFound() {
  return <PageNotFound />;
}
