import { z } from 'zod';
import { ENQUIRY_STATUSES } from '@/lib/enquiries/options';

export const INBOX_PATH = '/admin/enquiries';
export const PAGE_SIZE = 50;

/** The inbox's URL state. A page address never fails: an unknown value falls back to the default. */
export const inboxQuerySchema = z.object({
  status: z.enum(ENQUIRY_STATUSES).optional().catch(undefined),
  listing: z.string().regex(/^[0-9a-f]{24}$/).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** The filters as a query string, '' for none: the inbox's, the pager's and the CSV's. */
export function filterParams(query: Pick<InboxQuery, 'status' | 'listing'>, page = 1): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.listing) params.set('listing', query.listing);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const inboxHref = (query: InboxQuery, page = query.page) => `${INBOX_PATH}${filterParams(query, page)}`;
