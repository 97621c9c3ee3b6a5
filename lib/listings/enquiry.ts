import { fill } from '@/lib/i18n/fill';

/** The words of the message, in the page's language (ui words' card section). */
export interface EnquiryWords {
  enquiry: string;
  enquiryMore: string;
  priceOnRequest: string;
}

/** The WhatsApp enquiry: title, location, price in full and (on detail pages) the page's address. */
export function enquiryMessage(l: { title: string; location: string; fullPrice: string | null }, words: EnquiryWords, url?: string): string {
  const lines = [fill(words.enquiry, { title: l.title, location: l.location, price: l.fullPrice ?? words.priceOnRequest })];
  if (url) lines.push(url);
  lines.push(words.enquiryMore);
  return lines.join('\n');
}
