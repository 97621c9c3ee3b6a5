import 'server-only';
import { referencedImages } from '@/lib/listings';
import { deleteImages, listStoredImages } from './store';

export interface UploadsReport {
  stored: number;
  referenced: number;
  /** On disk, referred to by no listing. */
  orphans: string[];
  /** Referred to by a listing, not on disk. */
  missing: string[];
}

export async function checkUploads(opts: { removeOrphans?: boolean } = {}): Promise<UploadsReport> {
  const [stored, referenced] = await Promise.all([listStoredImages(), referencedImages()]);
  const onDisk = new Set(stored);
  const orphans = stored.filter((p) => !referenced.has(p));
  const missing = [...referenced].filter((p) => !onDisk.has(p)).sort();
  if (opts.removeOrphans && orphans.length) await deleteImages(orphans);
  return { stored: stored.length, referenced: referenced.size, orphans, missing };
}
