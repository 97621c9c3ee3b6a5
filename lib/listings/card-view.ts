/**
 * A card as plain strings, made on the server: the card component only lays them out, so a page's
 * React payload carries these few hundred bytes per card instead of the card's whole markup, and
 * the browser needs none of the formatting code.
 */
import { localizePath } from '@/lib/i18n/config';
import { definedOnly } from './defined-only';
import { ENGLISH_TEXT, type ListingText } from '@/lib/i18n/listing-text';
import { isStoredImage } from '@/lib/images';
import { formatRupees, formatRupeesCompact } from '@/lib/format';
import type { KindDef } from '@/models/kinds';
import type { Listing, ListingSummary } from '@/models/listing';
import { cardExcerpt, cardFacts, cardFeatures, cardPrice, cardRates, chips, detailHref, englishOn, ownText, reducedFrom, type Chip, type Fact, type TextLang } from './view';

export interface CardView {
  /** The detail page's path (sharing makes it absolute in the browser). */
  href: string;
  title: string;
  location: string;
  /**
   * lang="en" on the title and excerpt where a Tamil page shows them in English; englishLang on
   * the place and features, typed in English only. Absent, not undefined, where the text is in
   * the page's language: an undefined key still costs its name in a page's payload.
   */
  titleLang?: TextLang;
  englishLang?: TextLang;
  excerptLang?: TextLang;
  /** Compact ('₹85 L'), and in full for the enquiry message. */
  price: string;
  fullPrice: string | null;
  /** The price before a cut in the last 30 days ('₹90 L'), shown struck through; else absent. */
  was?: string;
  /** Price per sq.ft (and per cent for plots), or null without a price or an area. */
  rates: { text: string; spoken: string } | null;
  /** Stored photo's path (its sizes and alt text follow from it), or null for 'No photo yet'. */
  photo: string | null;
  chips: Chip[];
  facts: Fact[];
  features: string[];
  more: number;
  excerpt: string;
}

export function cardView(kind: KindDef, listing: Listing | ListingSummary, tx: ListingText = ENGLISH_TEXT): CardView {
  const { lang } = tx;
  const { shown, more } = cardFeatures(listing);
  const href = localizePath(detailHref(kind, listing), lang);
  const title = ownText(listing, 'title', lang);
  const summary = cardExcerpt(listing, lang);
  return {
    href,
    title: title.text,
    location: listing.location,
    ...definedOnly({ titleLang: title.lang, englishLang: englishOn(lang), excerptLang: summary.lang }),
    price: cardPrice(listing, tx),
    fullPrice: formatRupees(listing.price),
    ...definedOnly({ was: reducedFrom(listing, (n) => formatRupeesCompact(n, lang)) ?? undefined }),
    rates: cardRates(kind, listing, tx),
    photo: isStoredImage(listing.mainImage) ? listing.mainImage : null,
    chips: chips(kind, listing, new Date(), tx),
    facts: cardFacts(kind, listing, tx),
    features: shown,
    more,
    excerpt: summary.text,
  };
}
