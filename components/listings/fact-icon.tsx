import { BedDouble, Bath, Compass, Ruler, type LucideIcon } from 'lucide-react';
import type { FactIcon } from '@/lib/listings/view';

const ICONS: Record<FactIcon, LucideIcon> = { bed: BedDouble, bath: Bath, area: Ruler, facing: Compass };

export function FactIconSvg({ icon, className }: { icon: FactIcon; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" className={className} />;
}
