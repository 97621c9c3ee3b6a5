'use client';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import type { MapProps } from './types';
import { useInView } from './use-in-view';

/**
 * A map box that fetches Leaflet (leaflet-map.tsx) and its tiles only once it nears the screen;
 * until then, and without JavaScript, it shows its children. See types.ts for the API.
 */
export function LazyMap({ children, className = '', ...props }: MapProps & { children?: ReactNode; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  const [Map, setMap] = useState<ComponentType<MapProps> | null>(null);
  useEffect(() => {
    if (!inView) return;
    let live = true;
    // A plain import(): next/dynamic would add its loader to every page that has a map.
    import('./leaflet-map').then(
      (m) => live && setMap(() => m.default),
      () => {}, // offline: the fallback stays
    );
    return () => void (live = false);
  }, [inView]);
  return (
    <div ref={box} role="region" aria-label={props.label} style={{ height: props.height }} className={`relative overflow-hidden ${className}`} data-map={Map ? 'loaded' : 'waiting'}>
      {Map ? <Map {...props} /> : children}
    </div>
  );
}
