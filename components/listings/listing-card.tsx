'use client';

import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { imageAttrs, photoAlt, SIZES } from '@/lib/images';
import type { CardView } from '@/lib/listings/card-view';
import { enquiryMessage } from '@/lib/listings/enquiry';
import { whatsappHref } from '@/lib/site-config';
import type { CardWords } from '@/lib/i18n/dictionaries/ui-words.en';
import { fill } from '@/lib/i18n/fill';
import { CHIP_CLASSES } from '@/models/chip-tones';
import type { Slug } from '@/models/kind-names';
import { shareText } from '@/models/share-words';
import { FactIconSvg } from './fact-icon';
import { ShareMenu } from './share-menu';
import { ShortlistButton } from './shortlist-button';
import { ListingImage } from './listing-image';

export interface ListingCardProps {
  card: CardView;
  /** The card's words in the page's language (one object for every card of a page). */
  words: CardWords;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  /** 'admin': no View/Contact buttons, no link to the detail page, `actions` shown on hover/focus. */
  mode?: 'public' | 'admin';
  actions?: ReactNode;
  /** Heading element for the title, to fit the page outline (h2 on list pages, h3 under a section). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One listing as a card, laid out from its CardView. A client component so that a page's payload
 * holds the card's data, not its markup a second time.
 */
export function ListingCard({ card, words, priority = false, mode = 'public', actions, headingLevel = 'h3' }: ListingCardProps) {
  const Heading = headingLevel;
  const isPublic = mode === 'public';
  const img = card.photo ? imageAttrs(card.photo, 800) : null;

  return (
    <article className="card group">
      <div className="card-media">
        {img ? (
          <ListingImage
            src={img.src}
            srcSet={img.srcSet}
            sizes={SIZES.card}
            width={800}
            height={600}
            alt={photoAlt(words.photo, card.title, card.location)}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="card-photo"
          />
        ) : (
          <div className="flex h-full w-full flex-col items-center justify-center gap-2 text-neutral-600">
            <Icon name="image-off" className="size-10" />
            <span className="text-sm">{words.card.noPhoto}</span>
          </div>
        )}
        <ul className="card-chips" aria-label={words.card.status}>
          {card.chips.map((chip) => (
            <li key={chip.text} className={`chip ${CHIP_CLASSES[chip.tone]}`}>
              {chip.text}
            </li>
          ))}
        </ul>
        {isPublic ? <CardTools card={card} words={words} /> : null}
        {actions && !isPublic ? (
          <div className="absolute top-3 right-3 z-20 flex gap-2 opacity-100 transition-opacity sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100 pointer-coarse:opacity-100">
            {actions}
          </div>
        ) : null}
      </div>

      <div className="card-body">
        <p className="card-price tabular">
          <span className="sr-only">{words.card.price}</span>
          {card.price}
          {card.was ? (
            <s className="card-was">
              <span className="sr-only">{words.sale.was} </span>
              {card.was}
            </s>
          ) : null}
          {card.rates ? (
            <span className="card-rate">
              <span aria-hidden="true">{card.rates.text}</span>
              <span className="sr-only">, {card.rates.spoken}</span>
            </span>
          ) : null}
        </p>
        <Heading className="card-title" lang={card.titleLang}>
          {card.title}
        </Heading>
        <p className="card-place">
          <Icon name="map-pin" />
          <span lang={card.englishLang}>{card.location}</span>
        </p>

        <ul className="card-facts" aria-label={words.card.keyFacts}>
          {card.facts.map((fact) => (
            <li key={fact.icon} className="card-fact">
              <FactIconSvg icon={fact.icon} />
              <span aria-hidden="true" className="tabular">
                {fact.value}
              </span>
              <span className="sr-only">{fact.label}</span>
            </li>
          ))}
        </ul>

        {card.features.length > 0 ? (
          <ul className="card-features" aria-label={words.card.features} lang={card.englishLang}>
            {card.features.map((feature) => (
              <li key={feature} className="card-feature">
                {feature}
              </li>
            ))}
            {card.more > 0 ? <li className="card-feature card-more">{fill(words.card.more, { n: card.more })}</li> : null}
          </ul>
        ) : null}

        <p className="card-excerpt" lang={card.excerptLang}>
          {card.excerpt}
        </p>

        {isPublic ? (
          <div className="card-actions">
            {/* The stretched link: its ::after covers the whole card, so a click anywhere opens the
                listing; Contact sits above it (z-10). One link, one name, one tab stop per target. */}
            <a href={card.href} className="card-button card-view">
              {words.card.viewDetails}
              <span className="sr-only">: {card.title}</span>
            </a>
            <a
              href={whatsappHref(enquiryMessage(card, words.card))}
              target="_blank"
              rel="noopener noreferrer"
              className="card-button card-contact"
            >
              <Icon name="message-circle" />
              {words.card.contact}
              <span className="sr-only">{fill(words.card.contactAbout, { title: card.title })}</span>
            </a>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** The heart and Share over a public card's photo, above the card's stretched link. */
function CardTools({ card, words }: { card: CardView; words: CardWords }) {
  // '/villas/<id>' or '/ta/villas/<id>': the last two segments.
  const [slug, id] = card.href.split('/').slice(-2) as [Slug, string];
  const area = card.facts.find((f) => f.icon === 'area')?.value ?? '';
  return (
    <div className="absolute top-3 right-3 z-20 flex gap-2">
      <ShortlistButton slug={slug} id={id} title={card.title} words={words.shortlist} />
      <ShareMenu slug={slug} id={id} title={card.title} url={card.href} words={words.share} text={shareText({ title: card.title, price: card.price, area, location: card.location })} />
    </div>
  );
}
