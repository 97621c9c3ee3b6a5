import type { LeadSort } from '@/models/lead';
import type { LeadRow } from './counts';

export type SortDir = 'asc' | 'desc';

/** Titles read A to Z first; counts read largest first, the order someone looking for the best listings wants. */
export const defaultDir = (sort: LeadSort): SortDir => (sort === 'title' ? 'asc' : 'desc');

const valueOf = (row: LeadRow, sort: Exclude<LeadSort, 'title'>) => (sort === 'enquiries' ? row.enquiries : row.counts[sort]);

/** A new array sorted by one column; ties fall back to enquiries, then views, then the title, so the order is stable. */
export function sortLeadRows(rows: LeadRow[], sort: LeadSort, dir: SortDir = defaultDir(sort)): LeadRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  const byTitle = (a: LeadRow, b: LeadRow) => a.title.localeCompare(b.title, 'en-IN') || a.listingId.localeCompare(b.listingId);
  const fallback = (a: LeadRow, b: LeadRow) => b.enquiries - a.enquiries || b.counts.view - a.counts.view || byTitle(a, b);
  return [...rows].sort((a, b) => {
    if (sort === 'title') return sign * byTitle(a, b);
    return sign * (valueOf(a, sort) - valueOf(b, sort)) || fallback(a, b);
  });
}
