import 'server-only';
import { type CsvCell, toCsv } from '@/lib/csv';
import { KIND_NAMES } from '@/models/kind-names';
import { STATUS_LABELS, WANT_LABELS, WINDOW_LABELS } from './options';
import { nationalMobile } from './phone';
import type { Enquiry } from './store';

/** '2026-11-28 15:45' in India. */
const istTime = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The inbox as CSV, escaped as the Leads CSV is (lib/csv.ts: text that starts like a formula is
 * kept as text). The mobile number is written as India reads it, '98765 43210', so a spreadsheet
 * shows it as typed rather than as a number or behind a quote.
 */
export function enquiriesCsv(rows: Enquiry[]): string {
  const header = ['Enquiry ID', 'Received (IST)', 'Status', 'Wants', 'Visit day', 'Visit time', 'Name', 'Mobile (+91)', 'Message', 'Note', 'Listing kind', 'Listing ID', 'Listing title', 'Language', 'Consent version', 'Erased (IST)'];
  const body = rows.map((e): CsvCell[] => [
    e.id,
    istTime(e.createdAt),
    STATUS_LABELS[e.status],
    WANT_LABELS[e.want],
    e.visitDay ?? '',
    e.visitWindow ? WINDOW_LABELS[e.visitWindow] : '',
    e.name ?? '',
    e.phone ? nationalMobile(e.phone) : '',
    e.message ?? '',
    e.note ?? '',
    e.listing ? KIND_NAMES[e.listing.kind].label : '',
    e.listing?.id ?? '',
    e.listing ? (e.listing.title ?? 'Deleted listing') : '',
    e.lang === 'ta' ? 'Tamil' : 'English',
    e.consentVersion,
    e.erasedAt ? istTime(e.erasedAt) : '',
  ]);
  return toCsv(header, body);
}
