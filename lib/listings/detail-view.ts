/**
 * A detail page as plain data, made on the server: the page's client component lays it out, so the
 * React payload carries the listing's text once, not again as markup.
 */
import { formatRupees } from '@/lib/format';
import { listingPhotos } from '@/lib/images';
import { absoluteUrl } from '@/lib/public-url';
import type { KindDef } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { detailHref, displayOf, fullPrice, infoRows, type InfoRow, listSections, type ListSection, type Tile, tiles } from './view';

export interface DetailView {
  slug: string;
  back: 'list' | 'history';
  title: string;
  location: string;
  /** In full ('₹85,00,000'), or 'N/A'. */
  price: string;
  /** For the enquiry messages; null when there is no price. */
  fullPrice: string | null;
  url: string;
  photos: string[];
  tiles: Tile[];
  about: { heading: string; text: string };
  info: { heading: string; rows: InfoRow[] };
  sections: ListSection[];
  interested: string;
}

export function detailView(kind: KindDef, listing: Listing): DetailView {
  const text = displayOf(kind);
  return {
    slug: kind.slug,
    back: text.back,
    title: listing.title,
    location: listing.location,
    price: fullPrice(listing),
    fullPrice: formatRupees(listing.price),
    url: absoluteUrl(detailHref(kind, listing)),
    photos: listingPhotos(listing),
    tiles: tiles(kind, listing),
    about: { heading: text.about, text: listing.description },
    info: { heading: text.infoTitle, rows: infoRows(kind, listing) },
    sections: listSections(kind, listing),
    interested: text.interested,
  };
}
