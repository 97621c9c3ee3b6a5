import { ImageOff, MapPin, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { imageAttrs, isStoredImage, photoAlt, SIZES } from '@/lib/images';
import { cardFacts, cardFeatures, cardPrice, chips, detailHref, enquiryText, excerpt } from '@/lib/listings/view';
import { whatsappHref } from '@/lib/site-config';
import type { KindDef } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { FactIconSvg } from './fact-icon';
import { ListingImage } from './listing-image';

export interface ListingCardProps {
  listing: Listing;
  kind: KindDef;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  /** 'admin': no View/Contact buttons, no link to the detail page, `actions` shown on hover/focus. */
  mode?: 'public' | 'admin';
  actions?: ReactNode;
  /** Heading element for the title, to fit the page outline (h2 on list pages, h3 under a section). */
  headingLevel?: 'h2' | 'h3';
}

/** One listing as a card. No hooks and no server imports: usable from server and client components. */
export function ListingCard({ listing, kind, priority = false, mode = 'public', actions, headingLevel = 'h3' }: ListingCardProps) {
  const Heading = headingLevel;
  const isPublic = mode === 'public';
  const href = detailHref(kind, listing);
  const img = imageAttrs(listing.mainImage, 800);
  const { shown, more } = cardFeatures(listing);
  const price = cardPrice(listing);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-neutral-100">
        {isStoredImage(listing.mainImage) ? (
          <ListingImage
            src={img.src}
            srcSet={img.srcSet}
            sizes={SIZES.card}
            width={800}
            height={600}
            alt={photoAlt(listing.title, listing.location)}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transform-none"
          />
        ) : (
          <div className="flex h-full w-full flex-col items-center justify-center gap-2 text-neutral-600">
            <ImageOff aria-hidden="true" className="size-10" />
            <span className="text-sm">No photo yet</span>
          </div>
        )}
        <ul className="absolute top-3 left-3 flex max-w-[calc(100%-1.5rem)] flex-wrap gap-1.5" aria-label="Status">
          {chips(kind, listing).map((chip) => (
            <li key={chip.text} className={`rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ring-1 ring-inset ${chip.tone}`}>
              {chip.text}
            </li>
          ))}
        </ul>
        {actions && !isPublic ? (
          <div className="absolute top-3 right-3 z-20 flex gap-2 opacity-100 transition-opacity sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100 pointer-coarse:opacity-100">
            {actions}
          </div>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <p className="tabular text-2xl font-bold tracking-tight text-brand">
          <span className="sr-only">Price: </span>
          {price}
        </p>
        <Heading className="text-lg leading-snug font-semibold text-neutral-900">
          {listing.title}
        </Heading>
        <p className="-mt-1 flex items-start gap-1.5 text-sm text-neutral-600">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>{listing.location}</span>
        </p>

        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-neutral-700" aria-label="Key facts">
          {cardFacts(kind, listing).map((fact) => (
            <li key={fact.icon} className="flex items-center gap-1.5">
              <FactIconSvg icon={fact.icon} className="size-4 text-neutral-500" />
              <span aria-hidden="true" className="tabular">
                {fact.value}
              </span>
              <span className="sr-only">{fact.label}</span>
            </li>
          ))}
        </ul>

        {shown.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Features">
            {shown.map((feature) => (
              <li key={feature} className="rounded-md bg-brand-tint px-2 py-1 text-xs text-orange-900">
                {feature}
              </li>
            ))}
            {more > 0 ? <li className="rounded-md bg-neutral-100 px-2 py-1 text-xs text-neutral-700">+{more} more</li> : null}
          </ul>
        ) : null}

        <p className="line-clamp-2 text-sm text-neutral-600">{excerpt(listing.description)}</p>

        {isPublic ? (
          <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
            {/* The stretched link: its ::after covers the whole card, so a click anywhere opens the
                listing; Contact sits above it (z-10). One link, one name, one tab stop per target. */}
            <a
              href={href}
              className="inline-flex after:absolute after:inset-0 after:z-0 after:content-[''] min-h-11 items-center justify-center gap-1.5 rounded-lg bg-brand px-3 text-sm font-semibold text-white transition-colors hover:bg-brand-dark"
            >
              View Details
              <span className="sr-only">: {listing.title}</span>
            </a>
            <a
              href={whatsappHref(enquiryText(listing))}
              target="_blank"
              rel="noopener noreferrer"
              className="relative z-10 inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg bg-whatsapp-dark px-3 text-sm font-semibold text-white transition-colors hover:bg-green-900"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              Contact
              <span className="sr-only"> about {listing.title} on WhatsApp (opens in a new tab)</span>
            </a>
          </div>
        ) : null}
      </div>
    </article>
  );
}
