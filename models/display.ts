import type { KindId } from './kinds';
import type { ChipTone } from './chip-tones';
import { DETAIL_NOT_FOUND } from './not-found-words';
import type { AreaUnit } from './parse/area';

/**
 * Display-only words and layout choices per kind. The texts are SPEC §2/§8's, irregularities
 * included ('Interested in this Houses?'); pages read them from here and never branch on the kind.
 */
export interface InfoRowDef {
  /** A listing field, or a computed value. */
  field: string;
  label: string;
  /** 'always' shows 'N/A' when empty; 'present' hides the row. */
  show: 'always' | 'present';
}

export interface KindDisplay {
  listHeading: string;
  listIntro: string;
  empty: { title: string; text?: string; action?: { href: string; label: string } };
  error: { heading?: string; text: (message: string) => string };
  loadingDetail: string;
  /** Where the detail page's Back button goes: the list, or the previous page when it is on this site. */
  back: 'list' | 'history';
  notFound: { title: string; text: string; back: string };
  /** Fields shown as the four tiles under the title; labels come from here. */
  tiles: { field: string; label: string }[];
  about: string;
  infoTitle: string;
  infoRows: InfoRowDef[];
  interested: string;
  /** Units a price is also given per, on cards ('₹1,500/sq.ft') and in the information grid. */
  pricePer: AreaUnit[];
  /** The EMI estimate's loan: a home loan, or a land loan for plots (lib/site-config.ts has the rates). */
  loan: 'home' | 'land';
  similar: { title: string; loading: string; viewAll: string; empty: string; browse: string };
}

const always = (field: string, label: string): InfoRowDef => ({ field, label, show: 'always' });
const present = (field: string, label: string): InfoRowDef => ({ field, label, show: 'present' });
/** Computed rows understood by lib/listings/view.ts. */
export const PRICE_PER_SQFT = '$pricePerSqft';
export const PRICE_PER_CENT = '$pricePerCent';

