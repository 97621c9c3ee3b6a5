import { listingText } from '@/lib/i18n/listing-text-server';
import type { Metadata } from 'next';
import 'server-only';
import { PageLink as Link } from '@/components/ui/page-link';
import { ListingCard } from '@/components/listings/listing-card';
import { PageHeader } from '@/components/site/page-header';
import { pageMetadata } from '@/components/site/page-metadata';
import { RemoveGone, ShortlistLoader, ShortlistSync } from '@/components/shortlist/shortlist-sync';
import { Icon } from '@/components/ui/icon';
import { formatRupeesCompact } from '@/lib/format';
import { getListing } from '@/lib/listings';
import { cardView } from '@/lib/listings/card-view';
import { absoluteUrl } from '@/lib/public-url';
import { parseItems } from '@/lib/shortlist/items';
import { type Lang, localizePath } from '@/lib/i18n/config';
import { cardWordsOf, getDictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';
import { whatsappHref } from '@/lib/site-config';
import { SOLD } from '@/models/options';

export function shortlistMetadata(lang: Lang): Metadata {
  return {
    ...pageMetadata({ title: getDictionary(lang).shortlist.heading, description: getDictionary(lang).meta.shortlistDescription, path: '/shortlist', lang }),
    // A visitor's own list: nothing for a search engine.
    robots: { index: false, follow: true },
  };
}

export type ShortlistProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The visitor's shortlist, rendered on the server from the ids in the address (the list itself
 * lives in the browser: ShortlistLoader puts it there). Sold listings say so; removed ones too.
 */
export async function ShortlistRoute({ props, lang }: { props: ShortlistProps; lang: Lang }) {
  const { searchParams } = props;
  const { items: raw } = await searchParams;
  const items = parseItems(raw);
  const { shortlist: w, money } = getDictionary(lang);
  const found = await Promise.all(items.map(async (item) => ({ ...item, listing: await getListing(item.kind, item.id) })));
  const present = found.flatMap((f) => (f.listing ? [{ ...f, listing: f.listing }] : []));
  const gone = found.filter((f) => !f.listing).map((f) => f.entry);
  const cards = present.map((f) => ({ card: cardView(f.kind, f.listing, listingText(lang)), sold: f.listing.status === SOLD }));
  const lines = cards.map(({ card }, n) => `${n + 1}. ${card.title}\n${formatRupeesCompact(present[n].listing.price, lang) ?? money.priceOnRequest}\n${absoluteUrl(card.href)}`);
  const message = fill(w.message, { lines: lines.join('\n\n') });

  return (
    <>
      <PageHeader title={w.heading}>{w.intro}</PageHeader>
      <div className="mx-auto max-w-[1200px] px-4 py-8 sm:px-6 sm:py-12">
        {raw === undefined ? (
          <ShortlistLoader loading={w.loading} noScript={w.noScript} />
        ) : (
          <>
            <ShortlistSync />
            {cards.length === 0 && gone.length === 0 ? (
              <div className="rounded-2xl border border-neutral-200 bg-white p-6 text-center">
                <p className="text-neutral-700">{w.empty}</p>
                <Link href={localizePath('/villas', lang)} className="share-label mt-4">
                  {w.browse}
                </Link>
              </div>
            ) : null}
            {cards.length ? (
              <a
                href={whatsappHref(message)}
                target="_blank"
                rel="noopener noreferrer"
                className="mb-6 inline-flex min-h-12 items-center gap-2 rounded-xl bg-green-700 px-5 font-semibold text-white hover:bg-green-800"
                data-testid="shortlist-whatsapp"
              >
                <Icon name="message-circle" className="size-5" />
                {w.sendWhatsApp}
              </a>
            ) : null}
            {gone.length ? (
              <div className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900" data-testid="shortlist-gone">
                <p>{gone.length === 1 ? w.gone : fill(w.goneMany, { n: gone.length })}</p>
                <RemoveGone entries={gone} label={w.remove} />
              </div>
            ) : null}
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={w.heading}>
              {cards.map(({ card, sold }) => (
                <li key={card.href}>
                  <ListingCard card={card} words={cardWordsOf(lang)} headingLevel="h2" />
                  {sold ? <p className="mt-2 text-sm font-semibold text-neutral-800">{w.sold}</p> : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
