import type { Metadata } from 'next';
import { PageNotFound } from '@/components/site/page-not-found';

export const metadata: Metadata = { title: 'Page not found' };

/** `notFound()` from a public page: the site layout already draws the navigation and footer. */
export default function SiteNotFound() {
  return <PageNotFound />;
}
