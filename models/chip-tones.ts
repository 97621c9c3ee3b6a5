/**
 * Each chip tone's classes (the tones of statuses and marks are in display.ts). Cards carry the
 * tone's name in a page's payload, a few bytes, and the card component turns it into these.
 * Text/background pairs keep AA contrast.
 */
export const CHIP_CLASSES = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/30',
  neutral: 'bg-neutral-100 text-neutral-700 ring-neutral-500/20',
  emerald: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20',
  amber: 'bg-amber-100 text-amber-800 ring-amber-600/30',
  sky: 'bg-sky-100 text-sky-800 ring-sky-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  purple: 'bg-purple-100 text-purple-800 ring-purple-600/20',
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/30',
  dark: 'bg-neutral-800 text-white ring-neutral-900/20',
  brand: 'bg-brand text-white ring-brand/30',
  rose: 'bg-rose-100 text-rose-800 ring-rose-600/20',
} as const;
export type ChipTone = keyof typeof CHIP_CLASSES;
