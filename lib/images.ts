/**
 * Responsive image attributes for stored uploads. Pure string work (no node:path), so it runs in
 * server and client components alike. Stored images are '/uploads/ab/<id>.webp' with '-800w' and
 * '-400w' WebP variants beside them (see lib/uploads/paths.ts).
 */
import { fill } from './i18n/fill';

/** Width of the main stored file (the upload step fits it inside 1800 × 1080). */
export const MAIN_WIDTH = 1800;
const VARIANTS = [400, 800] as const;
const STORED = /^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{24}\.webp$/;

/** A soft grey house-outline drawn inline, so a missing or broken photo never needs a request. */
export const PLACEHOLDER_SRC =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#f5f5f4"/>' +
      '<path d="M170 170v-32l30-24 30 24v32h-20v-20h-20v20z" fill="none" stroke="#a8a29e" stroke-width="6" stroke-linejoin="round"/></svg>',
  );

export const isStoredImage = (path: string | null | undefined): path is string => !!path && STORED.test(path);

export const variantSrc = (path: string, width: (typeof VARIANTS)[number]) => `${path.slice(0, -'.webp'.length)}-${width}w.webp`;

/** Common `sizes` values for the layouts that show listing photos. */
export const SIZES = {
  card: '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw',
  gallery: '(min-width: 1024px) 760px, 100vw',
  thumb: '80px',
} as const;

export interface ImageAttrs {
  src: string;
  srcSet?: string;
}

/** src and srcSet for a stored path; the placeholder for anything else (missing or foreign paths). */
export function imageAttrs(path: string | null | undefined, preferred: 400 | 800 | 'main' = 800): ImageAttrs {
  if (!isStoredImage(path)) return { src: PLACEHOLDER_SRC };
  const srcSet = [...VARIANTS.map((w) => `${variantSrc(path, w)} ${w}w`), `${path} ${MAIN_WIDTH}w`].join(', ');
  return { src: preferred === 'main' ? path : variantSrc(path, preferred), srcSet };
}

/** All photos of a listing in display order, main first, without blanks or duplicates. */
export function listingPhotos(listing: { mainImage?: string | null; additionalImages?: string[] | null }): string[] {
  const all = [listing.mainImage, ...(listing.additionalImages ?? [])].filter((p): p is string => !!p);
  return [...new Set(all)];
}

/** Alt text that says what the photo shows ('Photo 2 of 3 BHK villa in Bagalur Road'). */
/** The alt templates of a language (ui words' photo section); the first photo's need no number. */
export interface AltWords {
  alt: string;
  altNoPlace: string;
  altN?: string;
  altNNoPlace?: string;
}

export function photoAlt(words: AltWords, title: string, location: string, index = 0): string {
  const first = index === 0 || !words.altN || !words.altNNoPlace;
  const template = first ? (location ? words.alt : words.altNoPlace) : location ? words.altN! : words.altNNoPlace!;
  return fill(template, { title, location, n: index + 1 });
}
