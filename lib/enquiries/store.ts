import 'server-only';
import type { Transaction } from 'kysely';
import { db } from '@/lib/db';
import type { Database, EnquiryRow } from '@/lib/db/schema';
import { siteUrl } from '@/lib/env';
import { newId } from '@/lib/ids';
import { KIND_NAMES, type KindId, type Slug } from '@/models/kind-names';
import { kindBySlug } from '@/models/kinds';
import { reasonOf } from '@/lib/outage-log.mjs';
import { CONSENT_VERSION, consentText } from './consent';
import type { EnquiryStatus } from './options';
import { wakeOutbox } from './outbox';
import { normaliseIndianMobile } from './phone';
import type { EnquiryValues } from './schema';

export interface Enquiry extends Omit<EnquiryRow, 'listingKind' | 'listingId'> {
  /** The listing it came from; title null once the listing was deleted. */
  listing: { kind: KindId; slug: Slug; id: string; title: string | null } | null;
}

/**
 * A database error can carry the row it failed on (PostgreSQL's "Failing row contains (…)"), and
 * whatever catches it logs it: only the message goes on, which names columns, never values.
 */
async function guarded<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new Error(`${what} failed: ${reasonOf(err)}`);
  }
}

type Joined = EnquiryRow & { title: string | null };

function view(row: Joined): Enquiry {
  const { listingKind, listingId, title, ...rest } = row;
  const kind = listingKind ? KIND_NAMES[listingKind as KindId] : undefined;
  return { ...rest, listing: kind && listingId ? { kind: kind.id, slug: kind.slug, id: listingId, title } : null };
}

async function selectEnquiries() {
  return (await db())
    .selectFrom('enquiries as e')
    .leftJoin('listings as l', (j) => j.onRef('l.id', '=', 'e.listingId').onRef('l.kind', '=', 'e.listingKind'))
    .selectAll('e')
    .select('l.title');
}

/** '<enquiry-ID@host>': the alert's Message-ID, the same on every try and every instance. */
const messageIdOf = (id: string) => `<enquiry-${id}@${new URL(siteUrl()).hostname}>`;

/**
 * Stores a request, its alert's outbox row and, for a listing that exists, a 'request' row of the
 * lead log, in one transaction: the enquiry is committed before anything is sent, and the Leads
 * page counts exactly the requests that were stored. The consent text is the server's own, in the
 * form's language, never what a client says it showed. Then the outbox is woken to send at once.
 */
export async function createEnquiry(values: EnquiryValues, now = new Date()): Promise<{ id: string }> {
  if (values.trapped) throw new Error('A request caught by the honeypot is never stored.');
  const id = newId();
  const at = now.toISOString();
  const kind = values.listing ? kindBySlug(values.listing.slug) : undefined;
  await guarded('Storing an enquiry', async () =>
    (await db()).transaction().execute(async (trx) => {
      await trx
        .insertInto('enquiries')
        .values({
          id,
          createdAt: at,
          listingKind: kind?.id ?? null,
          listingId: kind ? values.listing!.id : null,
          name: values.name,
          phone: values.phone,
          want: values.want,
          visitDay: values.visitDay,
          visitWindow: values.visitWindow,
          message: values.message,
          lang: values.lang,
          consentText: consentText(values.lang),
          consentVersion: CONSENT_VERSION,
          status: 'new',
          note: null,
          updatedAt: at,
          erasedAt: null,
        })
        .execute();
      await trx.insertInto('enquiryOutbox').values({ id: newId(), enquiryId: id, messageId: messageIdOf(id), nextAttemptAt: at, leaseUntil: null, leaseOwner: null, sentAt: null, lastError: null, createdAt: at }).execute();
      if (!kind) return;
      const listing = await trx.selectFrom('listings').select('id').where('id', '=', values.listing!.id).where('kind', '=', kind.id).executeTakeFirst();
      if (listing) await trx.insertInto('leadEvents').values({ id: newId(), listingId: listing.id, kind: kind.id, action: 'request', at }).execute();
    }),
  );
  wakeOutbox();
  return { id };
}

