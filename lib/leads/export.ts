import 'server-only';
import { type CsvCell, toCsv } from '@/lib/csv';
import { KINDS } from '@/models/kinds';
import { LEAD_ACTIONS, LEAD_LABELS } from '@/models/lead-actions';
import type { LeadRow } from './counts';

/** The Leads table as CSV, one row per listing, in the order given. */
export function leadsCsv(rows: LeadRow[]): string {
  const header = ['Listing ID', 'Kind', 'Title', 'Listing deleted', 'Enquiries', ...LEAD_ACTIONS.map((a) => LEAD_LABELS[a])];
  const body = rows.map((r): CsvCell[] => [
    r.listingId,
    KINDS[r.kind]?.label ?? r.kind,
    r.title,
    r.exists ? 'no' : 'yes',
    r.enquiries,
    ...LEAD_ACTIONS.map((a) => r.counts[a]),
  ]);
  return toCsv(header, body);
}
