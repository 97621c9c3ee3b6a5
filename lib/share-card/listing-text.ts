/**
 * What a listing's share card says, as plain strings: price, BHK and area, title, place, the
 * approval and RERA badges and a sale state. Pure, so it is tested without drawing anything.
 */
import { areaParts } from '@/lib/area-format';
import { bhk, cardPrice } from '@/lib/listings/view';
import { APPROVED_BY } from '@/models/documents';
import { hasField, type KindDef } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { SALE_STATUS } from '@/models/options';
import { SHARE_CARD_WORDS } from '@/models/words';

/** The fields a card reads: a stored row, a Listing or the columns a write is about to store. */
export type CardSource = Pick<Listing, 'title' | 'location' | 'price' | 'area' | 'areaUnit' | 'areaSqft' | 'status' | 'approvalAuthority' | 'reraNumber' | 'bedrooms'>;

export interface ListingCardText {
  /** Compact ('₹85 L', '₹1.25 Cr') or 'Price on request'. */
  price: string;
  /** ['4 BHK', '2,400 sq.ft'] or ['5 cents', '2,178 sq.ft']: whichever the listing has, the entered unit first. */
  facts: string[];
  title: string;
  location: string;
  /** 'DTCP approved', 'RERA registered': only what the documents panel states. */
  badges: { text: string; tone: 'approved' | 'rera' }[];
  /** Under Offer, Reserved or Sold, which a buyer must see before calling; else null. */
  status: string | null;
  alt: string;
}

const isApproved = (authority: string | null | undefined): authority is (typeof APPROVED_BY)[number] =>
  (APPROVED_BY as readonly string[]).includes(authority ?? '');

export function listingCardText(kind: KindDef, l: CardSource): ListingCardText {
  const area = areaParts({ value: l.area, unit: l.areaUnit, sqft: l.areaSqft });
  const facts = [...(hasField(kind, 'bedrooms') && l.bedrooms ? [bhk(l.bedrooms)] : []), ...area];
  const badges: ListingCardText['badges'] = [];
  if (isApproved(l.approvalAuthority)) badges.push({ text: SHARE_CARD_WORDS.approved(l.approvalAuthority), tone: 'approved' });
  if (l.reraNumber) badges.push({ text: SHARE_CARD_WORDS.rera, tone: 'rera' });
  const price = cardPrice(l);
  return {
    price,
    facts,
    title: l.title,
    location: l.location,
    badges,
    status: SALE_STATUS.some((s) => s.value === l.status) ? l.status : null,
    alt: SHARE_CARD_WORDS.listingAlt(l.title, l.location, [price, ...facts, ...badges.map((b) => b.text)]),
  };
}
