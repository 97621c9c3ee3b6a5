'use client';

import { Bath, BedDouble, Compass, type LucideIcon, MapPin, MessageCircle, Quote, Ruler, Star } from 'lucide-react';
import { iconSymbolId, type RepeatedIcon } from './icon';

const LUCIDE: Record<RepeatedIcon, LucideIcon> = {
  'map-pin': MapPin,
  'bed-double': BedDouble,
  bath: Bath,
  ruler: Ruler,
  compass: Compass,
  'message-circle': MessageCircle,
  star: Star,
  quote: Quote,
};

/**
 * The symbols <Icon> draws from. Rendered once by each page that shows cards or testimonials (and by
 * the admin layout), not by the shell: pages without them would carry 9 KB for nothing.
 */
export function IconDefs() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute overflow-hidden">
      <defs>
        {(Object.keys(LUCIDE) as RepeatedIcon[]).map((name) => {
          const Lucide = LUCIDE[name];
          return (
            <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
              {/* fill follows the <use>, so a star can be filled by its class */}
              <Lucide fill="inherit" />
            </symbol>
          );
        })}
      </defs>
    </svg>
  );
}
