'use client';

import { ChevronLeft, ChevronRight, GripVertical, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { iconButtonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { IMAGE_ACCEPT, type ImageItem, imageProblem, MAX_ADDITIONAL_IMAGES, newImage, releaseImage } from './image-rules';
import { ImageThumb } from './image-thumb';
import { canMove, move } from './reorder';

interface Props {
  images: ImageItem[];
  error?: string;
  onChange: (images: ImageItem[], error?: string) => void;
}

export const ADDITIONAL_INPUT = 'field-additionalImages';
const smallButton = `${iconButtonClass} bg-white/90 shadow-sm hover:bg-white`;

export function AdditionalImages({ images, error, onChange }: Props) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // 'key|left' of a move button pressed; focused again after the list re-renders.
  const refocus = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!refocus.current) return;
    // At the end of its group the pressed button is now disabled; the opposite one takes focus.
    const [key, dir] = refocus.current.split('|');
    refocus.current = null;
    const find = (d: string) => listRef.current?.querySelector<HTMLButtonElement>(`[data-focus="${key}|${d}"]`);
    const target = find(dir);
    (target && !target.disabled ? target : find(dir === 'left' ? 'right' : 'left'))?.focus();
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: string[] = [];
    const room = MAX_ADDITIONAL_IMAGES - images.length;
    const accepted = files.filter((f) => {
      const problem = imageProblem(f);
      if (problem) problems.push(problem);
      return !problem;
    });
    if (accepted.length > room) problems.push(`A listing may have at most ${MAX_ADDITIONAL_IMAGES} additional images.`);
    onChange([...images, ...accepted.slice(0, Math.max(room, 0)).map(newImage)], problems.join(' ') || undefined);
  };

  const moveTo = (from: number, to: number, focusKey?: string) => {
    if (!canMove(images, from, to)) return;
    onChange(move(images, from, to));
    setAnnouncement(`Image moved to position ${to + 1} of ${images.length}.`);
    if (focusKey) refocus.current = focusKey;
  };
  const remove = (index: number) => {
    releaseImage(images[index]);
    onChange(images.filter((_, i) => i !== index));
    setAnnouncement(`Image ${index + 1} removed.`);
  };

  const errorId = error ? `${ADDITIONAL_INPUT}-error` : undefined;
  const mixed = images.some((i) => i.kind === 'stored') && images.some((i) => i.kind === 'new');

  return (
    <div>
      <label htmlFor={ADDITIONAL_INPUT} className="mb-1 block text-sm font-medium text-neutral-800">
        Additional images <span className="font-normal text-neutral-600">({images.length} of {MAX_ADDITIONAL_IMAGES})</span>
      </label>
      <input
        id={ADDITIONAL_INPUT}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        onChange={choose}
        disabled={images.length >= MAX_ADDITIONAL_IMAGES}
        aria-describedby={`additional-hint${errorId ? ` ${errorId}` : ''}`}
        aria-invalid={Boolean(error)}
        className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-tint file:px-3 file:py-1.5 file:font-semibold file:text-brand-dark`}
      />
      <p id="additional-hint" className="mt-1 text-xs text-neutral-600">
        Choose several at once. Drag to reorder, or use the arrow buttons; this order is shown on the site.
        {mixed && ' New images are saved after the existing ones.'}
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {images.length > 0 && (
        <ol ref={listRef} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Additional images in display order">
          {images.map((item, index) => {
            const name = item.kind === 'new' ? `new image ${item.file.name}` : `saved image ${index + 1}`;
            return (
              <li
                key={item.key}
                draggable
                onDragStart={(e) => {
                  setDragFrom(index);
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(e) => {
                  if (dragFrom !== null && canMove(images, dragFrom, index)) e.preventDefault();
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragFrom !== null) moveTo(dragFrom, index);
                  setDragFrom(null);
                }}
                onDragEnd={() => setDragFrom(null)}
                className={`rounded-lg border bg-white ${dragFrom === index ? 'border-brand opacity-60' : 'border-neutral-200'}`}
                data-testid="additional-image"
              >
                <div className="relative aspect-[4/3] cursor-grab overflow-hidden rounded-t-lg">
                  <ImageThumb item={item} alt={`Additional image ${index + 1}${item.kind === 'new' ? ' (new)' : ''}`} />
                  <span className="absolute top-1 left-1 inline-flex items-center gap-0.5 rounded bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white">
                    <GripVertical className="size-3" aria-hidden="true" />
                    {index + 1}
                    {item.kind === 'new' && ' · new'}
                  </span>
                </div>
                <div className="flex justify-between p-0.5">
                  <button type="button" className={smallButton} data-focus={`${item.key}|left`} aria-label={`Move ${name} left`}
                    disabled={!canMove(images, index, index - 1)} onClick={() => moveTo(index, index - 1, `${item.key}|left`)}>
                    <ChevronLeft className="size-5" aria-hidden="true" />
                  </button>
                  <button type="button" className={smallButton} aria-label={`Remove ${name}`} onClick={() => remove(index)}>
                    <X className="size-5 text-red-700" aria-hidden="true" />
                  </button>
                  <button type="button" className={smallButton} data-focus={`${item.key}|right`} aria-label={`Move ${name} right`}
                    disabled={!canMove(images, index, index + 1)} onClick={() => moveTo(index, index + 1, `${item.key}|right`)}>
                    <ChevronRight className="size-5" aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
