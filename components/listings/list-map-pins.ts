import type { ClusterPin } from '@/components/maps/cluster-layer';

/** A listing's pin as the list's map gets it: its title, card price and address, nothing else. */
export interface MapPin extends ClusterPin {
  price: string;
  href: string;
}
