import { listingText } from '@/lib/i18n/listing-text-server';
import type { Metadata } from 'next';
import 'server-only';
import Link from 'next/link';
import { ListingCard } from '@/components/listings/listing-card';
import { PageHeader } from '@/components/site/page-header';
import { pageMetadata } from '@/components/site/page-metadata';
import { RemoveGone, ShortlistLoader, ShortlistSync } from '@/components/shortlist/shortlist-sync';
import { Icon } from '@/components/ui/icon';
import { formatRupeesCompact, PRICE_ON_REQUEST } from '@/lib/format';
import { getListing } from '@/lib/listings';
import { cardView } from '@/lib/listings/card-view';
import { parseItems } from '@/lib/shortlist/items';
import { type Lang, localizePath } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { whatsappHref } from '@/lib/site-config';
import { SOLD } from '@/models/options';
import { SHORTLIST_WORDS } from '@/models/share-words';

export function shortlistMetadata(lang: Lang): Metadata {
  return {
    ...pageMetadata({ title: SHORTLIST_WORDS.heading, description: getDictionary(lang).meta.shortlistDescription, path: '/shortlist', lang }),
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
  const found = await Promise.all(items.map(async (item) => ({ ...item, listing: await getListing(item.kind, item.id) })));
  const present = found.flatMap((f) => (f.listing ? [{ ...f, listing: f.listing }] : []));
  const gone = found.filter((f) => !f.listing).map((f) => f.entry);
  const cards = present.map((f) => ({ card: cardView(f.kind, f.listing, listingText(lang)), sold: f.listing.status === SOLD }));
  const message = SHORTLIST_WORDS.message(
    cards.map(({ card }, n) => SHORTLIST_WORDS.line(n + 1, card.title, formatRupeesCompact(present[n].listing.price, lang) ?? PRICE_ON_REQUEST, card.url)),
  );

  return (
    <>
      <PageHeader title={SHORTLIST_WORDS.heading}>{SHORTLIST_WORDS.intro}</PageHeader>
      <div className="mx-auto max-w-[1200px] px-4 py-8 sm:px-6 sm:py-12">
        {raw === undefined ? (
          <ShortlistLoader />
        ) : (
          <>
            <ShortlistSync />
            {cards.length === 0 && gone.length === 0 ? (
              <div className="rounded-2xl border border-neutral-200 bg-white p-6 text-center">
                <p className="text-neutral-700">{SHORTLIST_WORDS.empty}</p>
                <Link href={localizePath('/villas', lang)} className="share-label mt-4">
                  {SHORTLIST_WORDS.browse}
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
                {SHORTLIST_WORDS.sendWhatsApp}
              </a>
            ) : null}
            {gone.length ? (
              <div className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900" data-testid="shortlist-gone">
                <p>{gone.length === 1 ? SHORTLIST_WORDS.gone : `${SHORTLIST_WORDS.gone} (${gone.length})`}</p>
                <RemoveGone entries={gone} />
              </div>
            ) : null}
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={SHORTLIST_WORDS.heading}>
              {cards.map(({ card, sold }) => (
                <li key={card.href}>
                  <ListingCard card={card} headingLevel="h2" />
                  {sold ? <p className="mt-2 text-sm font-semibold text-neutral-800">{SHORTLIST_WORDS.sold}</p> : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
