import 'server-only';
import { sql } from 'kysely';
import { db, engine } from '@/lib/db';
import { instanceId } from '@/lib/instance';
import { createOutageLog, type OutageLog, reasonOf } from '@/lib/outage-log.mjs';
import { alertMail, type AlertEnquiry, type SendMail } from './mailer';

/*
 * The dealer's alerts leave through an outbox in the database, so that an enquiry is stored and
 * confirmed whatever the mail server does, and an outage only delays its alert.
 *
 * Every instance may run a sender. A sender claims due rows by setting a lease (lease_until,
 * lease_owner) in one UPDATE whose WHERE only matches rows nobody holds: on SQLite writes are
 * serialised; on PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED and the UPDATE re-checks
 * the lease on the row it locks, so two senders never hold one row at once. A sender that dies
 * mid-send leaves its lease to expire; then another takes the row and sends it again with the
 * same Message-ID, which lets the receiving side drop the copy (the tests' SMTP server does
 * exactly that; a dealer's mailbox shows threads by it). So an alert is never lost, and is sent
 * twice only when a sender died between the server's acceptance and the row being marked sent.
 *
 * A failed send is tried again after 1, 2, 4 … seconds, at most `retryMaxMs` (60 s) apart, so
 * that within about a minute of the mail server's return every waiting alert has gone.
 */

export interface OutboxOptions {
  send: SendMail;
  from: string;
  to: string;
  /** Who holds a claimed row: this server's instance id by default. */
  owner?: string;
  /** How long a claim lasts before another sender may take the row (30 s). */
  leaseMs?: number;
  /** Rows claimed at once (20). */
  batch?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  now?: () => Date;
  /** Lines about the mail server's outages; never a name or a number. */
  outage?: OutageLog;
  log?: Pick<Console, 'error'>;
}

export interface OutboxClaim {
  id: string;
  enquiryId: string;
  messageId: string;
  attempts: number;
}

export interface DeliveryResult {
  claimed: number;
  sent: number;
  failed: number;
}

const DEFAULT_LEASE_MS = 30_000;
const DEFAULT_BATCH = 20;

/** Errors that mean the mail server could not be reached at all (nodemailer's codes): the rest of a batch would fail the same way. */
const UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH']);
const unreachable = (err: unknown) => UNREACHABLE.has(String((err as { code?: unknown })?.code ?? ''));

export const retryDelay = (attempts: number, baseMs = 1_000, maxMs = 60_000) => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));

/** When the oldest alert still waiting was queued (ISO), or null when none waits. */
export async function oldestWaiting(): Promise<string | null> {
  const row = await (await db())
    .selectFrom('enquiryOutbox')
    .select((eb) => eb.fn.min<string>('createdAt').as('oldest'))
    .where('sentAt', 'is', null)
    .executeTakeFirst();
  return row?.oldest ?? null;
}

/** Takes a lease on up to `batch` due rows that no live lease holds; the rows this owner now holds. */
export async function claimDue(owner: string, options: { leaseMs?: number; batch?: number; now?: Date } = {}): Promise<OutboxClaim[]> {
  const now = (options.now ?? new Date()).toISOString();
  const until = new Date(Date.parse(now) + (options.leaseMs ?? DEFAULT_LEASE_MS)).toISOString();
  const handle = await db();
  let due = handle
    .selectFrom('enquiryOutbox')
    .select('id')
    .where('sentAt', 'is', null)
    .where('nextAttemptAt', '<=', now)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
    .orderBy('nextAttemptAt')
    .limit(options.batch ?? DEFAULT_BATCH);
  if (engine() === 'postgres') due = due.forUpdate().skipLocked();
  return handle
    .updateTable('enquiryOutbox')
    .set({ leaseOwner: owner, leaseUntil: until })
    .where('id', 'in', due)
    .where('sentAt', 'is', null)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
    .returning(['id', 'enquiryId', 'messageId', 'attempts'])
    .execute();
}

