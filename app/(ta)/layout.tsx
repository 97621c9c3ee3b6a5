import type { ReactNode } from 'react';
import { notoTamil } from '@/components/site/fonts-tamil';
import { rootMetadata, SiteDocument, VIEWPORT } from '@/components/site/root-document';

// The Tamil site's root layout (issue 15). Each page under /ta (app/(ta)/ta/**) renders the same
// page module as its English address with lang 'ta': one page each, cached with the same tags.
export const metadata = rootMetadata('ta');
export const viewport = VIEWPORT;

export default function TamilLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument lang="ta" fonts={notoTamil.variable}>
      {children}
    </SiteDocument>
  );
}
