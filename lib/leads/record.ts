import 'server-only';
import { db } from '@/lib/db';
import { isId, newId } from '@/lib/ids';
import type { KindDef } from '@/models/kinds';
import type { LeadAction } from '@/models/lead-actions';

export type RecordResult = 'recorded' | 'unknown-listing';

/**
 * Logs one action on a listing: which listing, which action, when, and nothing about who. Only a
 * listing that exists now is logged, so made-up ids cannot fill the table.
 */
export async function recordLead(kind: KindDef, listingId: string, action: LeadAction, at = new Date()): Promise<RecordResult> {
  if (!isId(listingId)) return 'unknown-listing';
  const handle = await db();
  const listing = await handle
    .selectFrom('listings')
    .select('id')
    .where('id', '=', listingId)
    .where('kind', '=', kind.id)
    .executeTakeFirst();
  if (!listing) return 'unknown-listing';
  await handle.insertInto('leadEvents').values({ id: newId(), listingId, kind: kind.id, action, at: at.toISOString() }).execute();
  return 'recorded';
}
