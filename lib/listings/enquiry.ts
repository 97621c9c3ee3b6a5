import { PRICE_ON_REQUEST } from '@/lib/format';

/** The WhatsApp enquiry: title, location, price in full and (on detail pages) the page's address. */
export function enquiryMessage(l: { title: string; location: string; fullPrice: string | null }, url?: string): string {
  const lines = [`Hello, I'm interested in "${l.title}" at ${l.location} (${l.fullPrice ?? PRICE_ON_REQUEST}).`];
  if (url) lines.push(url);
  lines.push('Please share more details.');
  return lines.join('\n');
}
