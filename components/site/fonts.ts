import localFont from 'next/font/local';

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

/** The font variables every root layout puts on <html>; the Tamil layout adds fonts-tamil.ts's. */
export const fontClasses = inter.variable;
