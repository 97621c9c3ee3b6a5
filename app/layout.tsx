import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Hosur Properties', template: '%s | Hosur Properties' },
  description: 'Villas, plots and houses for sale in Hosur, Tamil Nadu.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="bg-white font-sans text-neutral-900 antialiased">{children}</body>
    </html>
  );
}
