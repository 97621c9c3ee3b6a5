// Node-only start-up work, imported by instrumentation.ts on the Node runtime only.
import { ensureAdmin } from '@/lib/bootstrap';
import { db } from '@/lib/db';
import { scheduleEnquiryRetention, startEnquiryOutbox } from '@/lib/enquiries';
import { scheduleLeadRollup } from '@/lib/leads';
import { claimServerInstance } from '@/lib/instance';
import { redisClient } from '@/lib/redis';
import { recoverSaves } from '@/lib/listings/recover-saves';
import { startImageThread } from '@/lib/uploads/image-thread';

const SWEEP_EVERY_MS = 5 * 60_000;

export async function start() {
  // The schema is migrated and a first administrator exists before the first request.
  await db();
  await ensureAdmin();
  // Old lead rows become daily counts, old enquiries lose their personal data: now, then daily.
  void scheduleLeadRollup();
  void scheduleEnquiryRetention();
  // Now rather than at the first request: Redis (with REDIS_URL), so the first sign-ins already
  // count across instances, and the image thread (photo checks), so the first save does not wait.
  redisClient();
  startImageThread();
  // Before the first request: clear what writes interrupted by a crash of this server left in
  // the uploads folder (lib/uploads/journal.ts), then sweep now and then for other instances'.
  claimServerInstance();
  // The alert sender (with SMTP_URL) holds its outbox leases under that name.
  startEnquiryOutbox();
  try {
    const r = await recoverSaves({ startup: true });
    if (r.entries || r.tempFolders) console.log(`Uploads: settled ${r.entries} interrupted write(s), removed ${r.removed.length} unused image(s) and ${r.tempFolders} temp folder(s).`);
  } catch (err) {
    // Serving goes on; /api/health reports an uploads folder it cannot write to.
    console.error('Uploads recovery failed:', err);
  }
  setInterval(() => {
    recoverSaves({ startup: false }).catch((err: unknown) => console.error('Uploads sweep failed:', err));
  }, SWEEP_EVERY_MS).unref();
}
