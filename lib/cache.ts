import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
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
 * After a write to one listing: its detail page, its kind's lists (filtered ones included), the
 * home page, the sitemap and the detail pages whose similar block shows it are rendered anew on
 * their next request; other kinds' pages stay cached. `expire: 0` drops the entries at once rather
 * than serving a stale copy first, so the next request after the save's answer shows the change.
 */
export function revalidateListing(kind: KindDef, id: string): void {
  for (const tag of [TAGS.kind(kind), TAGS.listing(id)]) revalidateTag(tag, { expire: 0 });
}
