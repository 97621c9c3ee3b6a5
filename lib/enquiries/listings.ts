import 'server-only';
import { db } from '@/lib/db';

export interface EnquiryListing {
  id: string;
  /** Null once the listing was deleted. */
  title: string | null;
}

/** The listings that enquiries were made about, for the inbox's filter: titled ones first, A to Z. */
export async function enquiryListings(): Promise<EnquiryListing[]> {
  const rows = await (await db())
    .selectFrom('enquiries as e')
    .leftJoin('listings as l', (j) => j.onRef('l.id', '=', 'e.listingId').onRef('l.kind', '=', 'e.listingKind'))
    .select(['e.listingId as id', 'l.title'])
    .where('e.listingId', 'is not', null)
    .groupBy(['e.listingId', 'l.title'])
    .execute();
  return rows
    .map((r) => ({ id: r.id!, title: r.title }))
    .sort((a, b) => (a.title === null ? 1 : 0) - (b.title === null ? 1 : 0) || (a.title ?? a.id).localeCompare(b.title ?? b.id));
}
