import { Icon } from '@/components/ui/icon';
import { enquiryMessage } from '@/lib/listings/enquiry';
import type { DetailWords } from '@/lib/i18n/dictionaries/ui-words.en';
import { fill } from '@/lib/i18n/fill';
import { mailHref, site, telHref, whatsappHref } from '@/lib/site-config';

type Enquired = { title: string; location: string; fullPrice: string | null; price: string };

const button = 'flex min-h-12 w-full items-center justify-center gap-2 rounded-lg px-4 font-semibold transition-colors';

/**
 * The 'Interested in this …?' sidebar: call, e-mail and WhatsApp the dealer about this listing.
 * `data-lead` marks the links the page's LeadTracker counts as an enquiry on this listing.
 */
export function EnquiryCard({ listing, heading, url, words, contactHref }: { listing: Enquired; heading: string; url: string; words: Pick<DetailWords, 'detail' | 'card'>; contactHref: string }) {
  const { detail } = words;
  const subject = fill(detail.mailSubject, { title: listing.title });
  // The price as the page shows it ('N/A' in the page's language when there is none).
  const body = fill(detail.mailBody, { title: listing.title, location: listing.location, price: listing.fullPrice ?? listing.price, url });
  return (
    <section aria-labelledby="enquiry-heading" className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
      <h2 id="enquiry-heading" className="text-lg font-bold text-neutral-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{detail.enquiryIntro}</p>
      <div className="mt-4 grid gap-2">
        <a href={telHref(site.phones[0])} data-lead="call" className={`${button} bg-brand text-white hover:bg-brand-dark`}>
          <Icon name="phone" className="size-5" />
          {detail.callNow}
        </a>
        <a href={whatsappHref(enquiryMessage(listing, words.card, url))} data-lead="whatsapp" target="_blank" rel="noopener noreferrer" className={`${button} bg-whatsapp-dark text-white hover:bg-green-900`}>
          <Icon name="message-circle" className="size-5" />
          {detail.whatsappEnquiry}
          <span className="sr-only">{detail.newTab}</span>
        </a>
        <a href={mailHref(subject, body)} data-lead="email" className={`${button} border border-brand text-brand hover:bg-brand-tint`}>
          <Icon name="mail" className="size-5" />
          {detail.sendEnquiry}
        </a>
        <a href={contactHref} className="inline-flex min-h-11 items-center justify-center text-sm font-semibold text-brand underline-offset-4 hover:underline">
          {detail.writeAbout}
        </a>
      </div>
      <div className="mt-5 border-t border-neutral-200 pt-4 text-sm text-neutral-700">
        <p lang="en-IN" className="font-semibold text-neutral-900">
          {site.dealerName}
        </p>
        <ul className="mt-2 space-y-1">
          {site.phones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)} data-lead="call" className="inline-flex min-h-11 items-center gap-2 hover:text-brand">
                <Icon name="phone" className="size-4 text-neutral-500" />
                <span className="tabular">{phone}</span>
              </a>
            </li>
          ))}
          <li>
            <a href={mailHref(subject)} data-lead="email" className="inline-flex min-h-11 items-center gap-2 break-all hover:text-brand">
              <Icon name="mail" className="size-4 shrink-0 text-neutral-500" />
              {site.email}
            </a>
          </li>
          <li lang="en-IN" className="flex min-h-11 items-center gap-2">
            <Icon name="map-pin" className="size-4 text-neutral-500" />
            {site.address.town}, {site.address.region}
          </li>
        </ul>
      </div>
    </section>
  );
}
