// Icons that repeat on a page (in every card, fact row and testimonial) are drawn once, as symbols
// in the page (icon-defs.tsx), and referenced by <use>: a full lucide SVG costs 400 to 650 bytes,
// twice over (the HTML and the React payload), where a reference costs under 100.
const REPEATED_ICONS = ['map-pin', 'bed-double', 'bath', 'ruler', 'compass', 'message-circle', 'star', 'quote'] as const;

export type RepeatedIcon = (typeof REPEATED_ICONS)[number];

export const iconSymbolId = (name: RepeatedIcon) => `icon-${name}`;

/** A decorative icon drawn from the page's symbols; give it a size class (`size-4`). */
export function Icon({ name, className }: { name: RepeatedIcon; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" fill="none" className={className}>
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