async function enquiriesOf(claims: OutboxClaim[]): Promise<Map<string, AlertEnquiry>> {
  if (claims.length === 0) return new Map();
  const rows = await (await db())
    .selectFrom('enquiries as e')
    .leftJoin('listings as l', (j) => j.onRef('l.id', '=', 'e.listingId').onRef('l.kind', '=', 'e.listingKind'))
    .select(['e.id', 'e.createdAt', 'e.listingKind', 'e.listingId', 'e.name', 'e.phone', 'e.want', 'e.visitDay', 'e.visitWindow', 'e.message', 'e.lang', 'e.status', 'l.title'])
    .where('e.id', 'in', claims.map((c) => c.enquiryId))
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Marks a sent row, whoever holds it now: a copy another sender may be sending is dropped by its Message-ID. */
async function markSent(claim: OutboxClaim, now: Date) {
  await (await db())
    .updateTable('enquiryOutbox')
    .set({ sentAt: now.toISOString(), leaseUntil: null, leaseOwner: null, lastError: null })
    .where('id', '=', claim.id)
    .where('sentAt', 'is', null)
    .execute();
}

async function markFailed(claim: OutboxClaim, owner: string, reason: string, nextAt: Date, counted: boolean) {
  await (await db())
    .updateTable('enquiryOutbox')
    .set({
      ...(counted ? { attempts: sql<number>`attempts + 1`, lastError: reason } : {}),
      nextAttemptAt: nextAt.toISOString(),
      leaseUntil: null,
      leaseOwner: null,
    })
    .where('id', '=', claim.id)
    .where('leaseOwner', '=', owner)
    .where('sentAt', 'is', null)
    .execute();
}

const smtpOutage = () => createOutageLog('SMTP (enquiry alerts)', { impact: 'enquiries are stored and their e-mail alerts wait in the outbox.' });

/**
 * One pass: claims the due rows and sends them one by one. When the server cannot be reached the
 * rest of the batch is handed back untried, due at the same time as the failed one.
 */
export async function deliverDue(options: OutboxOptions): Promise<DeliveryResult> {
  const owner = options.owner ?? instanceId();
  const now = options.now ?? (() => new Date());
  const outage = (options.outage ??= smtpOutage());
  const claims = await claimDue(owner, { leaseMs: options.leaseMs, batch: options.batch, now: now() });
  const enquiries = await enquiriesOf(claims);
  const result: DeliveryResult = { claimed: claims.length, sent: 0, failed: 0 };
  for (const [i, claim] of claims.entries()) {
    const enquiry = enquiries.get(claim.enquiryId);
    if (!enquiry) continue; // erased meanwhile: its outbox row went with it
    try {
      await options.send(alertMail(enquiry, claim.messageId, { from: options.from, to: options.to }));
    } catch (err) {
      // A server that answers but refuses one alert is not an outage: that is said per alert, on
      // its first failure and every tenth after it.
      if (unreachable(err)) outage.failed(err);
      else if (claim.attempts % 10 === 0) (options.log ?? console).error(`Enquiry alerts: the mail server refused alert ${claim.id} (${reasonOf(err)}); attempt ${claim.attempts + 1}, tried again later.`);
      result.failed++;
      const nextAt = new Date(now().getTime() + retryDelay(claim.attempts + 1, options.retryBaseMs, options.retryMaxMs));
      await markFailed(claim, owner, reasonOf(err), nextAt, true);
      if (unreachable(err)) {
        for (const rest of claims.slice(i + 1)) await markFailed(rest, owner, '', nextAt, false);
        break;
      }
      continue;
    }
    outage.ok();
    await markSent(claim, now());
    result.sent++;
  }
  return result;
}

export interface OutboxWorker {
  /** Runs a pass now (or right after the one running). */
  wake: () => void;
  /** Stops the timer and waits for the pass in progress. */
  stop: () => Promise<void>;
}

/** Runs deliverDue every `everyMs` and whenever woken, one pass at a time, until stopped. */
export function startOutboxWorker(options: OutboxOptions & { everyMs?: number }): OutboxWorker {
  const everyMs = options.everyMs ?? 5_000;
  const log = options.log ?? console;
  const opts = { ...options, outage: options.outage ?? smtpOutage() };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastDbError = '';

  const pass = async () => {
    try {
      await deliverDue(opts);
      lastDbError = '';
    } catch (err) {
      // The database's own outage log reports a lost PostgreSQL; this says once what the outbox could not do.
      const reason = reasonOf(err);
      if (reason !== lastDbError) log.error(`Enquiry alerts: the outbox could not be read (${reason}); trying again.`);
      lastDbError = reason;
    }
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = pass().finally(() => {
      running = null;
      if (stopped) return;
      if (again) {
        again = false;
        run();
      } else timer = setTimeout(run, everyMs).unref();
    });
  };
  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

// The running worker of this process, on globalThis: Next bundles the start-up hook and the route
// handlers separately, and a stored enquiry wakes the one worker from a route handler.
const store = globalThis as typeof globalThis & { __enquiryOutbox?: OutboxWorker };

export function registerOutboxWorker(worker: OutboxWorker | undefined): void {
  store.__enquiryOutbox = worker;
}

/** Sends a new enquiry's alert now rather than at the next tick; nothing when no worker runs here. */
export function wakeOutbox(): void {
  store.__enquiryOutbox?.wake();
}
