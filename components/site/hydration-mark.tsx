'use client';
import { useEffect } from 'react';

/**
 * Marks <html> once React has committed the page's hydration, from an effect: the script of
 * early-events.ts gives back the taps, keys and typing it held only then (React puts its handlers
 * on an element while it renders, before it commits, and an event given in between was lost).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
