import { Icon, type IconName } from '@/components/ui/icon';
import type { FactIcon } from '@/lib/listings/view';

const ICONS: Record<FactIcon, IconName> = { bed: 'bed-double', bath: 'bath', area: 'ruler', facing: 'compass' };

export function FactIconSvg({ icon, className }: { icon: FactIcon; className?: string }) {
  return <Icon name={ICONS[icon]} className={className} />;
}
