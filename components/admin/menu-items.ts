import { Building2, ChartColumn, ExternalLink, House, Inbox, LandPlot, LayoutDashboard, List, type LucideIcon, MapPinned } from 'lucide-react';
import { KIND_IDS, KINDS } from '@/models/kinds';
import { ADMIN_KINDS } from './admin-kinds';

export interface MenuItem {
  href: string;
  label: string;
  icon: LucideIcon;
  newTab?: boolean;
}

/** The enquiry inbox, whose menu item carries the count of New enquiries. */
export const ENQUIRIES_PATH = '/admin/enquiries';

const KIND_ICONS = { villa: Building2, plot: LandPlot, home: House } as const;

/** The side menu of SPEC §2, in its order. */
export const MENU: { heading: string; items: MenuItem[] }[] = [
  {
    heading: 'Main Menu',
    items: [
      { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
      { href: '/', label: 'Home', icon: ExternalLink, newTab: true },
      // After SPEC §2's two: the lead log of issue 14.
      { href: '/admin/leads', label: 'Leads', icon: ChartColumn },
      // Call-back and site-visit requests; the menu shows how many are New beside it.
      { href: ENQUIRIES_PATH, label: 'Enquiries', icon: Inbox },
      // The localities' Tamil names (their pages come from the listings' locations).
      { href: '/admin/localities', label: 'Localities', icon: MapPinned },
    ],
  },
  {
    heading: 'Add Properties',
    items: KIND_IDS.map((id) => ({ href: ADMIN_KINDS[id].addPath, label: `Add ${KINDS[id].label}`, icon: KIND_ICONS[id] })),
  },
  {
    heading: 'All Properties',
    items: KIND_IDS.map((id) => ({ href: ADMIN_KINDS[id].listPath, label: `All ${KINDS[id].plural}`, icon: List })),
  },
];

