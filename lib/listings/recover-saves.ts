import 'server-only';
import { recoverUploads, type UploadsRecovery } from '@/lib/uploads/recover';
import { resumeSizes } from '@/lib/uploads/sizes';
import { resumeCards } from './cards-later';

/**
 * Clears what interrupted saves left in the uploads folder (lib/uploads/recover.ts), then queues
 * the photo sizes and share cards a stop or a crash left unmade (this server's or, on a sweep,
 * another's that is gone) for the background; a visitor asking first has them made at once.
 */
export async function recoverSaves(opts: { startup: boolean }): Promise<UploadsRecovery> {
  const report = await recoverUploads(opts);
  // Awaited for the temp files a killed write left (a folder listing and one query); the work itself is queued.
  await Promise.all([resumeSizes(opts), resumeCards(opts)]).catch((err: unknown) => console.error('Resuming photo sizes and share cards failed:', err));
  return report;
}
