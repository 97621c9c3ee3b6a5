'use client';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useInView } from '@/components/maps/use-in-view';
import type { ListMapWords } from './list-map-leaflet';
import type { MapPin } from './list-map-pins';

type MapModule = ComponentType<{ pins: MapPin[]; words: ListMapWords }>;

/** True once the page's load event has passed, so what waits for it is never part of the first load. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const done = () => setLoaded(true);
    if (document.readyState === 'complete') {
      const id = setTimeout(done, 0);
      return () => clearTimeout(id);
    }
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, []);
  return loaded;
}

/**
 * The list's map: a placeholder of the same size until the page has loaded and the box is near
 * the screen, then Leaflet, its tiles and the pins (a plain import(): next/dynamic would put its
 * loader in every list page's first load). Without JavaScript the placeholder stays; the list has it all.
 */
export function ListMap({ pins, words, loading }: { pins: MapPin[]; words: ListMapWords; loading: string }) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  const loaded = usePageLoaded();
  const [Map, setMap] = useState<MapModule | null>(null);
  useEffect(() => {
    if (!inView || !loaded) return;
    let live = true;
    import('./list-map-leaflet').then(
      (m) => live && setMap(() => m.default),
      () => {}, // offline: the placeholder stays
    );
    return () => void (live = false);
  }, [inView, loaded]);

  return (
    <div ref={box} data-testid="list-map" data-map={Map ? 'loaded' : 'waiting'} className="h-full w-full">
      {Map ? (
        <Map pins={pins} words={words} />
      ) : (
        <div className="flex h-full items-center justify-center bg-neutral-100 text-sm text-neutral-600">{loading}</div>
      )}
    </div>
  );
}
