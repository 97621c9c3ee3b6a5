import 'server-only';
import { leadCounts } from '@/lib/leads/counts';
import { isBot } from '@/lib/leads/bots';
import { leadsCsv } from '@/lib/leads/export';
import { istDay } from '@/lib/leads/periods';
import { recordLead } from '@/lib/leads/record';
import { sortLeadRows } from '@/lib/leads/sort';
import { takeBeacon } from '@/lib/leads/throttle';
import { kindBySlug } from '@/models/kinds';
import { type LeadBeacon, leadBeaconSchema, periodSchema } from '@/models/lead';
import { clientAddress } from './client-address';
import { requireAdmin, requireSameOrigin } from './guard';
import { fail, HttpError, noContent } from './respond';
import { readSmallBody } from './small-body';

/** A beacon is about 80 bytes; a kilobyte leaves room and bounds what a request can make us read. */
export const BEACON_MAX_BYTES = 1024;

/** navigator.sendBeacon sends a string as text/plain; fetch callers may say application/json. */
const BEACON_TYPES = /^(text\/plain|application\/json)\s*(;|$)/i;

async function readBeacon(request: Request): Promise<LeadBeacon> {
  const type = request.headers.get('content-type');
  if (type && !BEACON_TYPES.test(type)) throw new HttpError(400, 'Send the beacon as text/plain or application/json.');
  const text = await readSmallBody(request, BEACON_MAX_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON: send {"kind", "id", "action"}.');
  }
  const parsed = leadBeaconSchema.safeParse(json);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

/**
 * POST /api/leads: one visitor action on a listing. Answers 204 at once and sets no cookie.
 * Robots get the same 204 and are not recorded; every other request, well-formed or not, takes a
 * beacon from its address's allowance before the body is read, so refusals cost a flood as much.
 * The address is used for that count only, never stored.
 */
export async function beaconHandler(request: Request): Promise<Response> {
  // A page on another site could otherwise make its visitors' browsers send beacons.
  requireSameOrigin(request);
  if (isBot(request.headers.get('user-agent'))) return noContent();
  const wait = await takeBeacon(clientAddress(request));
  if (wait > 0) return fail(429, 'Too many requests from this address. Please try again in a minute.', {}, { 'Retry-After': String(wait) });
  const beacon = await readBeacon(request);
  const kind = kindBySlug(beacon.kind)!;
  if ((await recordLead(kind, beacon.id, beacon.action)) === 'unknown-listing') {
    throw new HttpError(400, `No ${kind.noun.toLowerCase()} has the id ${beacon.id}.`);
  }
  return noContent();
}

/**
 * GET /api/leads/export?days=30: the Leads table as CSV, for the administrator only. Starts with
 * a byte-order mark, so Excel reads the file as UTF-8 (titles carry ₹ and Tamil).
 */
export async function exportHandler(request: Request): Promise<Response> {
  await requireAdmin(request);
  const param = new URL(request.url).searchParams.get('days');
  const period = periodSchema.safeParse(param ?? undefined);
  if (!period.success) throw new HttpError(400, period.error.issues[0].message);
  const now = new Date();
  const rows = sortLeadRows(await leadCounts(period.data, now), 'enquiries');
  return new Response(`\uFEFF${leadsCsv(rows)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-last-${period.data}-days-${istDay(now)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
