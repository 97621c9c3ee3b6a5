'use client';

import { ICON_SPRITE, type IconName } from './icon-sprite';

export type { IconName };

/**
 * A decorative icon: a reference to its symbol in the site's one sprite file (public/icons-<hash>.svg,
 * from `npm run icons`), which the browser fetches once and caches for good. A lucide SVG inline costs
 * 400 to 650 bytes of HTML per icon; this costs under 100 (its default size and fill, 24 px and
 * none, come from the `ic` class in globals.css rather than attributes on every icon). A client
 * component, so a server page's React payload carries only its name and class, not the markup.
 * Give it a size class (`size-4`); it strokes in currentColor, and a fill class (`fill-amber-400`)
 * fills it.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `ic ${className}` : 'ic'}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
