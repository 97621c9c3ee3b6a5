import 'server-only';
import fs from 'node:fs/promises';
import { recoverJournal } from './journal';
import { sweepUploadTemp } from './multipart';
import { uploadsDir } from './paths';

export interface UploadsRecovery {
  /** Journal entries of interrupted writes that were settled. */
  entries: number;
  /** Images removed because no listing refers to them. */
  removed: string[];
  /** Request-body temp folders removed. */
  tempFolders: number;
}

/**
 * Clears what interrupted writes left behind (see lib/uploads/journal.ts). `startup: true` only
 * from the server's start-up, before it serves; the periodic sweep passes false.
 */
export async function recoverUploads({ startup }: { startup: boolean }): Promise<UploadsRecovery> {
  await fs.mkdir(uploadsDir(), { recursive: true });
  const journal = await recoverJournal({ startup });
  const tempFolders = await sweepUploadTemp({ startup });
  return { ...journal, tempFolders };
}
