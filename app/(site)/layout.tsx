import type { ReactNode } from 'react';
import { rootMetadata, SiteDocument, VIEWPORT } from '@/components/site/root-document';

// The English site's root layout; Tamil pages have their own (app/(ta)/layout.tsx), so each
// cached page carries its <html lang> without reading the request.
export const metadata = rootMetadata('en');
export const viewport = VIEWPORT;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument lang="en">{children}</SiteDocument>;
}
