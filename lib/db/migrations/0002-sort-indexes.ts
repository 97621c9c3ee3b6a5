import { type Kysely, sql } from 'kysely';

// Indexes in the exact order the list sorts use (lib/listings/queries.ts applySort): "(x is null)"
// first puts missing values last on both engines, so a plain (kind, price) index cannot serve
// them and every sorted page sorted all listings of its kind. With these, a sorted page reads only
// its own rows, at any size. Both engines match an indexed expression to the same expression in
// ORDER BY; a descending sort has its own index because the tie-break on id stays ascending.
const indexes: [string, string][] = [
  ['listings_kind_price_asc', 'kind, (price is null), price, id'],
  ['listings_kind_price_desc', 'kind, (price is null), price desc, id'],
  ['listings_kind_area_desc', 'kind, (area_sqft is null), area_sqft desc, id'],
  // Bedrooms with a price band (the villa and home filters) counted from the index alone.
  ['listings_kind_bedrooms_price', 'kind, bedrooms, price'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of indexes) {
    await sql`create index ${sql.id(name)} on listings (${sql.raw(columns)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).execute();
}
