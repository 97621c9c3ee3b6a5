'use client';
import { type RefObject, useEffect, useState } from 'react';

/**
 * True from the moment the element comes within `margin` of the viewport, and for good after
 * (the observer is dropped then). Every browser React 19 runs in has IntersectionObserver.
 */
export function useInView(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        setSeen(true);
      }
    }, { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
