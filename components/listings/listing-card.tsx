import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { imageAttrs, isStoredImage, photoAlt, SIZES } from '@/lib/images';
import { cardExcerpt, cardFacts, cardFeatures, cardPrice, chips, detailHref, enquiryText } from '@/lib/listings/view';
import { whatsappHref } from '@/lib/site-config';
import { Icon } from '@/components/ui/icon';
import type { KindDef } from '@/models/kinds';
import type { Listing, ListingSummary } from '@/models/listing';
import { FactIconSvg } from './fact-icon';
import { ListingImage } from './listing-image';

export interface ListingCardProps {
  listing: Listing | ListingSummary;
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
    <article className="card group">
      <div className="card-media">
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
            className="card-photo"
          />
        ) : (
          <div className="flex h-full w-full flex-col items-center justify-center gap-2 text-neutral-600">
            <ImageOff aria-hidden="true" className="size-10" />
            <span className="text-sm">No photo yet</span>
          </div>
        )}
        <ul className="card-chips" aria-label="Status">
          {chips(kind, listing).map((chip) => (
            <li key={chip.text} className={`chip ${chip.tone}`}>
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

      <div className="card-body">
        <p className="card-price tabular">
          <span className="sr-only">Price: </span>
          {price}
        </p>
        <Heading className="card-title">
          {listing.title}
        </Heading>
        <p className="card-place">
          <Icon name="map-pin" />
          <span>{listing.location}</span>
        </p>

        <ul className="card-facts" aria-label="Key facts">
          {cardFacts(kind, listing).map((fact) => (
            <li key={fact.icon} className="card-fact">
              <FactIconSvg icon={fact.icon} />
              <span aria-hidden="true" className="tabular">
                {fact.value}
              </span>
              <span className="sr-only">{fact.label}</span>
            </li>
          ))}
        </ul>

        {shown.length > 0 ? (
          <ul className="card-features" aria-label="Features">
            {shown.map((feature) => (
              <li key={feature} className="card-feature">
                {feature}
              </li>
            ))}
            {more > 0 ? <li className="card-feature card-more">+{more} more</li> : null}
          </ul>
        ) : null}

        <p className="card-excerpt">{cardExcerpt(listing)}</p>

        {isPublic ? (
          <div className="card-actions">
            {/* The stretched link: its ::after covers the whole card, so a click anywhere opens the
                listing; Contact sits above it (z-10). One link, one name, one tab stop per target. */}
            <a
              href={href}
              className="card-button card-view"
            >
              View Details
              <span className="sr-only">: {listing.title}</span>
            </a>
            <a
              href={whatsappHref(enquiryText(listing))}
              target="_blank"
              rel="noopener noreferrer"
              className="card-button card-contact"
            >
              <Icon name="message-circle" />
              Contact
              <span className="sr-only"> about {listing.title} on WhatsApp (opens in a new tab)</span>
            </a>
          </div>
        ) : null}
      </div>
    </article>
  );
}
