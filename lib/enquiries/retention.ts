import 'server-only';
import { db } from '@/lib/db';
import { eraseIds } from './store';
import { enquirySettings } from './settings';

const DAY_MS = 24 * 3600_000;
const BATCH = 500;

/**
 * Erases the personal data of every enquiry not touched (created, its status or note changed)
 * for `days` days (ENQUIRY_RETENTION_DAYS): a closed enquiry that long after it was closed, an
 * open one left alone that long. The anonymous rows stay. How many were erased.
 */
export async function eraseExpiredEnquiries(options: { days?: number; now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.days ?? enquirySettings().retentionDays) * DAY_MS).toISOString();
  let erased = 0;
  for (;;) {
    const rows = await (await db()).selectFrom('enquiries').select('id').where('erasedAt', 'is', null).where('updatedAt', '<', cutoff).limit(BATCH).execute();
    erased += await eraseIds(
      rows.map((r) => r.id),
      now,
    );
    if (rows.length < BATCH) return erased;
  }
}

const store = globalThis as typeof globalThis & { __enquiryRetention?: NodeJS.Timeout };

/**
 * Erases what is past the retention now and then once a day, in the background; for the server's
 * start-up, beside the lead log's rollup. A failure is logged and tried again the next day.
 */
export function scheduleEnquiryRetention(every = DAY_MS): Promise<void> {
  const run = () =>
    eraseExpiredEnquiries().then(
      (n) => {
        if (n > 0) console.log(`Enquiries: personal data of ${n} enquiry(ies) past the retention erased.`);
      },
      (err: unknown) => console.error(`Enquiries: erasing data past the retention failed (${err instanceof Error ? err.message : String(err)}); tried again in a day.`),
    );
  if (!store.__enquiryRetention) store.__enquiryRetention = setInterval(() => void run(), every).unref();
  return run();
}
