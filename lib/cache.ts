import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { after } from 'next/server';
import { openRead, openReadsClosed } from '@/lib/render-reads';
import type { KindDef } from '@/models/kinds';

/**
 * Cache tags. Public pages are cached whole (ISR) and carry the tags of what they show
 * (lib/listings/cached.ts): a kind's lists, the home page and the sitemap carry `kind:<id>`; a
 * detail page carries `listing:<id>` of its own listing and of each similar listing it shows.
 */
export const TAGS = {
  kind: (kind: Pick<KindDef, 'id'>) => `kind:${kind.id}`,
  listing: (id: string) => `listing:${id}`,
};

const tagged = () => Promise.resolve(true);

/**
 * Gives the page being rendered these tags. The page is what is cached; its data is read straight
 * from the database while it renders (rarely), so nothing is cached twice. Next takes a page's tags
 * from the cached functions it calls, so this calls one that stores nothing but `true`.
 */
export async function tagPage(...tags: string[]): Promise<void> {
  if (tags.length) await unstable_cache(tagged, ['tags', ...tags], { tags })();
}

/**
 * A page's read of data shown under these tags: open (lib/render-reads.ts) from before it reads
 * until the page's response has been sent, and the page tagged.
 */
export async function pageRead<T>(tags: string[], read: () => Promise<T>): Promise<T> {
  after(openRead(tags));
  const [value] = await Promise.all([read(), tagPage(...tags)]);
  return value;
}

/** How long a write's answer waits for pages whose data was read before it to be stored. */
const READS_WAIT_MS = 2_000;

/**
 * Called after a write has committed. `expire: 0` drops the entries at once rather than serving a
 * stale copy first, so the next request after the write's answer shows the change.
 *
 * On the single server, a page whose data was read before the write and that is stored after the
 * revalidation would be kept as fresh (lib/render-reads.ts). So the revalidation waits for the
 * reads open now to close, for at most READS_WAIT_MS; one still open then is waited for after the
 * answer, and the tags revalidated again. The shared Redis cache needs neither: it treats a page
 * stored soon after a revalidation as stale itself.
 */
export async function revalidate(tags: string[]): Promise<void> {
  const closed = process.env.REDIS_URL ? null : openReadsClosed(tags);
  if (closed) {
    let timer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([closed.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(resolve, READS_WAIT_MS, false)))]);
    clearTimeout(timer);
    if (!inTime) after(async () => (await closed, expire(tags)));
  }
  expire(tags);
}

const expire = (tags: string[]) => {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
};

/**
 * After a write to one listing: its detail page, its kind's lists (filtered ones included), the
 * home page, the sitemap and the detail pages whose similar block shows it are rendered anew on
 * their next request; other kinds' pages stay cached.
 */
export function revalidateListing(kind: KindDef, id: string): Promise<void> {
  return revalidate([TAGS.kind(kind), TAGS.listing(id)]);
}
