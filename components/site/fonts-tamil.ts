import localFont from 'next/font/local';

/**
 * Noto Sans Tamil's Tamil subset (one variable file, from @fontsource-variable/noto-sans-tamil),
 * on Tamil pages only. `swap`, unlike Inter: Tamil text has no metric-matched local fallback on
 * many phones, and the face is what makes it read well. In a module of its own, imported by the
 * Tamil root layout alone: Next preloads a font on every route whose modules declare it, and in
 * fonts.ts the English pages preloaded these 50 kB ahead of their first photo.
 */
export const notoTamil = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-tamil',
  declarations: [{ prop: 'unicode-range', value: 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC' }],
});
