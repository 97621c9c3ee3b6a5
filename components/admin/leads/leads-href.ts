import { defaultDir } from '@/lib/leads/sort';
import { DEFAULT_PERIOD, type LeadPageQuery } from '@/models/lead';

export const LEADS_PATH = '/admin/leads';

/** The Leads page's address for a state, with default values left out so each state has one address. */
export function leadsHref(query: LeadPageQuery, hash = ''): string {
  const params = new URLSearchParams();
  if (query.days !== DEFAULT_PERIOD) params.set('days', String(query.days));
  if (query.sort !== 'enquiries') params.set('sort', query.sort);
  if (query.dir && query.dir !== defaultDir(query.sort)) params.set('dir', query.dir);
  if (query.listing) params.set('listing', query.listing);
  const search = params.toString();
  return `${LEADS_PATH}${search ? `?${search}` : ''}${hash}`;
}
