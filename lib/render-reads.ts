/*
 * Page renders that have read listing data and whose page may not be stored yet.
 *
 * A render that read the data before a write, and whose page is stored after the write's
 * revalidation, would be kept as fresh: the single server's page cache (Next's own, in the
 * process) compares a page's tags with when it was stored, not with when its data was read. The
 * shared Redis cache of several instances treats a page stored soon after a revalidation as stale
 * instead (lib/cache-handler/redis.mjs). So each read a page makes is open here from just before it
 * reads until the page's response has been sent, and a write revalidates its tags once more when
 * the reads that were open at its revalidation have closed (lib/cache.ts).
 *
 * On globalThis: Next bundles each route with its own copy of this module, and the write's route
 * must see the reads of the pages'.
 */

type Read = { tags: readonly string[]; opened: number; closed: Promise<void>; close: () => void };

/** Longer than any render; a read still open after this is given up on (its page failed or was never stored). */
export const LONGEST_READ_MS = 30_000;

const shared = globalThis as typeof globalThis & { __renderReads?: Set<Read> };
const open = (shared.__renderReads ??= new Set());

/** Opens a read of data with these tags; the function returned closes it. */
export function openRead(tags: readonly string[]): () => void {
  const now = Date.now();
  for (const read of open) if (now - read.opened > LONGEST_READ_MS) read.close();
  let resolve!: () => void;
  const closed = new Promise<void>((r) => (resolve = r));
  const read: Read = {
    tags: [...tags],
    opened: now,
    closed,
    close: () => {
      open.delete(read);
      resolve();
    },
  };
  open.add(read);
  return read.close;
}

/**
 * Settles when every read open now that may show one of these tags has closed (or after
 * LONGEST_READ_MS); null when there is none, the usual case.
 */
export function openReadsClosed(tags: readonly string[]): Promise<void> | null {
  const waiting = [...open].filter((read) => read.tags.some((t) => tags.includes(t))).map((read) => read.closed);
  if (waiting.length === 0) return null;
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, LONGEST_READ_MS)));
  return Promise.race([Promise.all(waiting).then(() => undefined), limit]).finally(() => clearTimeout(timer));
}
