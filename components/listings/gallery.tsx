'use client';

import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { imageAttrs, photoAlt, SIZES } from '@/lib/images';
import type { UiWords } from '@/lib/i18n/dictionaries/ui-words.en';
import { fill } from '@/lib/i18n/fill';
import { ListingImage } from './listing-image';

interface Props {
  photos: string[];
  title: string;
  words: UiWords['photo'];
  location: string;
}

const arrow =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow-md transition hover:bg-white';

/**
 * SPEC §2 gallery: previous/next wrap both ways, 'n / total', 80 px thumbnails, and a full-screen
 * viewer (native modal <dialog>: focus stays inside, Escape closes) where a click toggles 1x/2x
 * zoom and moving to another photo resets it.
 */
export function Gallery({ photos, title, location, words: w }: Props) {
  const total = photos.length;
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<1 | 2>(1);
  const [origin, setOrigin] = useState('50% 50%');
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const touchX = useRef<number | null>(null);

  if (total === 0) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-2xl bg-neutral-100 text-neutral-600">
        <Icon name="image-off" className="size-12" />
        <p>{w.none}</p>
      </div>
    );
  }

  const go = (delta: number) => {
    setIndex((i) => (i + delta + total) % total);
    setZoom(1);
  };
  const show = (i: number) => {
    setIndex(i);
    setZoom(1);
  };
  const openViewer = () => {
    setZoom(1);
    setOpen(true);
    dialog.current?.showModal();
    document.documentElement.style.overflow = 'hidden';
  };
  const onClosed = () => {
    setOpen(false);
    setZoom(1);
    document.documentElement.style.overflow = '';
  };
  const onArrows = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  // A modal <dialog> makes the page inert but lets Tab leave for the browser's own UI; keep it inside.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]')];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const toggleZoom = (event: MouseEvent<HTMLButtonElement>) => {
    if (zoom === 2) return setZoom(1);
    // A click zooms in where it lands on the photo; the keyboard (detail 0) zooms the centre.
    const box = (event.currentTarget.querySelector('img') ?? event.currentTarget).getBoundingClientRect();
    const pct = (v: number) => `${Math.min(100, Math.max(0, v * 100)).toFixed(1)}%`;
    setOrigin(event.detail > 0 && box.width > 0 ? `${pct((event.clientX - box.left) / box.width)} ${pct((event.clientY - box.top) / box.height)}` : '50% 50%');
    setZoom(2);
  };

  const current = imageAttrs(photos[index], 800);
  const counter = (
    <>
      <span className="sr-only">{w.counter}</span>
      {index + 1} / {total}
    </>
  );

  return (
    // Arrow keys work anywhere inside, the viewer included (its key events bubble up to here).
    <div role="region" aria-roledescription="carousel" aria-label={fill(w.region, { title })} onKeyDown={onArrows} data-keys={total > 1 ? 'ArrowLeft ArrowRight' : undefined}>
      <div
        className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-neutral-100 sm:aspect-[16/10]"
        onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => {
          const start = touchX.current;
          const end = e.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start !== null && end !== undefined && Math.abs(end - start) > 50 && total > 1) go(end < start ? 1 : -1);
        }}
      >
        <button type="button" onClick={openViewer} className="block h-full w-full cursor-zoom-in" aria-label={fill(w.open, { n: index + 1, total })}>
          <ListingImage
            key={photos[index]}
            src={current.src}
            srcSet={current.srcSet}
            sizes={SIZES.gallery}
            width={800}
            height={600}
            alt={photoAlt(w, title, location, index)}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            className="h-full w-full object-cover"
          />
        </button>
        {total > 1 ? (
          <>
            <button type="button" onClick={() => go(-1)} className={`${arrow} left-3`} aria-label={w.previous}>
              <Icon name="chevron-left" className="size-6" />
            </button>
            <button type="button" onClick={() => go(1)} className={`${arrow} right-3`} aria-label={w.next}>
              <Icon name="chevron-right" className="size-6" />
            </button>
          </>
        ) : null}
        <p data-testid="gallery-counter" aria-live="polite" aria-atomic="true" className="tabular absolute bottom-3 left-3 rounded-full bg-black/70 px-3 py-1 text-sm font-medium text-white">
          {counter}
        </p>
        <button type="button" onClick={openViewer} className="absolute right-3 bottom-3 flex size-11 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black/85" aria-label={w.fullScreen}>
          <Icon name="expand" className="size-5" />
        </button>
      </div>

      {total > 1 ? (
        <ul className="mt-2 -mx-1 flex gap-2 overflow-x-auto p-1 pt-2" aria-label={w.thumbnails}>
          {photos.map((photo, i) => {
            const thumb = imageAttrs(photo, 400);
            return (
              <li key={photo} className="shrink-0">
                <button
                  type="button"
                  onClick={() => show(i)}
                  aria-label={fill(w.show, { n: i + 1, total })}
                  aria-current={i === index ? 'true' : undefined}
                  className={`block size-20 overflow-hidden rounded-lg ring-2 ring-offset-2 transition ${i === index ? 'ring-brand' : 'ring-transparent opacity-80 hover:opacity-100'}`}
                >
                  <ListingImage src={thumb.src} width={80} height={80} alt="" loading="lazy" decoding="async" className="size-20 object-cover" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      <dialog
        ref={dialog}
        onClose={onClosed}
        onKeyDown={trapFocus}
        aria-label={fill(w.viewer, { title })}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-neutral-950 p-0 text-white backdrop:bg-black/90"
      >
        {open ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-3 px-4 py-3">
              <p className="tabular text-sm font-medium" aria-live="polite" aria-atomic="true" data-testid="viewer-counter">
                {counter}
              </p>
              <p className="hidden truncate text-sm text-neutral-300 sm:block">{title}</p>
              <button
                type="button"
                autoFocus
                onClick={() => dialog.current?.close()}
                className="flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                aria-label={w.close}
              >
                <Icon name="x" className="size-6" />
              </button>
            </div>
            <div className="relative min-h-0 flex-1 overflow-hidden">
              <button
                type="button"
                onClick={toggleZoom}
                aria-label={zoom === 1 ? w.zoomIn : w.zoomOut}
                data-zoom={zoom}
                className={`flex h-full w-full items-center justify-center ${zoom === 1 ? 'cursor-zoom-in' : 'cursor-zoom-out'}`}
              >
                <ListingImage
                  key={photos[index]}
                  src={imageAttrs(photos[index], 'main').src}
                  alt={photoAlt(w, title, location, index)}
                  className="max-h-full max-w-full object-contain transition-transform duration-200"
                  style={{ transform: `scale(${zoom})`, transformOrigin: origin }}
                />
              </button>
              {total > 1 ? (
                <>
                  <button type="button" onClick={() => go(-1)} className={`${arrow} left-3`} aria-label={w.previous}>
                    <Icon name="chevron-left" className="size-6" />
                  </button>
                  <button type="button" onClick={() => go(1)} className={`${arrow} right-3`} aria-label={w.next}>
                    <Icon name="chevron-right" className="size-6" />
                  </button>
                </>
              ) : null}
            </div>
            <p className="flex items-center justify-center gap-2 px-4 py-3 text-sm text-neutral-300">
              {zoom === 1 ? <Icon name="zoom-in" className="size-4" /> : <Icon name="zoom-out" className="size-4" />}
              {zoom === 1 ? w.hintIn : w.hintOut}
            </p>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
