'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** SPEC §2: every route change starts at the top of the page (instantly, whatever the CSS scroll behaviour). */
export function RouteScrollReset() {
  const pathname = usePathname();
  // Compared with the last path rather than a "first render" flag, so a page load (and Strict Mode's
  // double effect run) leaves the browser's own restoration and #anchors alone.
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
