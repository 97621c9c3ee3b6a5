'use client';
import { useEffect } from 'react';

/**
 * Marks the document once React has committed the page's hydration. The hydration loader
 * (lib/http/deferred-hydration.ts) replays the taps, forms and keys it held only after this:
 * React puts its props on an element while it renders, before it commits, and a form sent in
 * between reached neither the loader nor React (the browser sent it as a GET: e2e, now and then).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
