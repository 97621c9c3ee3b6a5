import type { ReactNode } from 'react';

// The floor of first-load JavaScript and of Lighthouse scores: an empty page of the same Next.js
// and React as the site, built and measured in the same run by scripts/audit-pages.ts.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