export const DISPLAY: Record<KindId, KindDisplay> = {
  villa: {
    listHeading: 'Premium Villas',
    listIntro: 'Ready-to-move and upcoming villas in and around Hosur.',
    empty: {
      title: 'No villas available at the moment.',
      action: { href: '/admin/add-villa', label: 'Add a villa' },
    },
    error: { text: (m) => `Error loading villas: ${m}` },
    loadingDetail: 'Loading villa details...',
    back: 'history',
    notFound: DETAIL_NOT_FOUND.villa,
    tiles: [
      { field: 'area', label: 'Total Area' },
      { field: 'buildingarea', label: 'Building Area' },
      { field: 'bedrooms', label: 'Bedrooms' },
      { field: 'bathrooms', label: 'Bathrooms' },
    ],
    about: 'About This Villa',
    infoTitle: 'Villa Information',
    infoRows: [
      always('status', 'Status'),
      always('furnished', 'Furnishing'),
      always('facing', 'Facing'),
      present('floor', 'Floors'),
      present('project', 'Project'),
      present('transactionType', 'Transaction Type'),
      present('ownershipType', 'Ownership Type'),
      always(PRICE_PER_SQFT, 'Price per sq ft'),
      present('bookingAmount', 'Booking Amount'),
    ],
    interested: 'Interested in this Villa?',
    pricePer: ['sq.ft'],
    loan: 'home',
    similar: {
      title: 'Similar Villas',
      loading: 'Loading similar villas...',
      viewAll: 'View All Villas',
      empty: 'No Similar Villas Found',
      browse: 'Browse All Villas',
    },
  },
  plot: {
    listHeading: 'Available Plots for Sale in Tamil Nadu',
    listIntro: 'DTCP and layout plots in Hosur and nearby towns, for homes and investment.',
    empty: { title: 'No plots available at the moment.' },
    error: { text: (m) => `Error loading plots: ${m}` },
    loadingDetail: 'Loading plot details...',
    back: 'list',
    notFound: DETAIL_NOT_FOUND.plot,
    tiles: [
      { field: 'area', label: 'Plot Area' },
      { field: 'facing', label: 'Facing' },
      { field: 'plotType', label: 'Plot Shape' },
      { field: 'status', label: 'Status' },
    ],
    about: 'About This Plot',
    infoTitle: 'Plot Information',
    infoRows: [
      always('type', 'Plot Type'),
      always('plotType', 'Plot Shape'),
      always('facing', 'Facing'),
      always('status', 'Status'),
      present('floor', 'Floor'),
      present('project', 'Project'),
      present('transactionType', 'Transaction Type'),
      present('ownershipType', 'Ownership Type'),
      always(PRICE_PER_SQFT, 'Price per sq ft'),
      always(PRICE_PER_CENT, 'Price per cent'),
      present('bookingAmount', 'Booking Amount'),
    ],
    interested: 'Interested in this Plot?',
    pricePer: ['sq.ft', 'cents'],
    loan: 'land',
    similar: {
      title: 'Similar Plots',
      loading: 'Loading similar plots...',
      viewAll: 'View All Plots',
      empty: 'No similar plots found.',
      browse: 'Browse All Plots',
    },
  },
  home: {
    listHeading: 'Premium Houses',
    listIntro: 'Independent houses, apartments and villas across Hosur.',
    empty: { title: 'No Homes Found', text: 'There are currently no homes available in the database.' },
    error: { heading: 'Error Loading Homes', text: (m) => m },
    loadingDetail: 'Loading home details...',
    back: 'history',
    notFound: DETAIL_NOT_FOUND.home,
    tiles: [
      { field: 'area', label: 'Total Area' },
      { field: 'buildingarea', label: 'Building Area' },
      { field: 'bedrooms', label: 'Bedrooms' },
      { field: 'bathrooms', label: 'Bathrooms' },
    ],
    about: 'About This Home',
    infoTitle: 'Property Information',
    // SPEC §2 House detail: exactly these rows, in this order, with these conditions.
    infoRows: [
      always('type', 'Property Type'),
      always('status', 'Status'),
      always('furnishing', 'Furnishing'),
      always('facing', 'Facing Direction'),
      always('floorNumber', 'Floor Number'),
      present('yearBuilt', 'Year Built'),
      present('project', 'Project Name'),
      present('transactionType', 'Transaction Type'),
      present('ownershipType', 'Ownership Type'),
      always(PRICE_PER_SQFT, 'Price per sq ft'),
      present('bookingAmount', 'Booking Amount'),
    ],
    interested: 'Interested in this Houses?',
    pricePer: ['sq.ft'],
    loan: 'home',
    similar: {
      title: 'Similar Homes',
      loading: 'Loading similar homes...',
      viewAll: 'View All Houses',
      empty: 'No Similar Homes Found',
      browse: 'Browse All Homes',
    },
  },
};

/**
 * Colours of status and furnishing chips (SPEC §2: Fully Furnished green, Semi-Furnished yellow,
 * Unfurnished grey; villa badges for each villa status). Text/background pairs keep AA contrast.
 */
export const CHIP_TONES: Record<string, ChipTone> = {
  'Fully Furnished': 'green',
  'Semi-Furnished': 'yellow',
  Unfurnished: 'neutral',
  'Ready to Move': 'emerald',
  'Under Construction': 'amber',
  'New Construction': 'sky',
  Furnished: 'blue',
  'Holiday Home': 'purple',
  'Under Negotiation': 'amber',
  Available: 'green',
  Reserved: 'yellow',
  'Under Offer': 'orange',
  Sold: 'dark',
  // Not statuses: the marks of issue 13.
  Featured: 'brand',
  'Price reduced': 'rose',
};
export const DEFAULT_CHIP_TONE: ChipTone = 'neutral';

