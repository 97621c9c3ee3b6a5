'use client';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { ListMapWords } from './list-map-leaflet';
import type { MapPin } from './list-map-pins';

const LeafletMap = dynamic(() => import('./list-map-leaflet'), { ssr: false, loading: () => <div className="h-full bg-neutral-100" /> });

/** Resolves once the page's load event has passed: the map's script is never part of the page's first load. */
function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    const id = setTimeout(run, 0);
    return () => clearTimeout(id);
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/**
 * The list's map: a placeholder of the same size until the page has loaded and the box is in
 * view, then Leaflet, its tiles and the pins. The box keeps its size either way (no layout shift).
 */
export function ListMap({ pins, words, loading }: { pins: MapPin[]; words: ListMapWords; loading: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [seen, setSeen] = useState(false);

  useEffect(() => afterLoad(() => setLoaded(true)), []);
  useEffect(() => {
    const el = box.current;
    if (!el || !loaded) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true);
        io.disconnect();
      }
    }, { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [loaded]);

  return (
    <div ref={box} data-testid="list-map" className="h-full w-full">
      {seen ? (
        <LeafletMap pins={pins} words={words} />
      ) : (
        <div className="flex h-full items-center justify-center bg-neutral-100 text-sm text-neutral-600">{loading}</div>
      )}
    </div>
  );
}