export interface EnquiryFilters {
  status?: EnquiryStatus;
  listingId?: string;
  /** At most this many, newest first (default 50), after skipping `offset`. */
  limit?: number;
  offset?: number;
}

/** The inbox: enquiries newest first, filtered by status and listing, with how many match in all. */
export async function listEnquiries(filters: EnquiryFilters = {}): Promise<{ items: Enquiry[]; total: number }> {
  const handle = await db();
  let count = handle.selectFrom('enquiries').select((eb) => eb.fn.countAll<number | string>().as('n'));
  let rows = (await selectEnquiries()).orderBy('e.createdAt', 'desc').orderBy('e.id', 'desc');
  if (filters.status) {
    count = count.where('status', '=', filters.status);
    rows = rows.where('e.status', '=', filters.status);
  }
  if (filters.listingId) {
    count = count.where('listingId', '=', filters.listingId);
    rows = rows.where('e.listingId', '=', filters.listingId);
  }
  const [items, total] = await Promise.all([
    rows.limit(filters.limit ?? 50).offset(filters.offset ?? 0).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { items: items.map(view), total: Number(total.n) };
}

export async function getEnquiry(id: string): Promise<Enquiry | null> {
  const row = await (await selectEnquiries()).where('e.id', '=', id).executeTakeFirst();
  return row ? view(row) : null;
}

/** New enquiries whose data is still there: the count beside the inbox's menu item. */
export async function countNew(): Promise<number> {
  const row = await (await db())
    .selectFrom('enquiries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'new')
    .where('erasedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type UpdateResult = { status: 'ok'; enquiry: Enquiry } | { status: 'not-found' } | { status: 'erased' };

/** The dealer's status and note. An erased enquiry takes a status but no note: a note is about a person. */
export async function updateEnquiry(id: string, patch: { status?: EnquiryStatus; note?: string | null }, now = new Date()): Promise<UpdateResult> {
  const current = await (await db()).selectFrom('enquiries').select(['id', 'erasedAt']).where('id', '=', id).executeTakeFirst();
  if (!current) return { status: 'not-found' };
  if (current.erasedAt && patch.note) return { status: 'erased' };
  await guarded('Updating an enquiry', async () =>
    (await db())
      .updateTable('enquiries')
      .set({ ...(patch.status ? { status: patch.status } : {}), ...(patch.note !== undefined ? { note: patch.note || null } : {}), updatedAt: now.toISOString() })
      .where('id', '=', id)
      .execute(),
  );
  return { status: 'ok', enquiry: (await getEnquiry(id))! };
}

const ERASE_CHUNK = 500;

/** Erases the personal data of these enquiries and drops their unsent alerts, in one transaction per chunk. */
export async function eraseIds(ids: string[], now = new Date()): Promise<number> {
  let erased = 0;
  for (let i = 0; i < ids.length; i += ERASE_CHUNK) {
    const chunk = ids.slice(i, i + ERASE_CHUNK);
    erased += await (await db()).transaction().execute(async (trx: Transaction<Database>) => {
      const at = now.toISOString();
      const result = await trx
        .updateTable('enquiries')
        .set({ name: null, phone: null, message: null, note: null, erasedAt: at, updatedAt: at })
        .where('id', 'in', chunk)
        .executeTakeFirst();
      await trx.deleteFrom('enquiryOutbox').where('enquiryId', 'in', chunk).execute();
      return Number(result.numUpdatedRows);
    });
  }
  return erased;
}

/** Erases one enquiry's personal data (again, if it already was): false if there is no such enquiry. */
export async function eraseEnquiry(id: string, now = new Date()): Promise<boolean> {
  return (await eraseIds([id], now)) > 0;
}

/**
 * Erases every enquiry made with this number, however it is written ('098765 43210' finds
 * '+919876543210'): how many, or null when the text is not an Indian mobile number.
 */
export async function eraseByPhone(phone: string, now = new Date()): Promise<number | null> {
  const normalised = normaliseIndianMobile(phone);
  if (!normalised) return null;
  const rows = await (await db()).selectFrom('enquiries').select('id').where('phone', '=', normalised).execute();
  return eraseIds(
    rows.map((r) => r.id),
    now,
  );
}
