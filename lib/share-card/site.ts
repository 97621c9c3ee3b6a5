/**
 * The site's share card: what link previews show for the home page, the lists and every other page
 * without a listing of its own. Drawn at build time by app/site-card.jpg/route.ts from the dealer's
 * details (NEXT_PUBLIC_DEALER_*), so a deployment's card names its own dealer.
 */
import { site } from '@/lib/site-config';
import { SHARE_CARD_WORDS } from '@/models/words';
import { CARD_HEIGHT, CARD_WIDTH, type Dealer, siteOverlay } from './layout';

export const SITE_CARD_PATH = '/site-card.jpg';

export const dealer = (): Dealer => ({ brand: site.brand, name: site.dealerName, phone: site.phones[0], website: site.website });

export const siteCardSvg = () => siteOverlay(dealer(), site.tagline, SHARE_CARD_WORDS.offer, SHARE_CARD_WORDS.call(site.phones[0]));

/** FNV-1a, as 8 hex digits: enough to tell one card's drawing from another's. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: 'image/jpeg';
  alt: string;
}

/**
 * The site card for openGraph.images. Its address carries a hash of the drawing, so a new brand,
 * tagline or phone number gets a new address that previews fetch afresh.
 */
export function siteCardImage(): ShareImage {
  return {
    url: `${SITE_CARD_PATH}?v=${shortHash(siteCardSvg())}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    type: 'image/jpeg',
    alt: SHARE_CARD_WORDS.siteAlt(site.brand, site.tagline, site.phones[0]),
  };
}

/**
 * The same image for twitter:image: its address and alt text only. X reads neither a type nor a
 * size from twitter: tags, and each of those tags cost its bytes twice in a page (its tag and the
 * React payload that hydrates it).
 */
export const twitterImage = ({ url, alt }: ShareImage) => ({ url, alt });

