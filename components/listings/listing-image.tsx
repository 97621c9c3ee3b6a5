'use client';

import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { PLACEHOLDER_SRC } from '@/lib/images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> & { alt: string };

function showPlaceholder(img: HTMLImageElement) {
  if (img.src === PLACEHOLDER_SRC) return;
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_SRC;
}

/**
 * A plain <img> that swaps to the placeholder when the file is broken. The ref check catches
 * images that failed before hydration, when React's onError was not yet attached.
 */
export function ListingImage({ alt, ...props }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- stored uploads already come in 400/800/full widths
    <img
      {...props}
      alt={alt}
      ref={(img) => {
        if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) showPlaceholder(img);
      }}
      onError={(e: SyntheticEvent<HTMLImageElement>) => showPlaceholder(e.currentTarget)}
    />
  );
}
