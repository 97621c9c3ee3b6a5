import 'server-only';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { db, engine } from '@/lib/db';
import { containsText } from '@/lib/db/dialect';
import { matchesSearch } from '@/lib/db/search';
import type { Database } from '@/lib/db/schema';
import { isId } from '@/lib/ids';
import type { KindDef } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { APPROVED_BY } from '@/models/documents';
import { SOLD } from '@/models/options';
import { SQFT_PER_UNIT } from '@/models/parse/area';
import type { ListQuery } from '@/models/query';
import { soldCutoff } from '@/models/sale';
import { toListing } from './rows';

type ListingSelect<O> = SelectQueryBuilder<Database, 'listings', O>;

export interface ListingPage {
  items: Listing[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export function applyFilters<O>(query: ListingSelect<O>, kind: KindDef, f: ListQuery): ListingSelect<O> {
  let q = query.where('kind', '=', kind.id);
  if (f.q) q = q.where(matchesSearch(engine(), f.q));
  if (f.minPrice !== undefined) q = q.where('price', '>=', f.minPrice);
  if (f.maxPrice !== undefined) q = q.where('price', '<=', f.maxPrice);
  // Bedrooms 5 is the '5+ BHK' option.
  if (f.bedrooms !== undefined) q = q.where('bedrooms', f.bedrooms >= 5 ? '>=' : '=', f.bedrooms);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.status) q = q.where('status', '=', f.status);
  // Sold listings stay listed for 30 days after the sale (then only a 'Sold' filter shows them).
  else if (!f.allSold) q = q.where((eb) => eb.or([eb('status', '!=', SOLD), eb('statusChangedAt', '>=', soldCutoff())]));
  if (f.facing) q = q.where('facing', '=', f.facing);
  // Stored sq.ft are rounded to 0.01: a bound in another unit is widened by that much.
  const perUnit = SQFT_PER_UNIT[f.areaUnit ?? 'sq.ft'];
  if (f.minArea !== undefined) q = q.where('areaSqft', '>=', f.minArea * perUnit - 0.01);
  if (f.maxArea !== undefined) q = q.where('areaSqft', '<=', f.maxArea * perUnit + 0.01);
  if (f.approved) q = q.where('approvalAuthority', 'in', [...APPROVED_BY]);
  if (f.rera) q = q.where('reraNumber', 'is not', null);
  if (f.featured) q = q.where('featured', '=', 1);
  return q;
}

export function applySort<O>(q: ListingSelect<O>, sort: ListQuery['sort']): ListingSelect<O> {
  // "(x is null)" puts missing values last on both engines, whose NULL ordering differs.
  switch (sort) {
    case 'price-asc':
      return q.orderBy((eb) => eb('price', 'is', null)).orderBy('price', 'asc').orderBy('id');
    case 'price-desc':
      return q.orderBy((eb) => eb('price', 'is', null)).orderBy('price', 'desc').orderBy('id');
    case 'area-desc':
      return q.orderBy((eb) => eb('areaSqft', 'is', null)).orderBy('areaSqft', 'desc').orderBy('id');
    default:
      // Featured listings first (issue 13), each group newest first.
      return q.orderBy('featured', 'desc').orderBy('createdAt', 'desc').orderBy('id', 'desc');
  }
}

export async function listListings(kind: KindDef, filters: ListQuery): Promise<ListingPage> {
  const handle = await db();
  const base = applyFilters(handle.selectFrom('listings'), kind, filters);
  const offset = (filters.page - 1) * filters.limit;
  const [rows, count] = await Promise.all([
    applySort(base.selectAll(), filters.sort).limit(filters.limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    items: rows.map((r) => toListing(kind, r)),
    total,
    page: filters.page,
    limit: filters.limit,
    totalPages: Math.max(1, Math.ceil(total / filters.limit)),
  };
}

export async function getListing(kind: KindDef, id: string): Promise<Listing | null> {
  if (!isId(id)) return null;
  const row = await (await db())
    .selectFrom('listings')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind.id)
    .executeTakeFirst();
  return row ? toListing(kind, row) : null;
}

/** SPEC §7 'Related-item selection', as one indexed query instead of filtering every row. */
async function relatedQuery(kind: KindDef, current: Listing) {
  const place = current.location.split(',')[0]?.trim() ?? '';
  return (await db())
    .selectFrom('listings')
    .where('kind', '=', kind.id)
    .where('id', '!=', current._id)
    // Alternatives a buyer can still have: a sold listing's page shows these too.
    .where('status', '!=', SOLD)
    .where((eb: ExpressionBuilder<Database, 'listings'>) => {
      const any = [];
      for (const match of kind.related.match) {
        if (match === 'location') {
          if (place) any.push(containsText(eb.ref('location'), place));
        } else if (current[match] !== null && current[match] !== undefined) {
          any.push(eb(match, '=', current[match]));
        }
      }
      return any.length ? eb.or(any) : sql<boolean>`1 = 0`;
    })
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(kind.related.limit);
}

export async function relatedListings(kind: KindDef, current: Listing): Promise<Listing[]> {
  const rows = await (await relatedQuery(kind, current)).selectAll().execute();
  return rows.map((r) => toListing(kind, r));
}

export async function countListings(kind: KindDef): Promise<number> {
  const row = await (await db())
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('kind', '=', kind.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recentEvents(limit = 10) {
  return (await db()).selectFrom('listingEvents').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export interface ListingStamp {
  _id: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Every listing of a kind as id and dates, newest first (the list order), for the sitemap. Read a
 * page at a time after the last row read (keyset on the kind/created index), never by OFFSET and
 * count, so reading them all is one walk of the index however many there are.
 */
export async function listingStamps(kind: KindDef, pageSize = 1000): Promise<ListingStamp[]> {
  const handle = await db();
  const stamps: ListingStamp[] = [];
  for (let after: { createdAt: string; id: string } | undefined; ; ) {
    let q = handle.selectFrom('listings').select(['id', 'createdAt', 'updatedAt']).where('kind', '=', kind.id);
    if (after) {
      const { createdAt, id } = after;
      q = q.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(createdAt, id)));
    }
    const rows = await q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(pageSize).execute();
    for (const row of rows) stamps.push({ _id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt });
    if (rows.length < pageSize) return stamps;
    after = rows[rows.length - 1];
  }
}

/** Every image and share card path the listings refer to, read in pages so memory stays flat. */
export async function referencedImages(): Promise<Set<string>> {
  const handle = await db();
  const paths = new Set<string>();
  const pageSize = 1000;
  for (let after = ''; ; ) {
    const rows = await handle
      .selectFrom('listings')
      .select(['id', 'mainImage', 'additionalImages', 'shareCard'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const row of rows) {
      paths.add(row.mainImage);
      if (row.shareCard) paths.add(row.shareCard);
      for (const p of JSON.parse(row.additionalImages) as string[]) paths.add(p);
    }
    if (rows.length < pageSize) return paths;
    after = rows[rows.length - 1].id;
  }
}
