import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { EnquiryStatus, EnquiryWant, VisitWindow } from '@/lib/enquiries/options';
import type { LeadAction } from '@/models/lead-actions';

/** Column names in camelCase; CamelCasePlugin maps them to snake_case in SQL. */
export interface ListingTable {
  id: string;
  kind: string;
  title: string;
  location: string;
  description: string;
  price: number | null;
  area: number | null;
  areaUnit: string | null;
  areaSqft: number | null;
  buildingarea: number | null;
  buildingareaUnit: string | null;
  buildingareaSqft: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  status: string;
  furnished: string | null;
  furnishing: string | null;
  facing: string | null;
  type: string | null;
  plotType: string | null;
  floor: string | null;
  floorNumber: string | null;
  yearBuilt: number | null;
  project: string | null;
  transactionType: string | null;
  ownershipType: string | null;
  bookingAmount: number | null;
  mainImage: string;
  /** The share card's stored path (/uploads/ab/<id>.jpg), or null until one is made (lib/share-card/). */
  shareCard: string | null;
  /** JSON text lists, the same on both engines. */
  additionalImages: string;
  features: string;
  amenities: string;
  approvals: string;
  approvalAuthority: string | null;
  approvalNumber: string | null;
  approvalYear: number | null;
  reraNumber: string | null;
  reraExemption: string | null;
  pattaType: string | null;
  ecFrom: number | null;
  ecTo: number | null;
  ecStatus: string | null;
  documentsCheckedOn: string | null;
  /** The dealer's optional Tamil text (migration 0007). */
  titleTa: string | null;
  descriptionTa: string | null;
  /** The map pin in decimal degrees (migration 0010), both or neither. */
  lat: number | null;
  lng: number | null;
  /** The locality's slug (lib/localities/normalise.ts, migration 0011), from the location text on every write. */
  locality: string | null;
  /** 0 or 1 on both engines. */
  featured: Generated<number>;
  statusChangedAt: string;
  priceBefore: number | null;
  priceReducedAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** Every price a listing has had, from its creation (issue 13: price history). */
export interface ListingPriceTable {
  id: string;
  listingId: string;
  price: number | null;
  at: string;
}

export interface UserTable {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  sessionVersion: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface ListingEventTable {
  id: string;
  listingId: string;
  kind: string;
  title: string;
  action: 'created' | 'updated' | 'deleted';
  at: string;
}

/** One visitor action on a listing (lib/leads): which listing, which action, when; nothing personal. */
export interface LeadEventTable {
  id: string;
  listingId: string;
  /** The kind's id ('villa'), as in listings.kind. */
  kind: string;
  action: LeadAction;
  /** ISO 8601, UTC. */
  at: string;
}

/**
 * The lead log's days older than its retention, as counts (lib/leads/rollup.ts): how many times
 * `action` happened on the listing on one Indian calendar day.
 */
export interface LeadDailyCountTable {
  /** The Indian calendar date, '2025-11-01'. */
  day: string;
  listingId: string;
  kind: string;
  action: LeadAction;
  count: number;
}

/**
 * A call-back or site-visit request (lib/enquiries). name, phone, message and note are the
 * personal data: erasure nulls them and sets erasedAt, and the rest stays as an anonymous record.
 */
export interface EnquiryTable {
  id: string;
  /** ISO 8601, UTC, like every time here. */
  createdAt: string;
  /** The kind's id ('villa') and the listing's id, or null for a request from the contact page. */
  listingKind: string | null;
  listingId: string | null;
  name: string | null;
  /** +91XXXXXXXXXX */
  phone: string | null;
  want: EnquiryWant;
  /** The Indian calendar date of a visit, '2026-11-30', and its time window; null for a call back. */
  visitDay: string | null;
  visitWindow: VisitWindow | null;
  message: string | null;
  /** The language of the form: 'en' or 'ta'. */
  lang: string;
  /** The consent text the visitor agreed to, word for word, and its version. */
  consentText: string;
  consentVersion: string;
  status: EnquiryStatus;
  note: string | null;
  updatedAt: string;
  erasedAt: string | null;
}

/** The e-mail alert of one enquiry, until it is sent (lib/enquiries/outbox.ts). */
export interface EnquiryOutboxTable {
  id: string;
  enquiryId: string;
  /** '<enquiry-ID@host>', fixed when the enquiry is stored: a resend carries the same one. */
  messageId: string;
  attempts: Generated<number>;
  nextAttemptAt: string;
  leaseUntil: string | null;
  leaseOwner: string | null;
  sentAt: string | null;
  lastError: string | null;
  createdAt: string;
}

/** A locality with listings' page (lib/localities): its English name and the dealer's Tamil one. */
export interface LocalityTable {
  slug: string;
  name: string;
  nameTa: string | null;
}

export interface Database {
  listings: ListingTable;
  users: UserTable;
  listingEvents: ListingEventTable;
  listingPrices: ListingPriceTable;
  leadEvents: LeadEventTable;
  leadDailyCounts: LeadDailyCountTable;
  enquiries: EnquiryTable;
  enquiryOutbox: EnquiryOutboxTable;
  localities: LocalityTable;
}

export type ListingRow = Selectable<ListingTable>;
export type NewListingRow = Insertable<ListingTable>;
export type ListingRowUpdate = Updateable<ListingTable>;
export type UserRow = Selectable<UserTable>;
export type EnquiryRow = Selectable<EnquiryTable>;
