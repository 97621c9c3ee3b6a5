import 'server-only';
import { newId } from '@/lib/ids';
import type { EnquiryValues } from './schema';
import { createEnquiry } from './store';
import { takeEnquiry } from './throttle';

export type SubmitResult = { status: 'stored'; id: string } | { status: 'limited'; retryAfter: number };

/**
 * What both ways of sending a checked request do (the JSON API and the form sent without
 * JavaScript): take one from the address's and the site's allowances, then store it. A request
 * caught by the honeypot is answered as stored, with an id that names nothing, and is not stored,
 * so a script learns nothing from the answer. `address` is the client's (lib/api/client-address.ts),
 * used as the limiter's key only.
 */
export async function submitEnquiry(values: EnquiryValues, address: string): Promise<SubmitResult> {
  const wait = await takeEnquiry(address);
  if (wait > 0) return { status: 'limited', retryAfter: wait };
  if (values.trapped) return { status: 'stored', id: newId() };
  return { status: 'stored', id: (await createEnquiry(values)).id };
}
