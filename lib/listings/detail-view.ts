/**
 * A detail page as plain data, made on the server and laid out by components/listings/detail-body.tsx
 * (a server component: its interactive parts receive only the fields they use).
 */
import { defaultLoan, loanShare } from '@/lib/emi';
import { type Lang, localizePath } from '@/lib/i18n/config';
import { ENGLISH_TEXT, type ListingText } from '@/lib/i18n/listing-text';
import { formatDay, formatRupees, formatRupeesCompact, PRICE_ON_REQUEST } from '@/lib/format';
import type { Slug } from '@/models/kind-names';
import { shareLine } from '@/models/share-words';
import { site } from '@/lib/site-config';
import { listingPhotos } from '@/lib/images';
import { absoluteUrl } from '@/lib/public-url';
import type { KindDef } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { isSold } from '@/models/sale';
import { type DocumentItem, documentItems } from './documents-view';
import { DOCUMENT_WORDS } from '@/models/documents';
import { definedOnly } from './defined-only';
import { localityHref } from '@/lib/localities/href';
import { localitySlug } from '@/lib/localities/normalise';
import { type JsonLdFacts, jsonLdFacts } from './json-ld';
import { cardArea, detailHref, displayOf, fullPrice, infoRows, type InfoRow, listSections, type ListSection, englishOn, ownText, reducedFrom, type TextLang, type Tile, tiles } from './view';

export interface DetailView {
  slug: Slug;
  lang: Lang;
  id: string;
  /** Price and area as Share sends them between the title and the place ('₹85 L · 1,650 sq.ft'). */
  shareLine: string;
  /** Back goes to the kind's list; absent, it goes back in the browser's history when it can. */
  back?: 'list';
  title: string;
  location: string;
  /** The locality page of the location, in the page's language; absent once sold (its locality may then have no page). */
  localityHref?: string;
  /** lang="en" on the title where a Tamil page shows it in English; englishLang on the place and the lists (features, amenities, approvals), typed in English only. */
  titleLang?: TextLang;
  englishLang?: TextLang;
  /** In full ('₹85,00,000'), or 'N/A'. */
  price: string;
  /** No price: the enquiry messages say 'price on request' (priced, they quote `price`). */
  unpriced?: true;
  url: string;
  photos: string[];
  tiles: Tile[];
  about: { heading: string; text: string; lang?: TextLang };
  info: { heading: string; rows: InfoRow[] };
  sections: ListSection[];
  interested: string;
  /** The EMI estimate's defaults, or null without a price (or once sold). */
  emi: EmiDefaults | null;
  /** Absent, not null, where there is nothing to say: a key costs its name in the page's payload. */
  sale: {
    featured: boolean;
    /** The day it was sold ('12 Nov 2026', '' when unknown) for the banner; absent while unsold. */
    sold?: string;
    /** The price before a recent cut, in full, and the day of the cut. */
    was?: string;
    reducedOn?: string;
  };
  documents: { heading: string; intro: string; notProvided: string; items: DocumentItem[] };
  /** What the page's JSON-LD says beyond the above (lib/listings/json-ld.ts). */
  ld: JsonLdFacts;
}

export interface EmiDefaults {
  loan: 'home' | 'land';
  price: number;
  amount: number;
  /** The bank's usual share of the price, in percent (90, 80 or 75). */
  sharePercent: number;
  ratePercent: number;
  years: number;
  maxYears: number;
}

export function emiDefaults(loan: 'home' | 'land', price: number | null): EmiDefaults | null {
  if (!price || price <= 0) return null;
  const { ratePercent, years, maxYears } = site.loans[loan];
  return { loan, price, amount: defaultLoan(price), sharePercent: Math.round(loanShare(price) * 100), ratePercent, years, maxYears };
}

function localityPath(location: string, lang: Lang): string | undefined {
  const slug = localitySlug(location);
  return slug ? localityHref(slug, lang) : undefined;
}

export function detailView(kind: KindDef, listing: Listing, tx: ListingText = ENGLISH_TEXT): DetailView {
  const { lang } = tx;
  const text = displayOf(kind);
  const words = tx.kind(kind.id);
  const sold = isSold(listing.status);
  const was = reducedFrom(listing, formatRupees);
  const docs = tx.documents ?? DOCUMENT_WORDS;
  const title = ownText(listing, 'title', lang);
  const about = ownText(listing, 'description', lang);
  return {
    slug: kind.slug,
    lang,
    id: listing._id,
    shareLine: shareLine({
      price: formatRupeesCompact(listing.price, lang) ?? (words ? tx.money.priceOnRequest : PRICE_ON_REQUEST),
      area: cardArea(listing, tx),
    }),
    ...definedOnly({ back: text.back === 'list' ? ('list' as const) : undefined }),
    title: title.text,
    location: listing.location,
    ...definedOnly({ localityHref: sold ? undefined : localityPath(listing.location, lang) }),
    ...definedOnly({ titleLang: title.lang, englishLang: englishOn(lang) }),
    price: fullPrice(listing, tx),
    ...definedOnly({ unpriced: formatRupees(listing.price) === null ? (true as const) : undefined }),
    url: absoluteUrl(localizePath(detailHref(kind, listing), lang)),
    photos: listingPhotos(listing),
    tiles: tiles(kind, listing, tx),
    about: { heading: words?.about ?? text.about, text: about.text, ...definedOnly({ lang: about.lang }) },
    info: { heading: words?.infoTitle ?? text.infoTitle, rows: infoRows(kind, listing, tx) },
    sections: listSections(kind, listing, tx),
    interested: words?.interested ?? text.interested,
    emi: sold ? null : emiDefaults(text.loan, listing.price),
    sale: {
      featured: listing.featured,
      ...definedOnly({
        sold: sold ? (formatDay(listing.statusChangedAt, lang) ?? '') : undefined,
        was: was ?? undefined,
        reducedOn: (was && formatDay(listing.priceReducedAt, lang)) || undefined,
      }),
    },
    documents: { heading: docs.heading, intro: docs.intro, notProvided: docs.notProvided, items: documentItems(listing, tx, docs) },
    ld: jsonLdFacts(kind, listing),
  };
}
