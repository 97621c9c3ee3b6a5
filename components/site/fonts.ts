import localFont from 'next/font/local';
import type { Lang } from '@/lib/i18n/config';

/**
 * Inter's Latin subset (every weight in one variable file, from @fontsource-variable/inter).
 * Not preloaded and `optional`: on a first visit over a slow line the 48 kB file would compete
 * with the first photo, so the page paints at once in "Inter Fallback" (globals.css: a local font
 * scaled to Inter's metrics, so nothing moves) and Inter, cached by then, is used from the next
 * page on. Characters outside the subset (₹) use the fallback too. Both root layouts put
 * `inter.variable` on <html>.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-inter',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

/**
 * Noto Sans Tamil's Tamil subset (one variable file, from @fontsource-variable/noto-sans-tamil),
 * on Tamil pages only. `swap`, unlike Inter: Tamil text has no metric-matched local fallback on
 * many phones, and the face is what makes it read well, so it is preloaded and shown when it arrives.
 */
export const notoTamil = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-tamil',
  declarations: [{ prop: 'unicode-range', value: 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC' }],
});

/** The font variables a root layout puts on <html>. */
export const fontClasses = (lang: Lang) => (lang === 'ta' ? `${inter.variable} ${notoTamil.variable}` : inter.variable);
