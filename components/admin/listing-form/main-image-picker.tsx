'use client';

import { Trash2 } from 'lucide-react';
import { type ChangeEvent } from 'react';
import { iconButtonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { IMAGE_ACCEPT, type ImageItem, imageProblem, newImage, releaseImage } from './image-rules';
import { ImageThumb } from './image-thumb';

interface Props {
  image: ImageItem | null;
  error?: string;
  onChange: (image: ImageItem | null, error?: string) => void;
}

export const MAIN_IMAGE_INPUT = 'field-mainImage';

export function MainImagePicker({ image, error, onChange }: Props) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return onChange(image, problem);
    releaseImage(image);
    onChange(newImage(file));
  };
  const errorId = error ? `${MAIN_IMAGE_INPUT}-error` : undefined;

  return (
    <div>
      <label htmlFor={MAIN_IMAGE_INPUT} className="mb-1 block text-sm font-medium text-neutral-800">
        Main image
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      </label>
      {image && (
        <div className="relative mb-3 aspect-[4/3] w-full max-w-sm overflow-hidden rounded-lg border border-neutral-200">
          <ImageThumb item={image} alt={image.kind === 'new' ? `New main image: ${image.file.name}` : 'Current main image'} />
          <button
            type="button"
            aria-label="Remove main image"
            className={`${iconButtonClass} absolute top-2 right-2 bg-white/90 shadow hover:bg-white`}
            onClick={() => {
              releaseImage(image);
              onChange(null);
            }}
          >
            <Trash2 className="size-5 text-red-700" aria-hidden="true" />
          </button>
        </div>
      )}
      <input
        id={MAIN_IMAGE_INPUT}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={choose}
        aria-describedby={`main-image-hint${errorId ? ` ${errorId}` : ''}`}
        aria-invalid={Boolean(error)}
        className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-tint file:px-3 file:py-1.5 file:font-semibold file:text-brand-dark`}
      />
      <p id="main-image-hint" className="mt-1 text-xs text-neutral-600">
        {image ? 'Choose a file to replace it. ' : ''}JPEG, PNG, WebP or AVIF, up to 10 MB. Suggested size 1800 × 1080 px.
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
