import type { DocumentValues } from './documents';
import type { KindId } from './kinds';
import type { TamilTextValues } from './tamil-text';

/** A listing as the API and the pages see it. `_id` keeps the old client's name. */
export interface Listing extends DocumentValues, TamilTextValues {
  _id: string;
  kind: KindId;
  title: string;
  location: string;
  description: string;
  price: number | null;
  area: number | null;
  areaUnit: string | null;
  areaSqft: number | null;
  buildingarea?: number | null;
  buildingareaUnit?: string | null;
  buildingareaSqft?: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  status: string;
  furnished?: string | null;
  furnishing?: string | null;
  facing?: string | null;
  type?: string | null;
  plotType?: string | null;
  floor?: string | null;
  floorNumber?: string | null;
  yearBuilt?: number | null;
  project?: string | null;
  transactionType?: string | null;
  ownershipType?: string | null;
  bookingAmount?: number | null;
  /** The map pin in decimal degrees (models/pin.ts): both or neither. */
  lat: number | null;
  lng: number | null;
  mainImage: string;
  additionalImages: string[];
  /** The 1200 × 630 JPEG offered to link previews (og:image), or null until one is made. */
  shareCard: string | null;
  features: string[];
  amenities: string[];
  approvals?: string[];
  featured: boolean;
  /** When the status last changed ('Sold on …'); the creation time until then. */
  statusChangedAt: string;
  /** The highest price of the last reduction's 30 days, and when it was lowered (issue 13: 'Price reduced'). */
  priceBefore: number | null;
  priceReducedAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** Fields only the detail page shows. */
export const DETAIL_ONLY = ['description', 'descriptionTa', 'amenities', 'approvals', 'additionalImages', 'shareCard'] as const;

/** The fields a card shows; every Listing has them. */
export type ListingCore = Omit<Listing, (typeof DETAIL_ONLY)[number]>;

/**
 * A listing as the API's lists carry it: a short excerpt instead of the description, and no
 * amenities, approvals or gallery, which only the detail page shows (GET /api/{kind}/{id}).
 */
export interface ListingSummary extends ListingCore {
  excerpt: string;
}
