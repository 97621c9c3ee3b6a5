import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { forgetPages } from '@/lib/http/page-cache';
import { decodeFilter, FILTER_SEGMENT } from '@/lib/listings/filter-segment';
import { mayList } from '@/lib/listings/query-match';
import type { KindDef } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { canonicalParams, toListQuery } from '@/models/list-url';
import { type ListQuery, parseListQuery } from '@/models/query';

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

// The list query of each kept list address, read once: a write checks every kept list, and reading
// its address again each time cost about 7 ms per write with 1,500 pages kept (the match itself
// 0.2 ms). An address always means the same query; the memo is cleared when it grows large.
const queries = new Map<string, ListQuery | null>();
const MAX_QUERIES = 20_000;

/**
 * The list query of a kind's list page or API list read kept at `url` (a list with filters is kept
 * under its canonical page's path, '/villas/f/<segment>': lib/http/page-cache.ts); null for other
 * addresses and unreadable queries.
 */
function listQueryOf(kind: KindDef, url: string): ListQuery | null {
  const key = `${kind.id} ${url}`;
  const known = queries.get(key);
  if (known !== undefined) return known;
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  let query: ListQuery | null = null;
  const segment = new RegExp(`^(?:/ta)?/${kind.slug}/${FILTER_SEGMENT}/([^/]+)$`).exec(pathname);
  if (pathname === `/${kind.slug}` || pathname === `/ta/${kind.slug}`) query = toListQuery(canonicalParams(kind, searchParams));
  else if (segment) {
    const params = decodeFilter(kind, segment[1]);
    if (params) query = toListQuery(params);
  } else if (pathname === `/api/${kind.slug}`) {
    const parsed = parseListQuery(searchParams);
    if (parsed.ok) query = parsed.query;
  }
  if (queries.size >= MAX_QUERIES) queries.clear();
  queries.set(key, query);
  return query;
}

/**
 * Whether the kept list page (or API list read) at `url` can show one of these versions of a
 * listing (before and after the write). Other addresses, and a query that cannot be read, can.
 */
function listMayShow(kind: KindDef, versions: readonly Listing[]): (url: string) => boolean {
  return (url) => {
    const query = listQueryOf(kind, url);
    return !query || versions.some((listing) => mayList(query, listing));
  };
}

/**
 * After a write to one listing: its detail page, its kind's lists, the home page and the detail
 * pages whose similar block shows it are re-rendered on their next request; other kinds' pages
 * stay cached. `expire: 0` drops Next's entries at once (no stale copy served first), so the
 * next request renders the page anew; the page cache before Next's router keeps a stale copy only
 * for the visitors who come while that render runs, never for a signed-in administrator. `versions` are the listing as it was and
 * as it is (one of them for a create or a delete): the pages kept before Next's router keep the
 * lists whose filters let neither through ('/villas?bedrooms=4' after a change to a 2-bedroom
 * villa), which no write of this listing can change.
 */
export function revalidateListing(kind: KindDef, id: string, versions: readonly Listing[] = []): void {
  for (const tag of [TAGS.kind(kind), TAGS.listing(id)]) revalidateTag(tag, { expire: 0 });
  // The pages' bytes kept before Next's router (lib/http/page-cache.ts).
  forgetPages(kind.slug, id, versions.length ? listMayShow(kind, versions) : undefined);
}
