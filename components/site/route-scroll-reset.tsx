'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** SPEC §2: every route change starts at the top of the page (instantly, whatever the CSS scroll behaviour). */
export function RouteScrollReset() {
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(() => {
    // The first render is a page load: leave the browser's own restoration and #anchors alone.
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
