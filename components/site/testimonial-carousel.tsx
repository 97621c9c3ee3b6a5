'use client';

import type { HomeWords } from '@/lib/i18n/dictionaries/home-words.en';
import { fill } from '@/lib/i18n/fill';
import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { TestimonialFigure } from './testimonial-figure';
import type { Testimonial } from './testimonials-data';
import { useReducedMotion } from './use-reduced-motion';

/** SPEC §9: advance every 6 seconds; a drag or swipe longer than 100 px changes the slide. */
export const ADVANCE_MS = 6000;
export const SWIPE_PX = 100;

const wrap = (i: number, n: number) => ((i % n) + n) % n;
const controlClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-800 hover:border-brand hover:text-brand';

export function TestimonialCarousel({ items, words }: { items: readonly Testimonial[]; words: Omit<HomeWords['stories'], 'people'> }) {
  const count = items.length;
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // null until the visitor presses play or pause: then their choice wins over the motion preference.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragX, setDragX] = useState(0);
  const drag = useRef<{ id: number; startX: number } | null>(null);

  const playing = userPlaying ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    // Restarts on every slide change, so a manual move gets a full 6 s too.
    const timer = window.setTimeout(() => setIndex((i) => wrap(i + 1, count)), ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const go = (delta: number) => setIndex((i) => wrap(i + delta, count));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    drag.current = { id: e.pointerId, startX: e.clientX };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id === e.pointerId) setDragX(e.clientX - drag.current.startX);
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id !== e.pointerId) return;
    const dx = e.clientX - drag.current.startX;
    drag.current = null;
    setDragX(0);
    if (e.type === 'pointercancel') return;
    if (dx > SWIPE_PX) go(-1);
    else if (dx < -SWIPE_PX) go(1);
  };

  // Keyboard focus pauses; a mouse click on a control (not :focus-visible) does not.
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    if (e.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={words.carousel}
      data-index={index}
      data-rotating={rotating ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      className="mx-auto max-w-3xl"
    >
      <div
        className="cursor-grab touch-pan-y overflow-hidden rounded-2xl select-none active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <div
          aria-live={rotating ? 'off' : 'polite'}
          className={`flex ${dragX === 0 ? 'transition-transform duration-500 ease-out' : ''}`}
          style={{ transform: `translateX(calc(${-index * 100}% + ${dragX}px))` }}
        >
          {items.map((t, i) => (
            <div
              key={t.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(words.slide, { n: i + 1, count })}
              aria-hidden={i !== index}
              inert={i !== index}
              className="w-full shrink-0 px-1"
            >
              <TestimonialFigure testimonial={t} large />
            </div>
          ))}
        </div>
      </div>

      <div className="mt-6 flex items-center justify-center gap-2 sm:gap-3">
        <button type="button" onClick={() => go(-1)} aria-label={words.previous} className={controlClass}>
          <Icon name="chevron-left" className="h-5 w-5" />
        </button>
        <ol className="flex items-center" aria-label={words.choose}>
          {items.map((t, i) => (
            <li key={t.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={fill(words.show, { n: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                className="group inline-flex h-11 w-6 items-center justify-center sm:w-8"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${
                    i === index ? 'w-6 bg-brand' : 'w-2.5 bg-neutral-300 group-hover:bg-neutral-500'
                  }`}
                />
              </button>
            </li>
          ))}
        </ol>
        <button type="button" onClick={() => go(1)} aria-label={words.next} className={controlClass}>
          <Icon name="chevron-right" className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={() => setUserPlaying(!playing)}
          aria-label={playing ? words.pause : words.play}
          className={controlClass}
        >
          {playing ? <Icon name="pause" className="h-5 w-5" /> : <Icon name="play" className="h-5 w-5" />}
        </button>
      </div>
    </section>
  );
}
