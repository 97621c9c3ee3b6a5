import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter } from '@/components/site/fonts';
import { siteUrl } from '@/lib/public-url';
import { siteCardImage } from '@/lib/share-card/site';
import { site } from '@/lib/site-config';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${site.brand} | Villas, Plots and Houses in Hosur`, template: `%s | ${site.brand}` },
  description: 'Villas, plots and houses for sale in Hosur, Tamil Nadu, from a local dealer since 2010.',
  applicationName: site.brand,
  // Pages that set no openGraph of their own (sign-in, 404) share the site card too.
  openGraph: { type: 'website', siteName: site.brand, locale: 'en_IN', images: [siteCardImage()] },
  twitter: { card: 'summary_large_image', images: [siteCardImage()] },
};

export const viewport: Viewport = { themeColor: '#c2410c', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body className="bg-white font-sans text-neutral-900 antialiased">{children}</body>
    </html>
  );
}
