import type { ReactNode } from 'react';

// The floor of the bare server's ratios (scripts/lib/bench-floor.ts): static pages of the same
// Next.js and React as the site, of a small and a large page's size, with no code of the site.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
