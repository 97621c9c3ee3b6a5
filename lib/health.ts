import 'server-only';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import { type Kysely, sql } from 'kysely';
import { db } from '@/lib/db';
import { pendingMigrations } from '@/lib/db/migrate';
import { oldestWaiting } from '@/lib/enquiries/outbox';
import { isShuttingDown } from '@/lib/shutdown.mjs';
import { cardsWaiting } from '@/lib/listings/cards-later';
import { settlesWaiting } from '@/lib/uploads/journal';
import { uploadsDir } from '@/lib/uploads/paths';
import { sizesWaiting } from '@/lib/uploads/sizes';

export type Readiness =
  | { status: 'shutting-down' }
  | {
      status: 'ok' | 'unavailable';
      database: 'ok' | 'unavailable';
      migrations: 'current' | 'pending' | 'unknown';
      uploads: 'writable' | 'not-writable';
      /** The dealer's enquiry alerts: 'delayed' when one has waited over ALERT_DELAYED_MS (the mail server is down or refusing). */
      alerts: 'sending' | 'delayed' | 'unknown';
      /** Photos and share cards this server still has to make after their saves' answers (lib/background-work.ts). */
      waiting: { photos: number; cards: number; settles: number };
    };

/**
 * A sender retries at most a minute apart, so an alert still waiting after five minutes means the
 * mail server has been failing for minutes. It never makes the server unready: enquiries are
 * stored and confirmed all the same, and the alerts go once the mail server answers.
 */
export const ALERT_DELAYED_MS = 5 * 60_000;

const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);

/** The uploads folder is a directory (created if missing, as the first save would) this process may write to. */
async function uploadsWritable(): Promise<'writable' | 'not-writable'> {
  const dir = uploadsDir();
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.access(dir, constants.W_OK);
    return (await fs.stat(dir)).isDirectory() ? 'writable' : 'not-writable';
  } catch {
    return 'not-writable';
  }
}

/**
 * Whether this server can take traffic: not shutting down, the database answers, its schema is
 * the one this build expects, and images can be stored. Cheap enough for a probe every second.
 * `alerts` is reported for monitoring and never counts toward `status`.
 */
export async function readiness(): Promise<Readiness> {
  // The database is being closed: asking it now would open it again.
  if (isShuttingDown()) return { status: 'shutting-down' };
  let database: 'ok' | 'unavailable' = 'unavailable';
  let migrations: 'current' | 'pending' | 'unknown' = 'unknown';
  let alerts: 'sending' | 'delayed' | 'unknown' = 'unknown';
  try {
    const handle = await within(5_000, db());
    await within(5_000, sql`select 1`.execute(handle));
    database = 'ok';
    migrations = (await within(5_000, pendingMigrations(handle as Kysely<unknown>))).length === 0 ? 'current' : 'pending';
    if (migrations === 'current') {
      const oldest = await within(5_000, oldestWaiting());
      alerts = oldest && Date.now() - Date.parse(oldest) > ALERT_DELAYED_MS ? 'delayed' : 'sending';
    }
  } catch {
    // database stays 'unavailable' or migrations 'unknown'
  }
  const uploads = await uploadsWritable();
  const ready = database === 'ok' && migrations === 'current' && uploads === 'writable';
  return { status: ready ? 'ok' : 'unavailable', database, migrations, uploads, alerts, waiting: { photos: sizesWaiting(), cards: cardsWaiting(), settles: settlesWaiting() } };
}
