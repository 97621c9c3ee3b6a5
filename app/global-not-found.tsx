import type { Metadata } from 'next';
import { PageNotFound } from '@/components/site/page-not-found';
import { rootMetadata, SiteDocument } from '@/components/site/root-document';
import { site } from '@/lib/site-config';

// A page of its own for unknown addresses. A root not-found.tsx would instead be rendered into the
// payload of every page (with a second navigation bar and footer), about 20 KB each.
export const metadata: Metadata = {
  ...rootMetadata('en'), // the site card for link previews
  title: `Page not found | ${site.brand}`,
  description: 'The page you were looking for is not here. Browse our villas, plots and houses in Hosur instead.',
};
// Next adds `noindex` to every 404 response itself.

export default function GlobalNotFound() {
  return (
    <SiteDocument lang="en">
      <PageNotFound />
    </SiteDocument>
  );
}
