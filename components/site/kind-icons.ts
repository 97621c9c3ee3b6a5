import type { IconName } from '@/components/ui/icon';
import type { Slug } from '@/models/kind-names';

export const KIND_ICONS: Record<Slug, IconName> = { villas: 'house', plots: 'land-plot', homes: 'houses' };
