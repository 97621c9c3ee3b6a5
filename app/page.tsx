import Link from 'next/link';
import { listListings } from '@/lib/listings';
import { formatRupeesCompact, priceLabel } from '@/lib/format';
import { KIND_IDS, KINDS } from '@/models/kinds';
import { listQuerySchema } from '@/models/query';

export const revalidate = 300;

export default async function Home() {
  const query = listQuerySchema.parse({ limit: '3' });
  const sections = await Promise.all(KIND_IDS.map(async (id) => ({ kind: KINDS[id], page: await listListings(KINDS[id], query) })));
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-3xl font-semibold">Hosur Properties</h1>
      {sections.map(({ kind, page }) => (
        <section key={kind.id} className="mt-8">
          <h2 className="text-xl font-semibold">
            {kind.plural} ({page.total})
          </h2>
          <ul className="mt-2 space-y-1">
            {page.items.map((l) => (
              <li key={l._id}>
                <Link href={`/${kind.slug}/${l._id}`}>{l.title}</Link> · {l.location} ·{' '}
                {formatRupeesCompact(l.price) ?? priceLabel(l.price, 'Price on request')}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
