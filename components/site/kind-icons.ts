import { House, Houses, LandPlot, type LucideIcon } from 'lucide-react';
import type { Slug } from '@/models/kind-names';

export const KIND_ICONS: Record<Slug, LucideIcon> = { villas: House, plots: LandPlot, homes: Houses };
