import type { ReactNode } from 'react';

// The floor of the first tap: a plain Next.js page of the same Next and React as the site, with one
// photo and one client button, nothing else. scripts/audit-pages.ts builds it outside the
// repository, writes its photo (public/photo.jpg, 800×600, about 140 kB) and measures a tap on it
// in the same run as the site's Shortlist heart.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
