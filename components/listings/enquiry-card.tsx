import { Icon } from '@/components/ui/icon';
import { enquiryMessage } from '@/lib/listings/enquiry';
import { NOT_AVAILABLE } from '@/lib/format';
import { mailHref, site, telHref, whatsappHref } from '@/lib/site-config';

type Enquired = { title: string; location: string; fullPrice: string | null };

const button = 'flex min-h-12 w-full items-center justify-center gap-2 rounded-lg px-4 font-semibold transition-colors';

/**
 * The 'Interested in this …?' sidebar: call, e-mail and WhatsApp the dealer about this listing.
 * `data-lead` marks the links the page's LeadTracker counts as an enquiry on this listing.
 */
export function EnquiryCard({ listing, heading, url, contactHref }: { listing: Enquired; heading: string; url: string; contactHref: string }) {
  const subject = `Inquiry about ${listing.title}`;
  const body = `Hello,\n\nI'm interested in "${listing.title}" at ${listing.location} (${listing.fullPrice ?? NOT_AVAILABLE}).\n${url}\n\nPlease contact me with more details.`;
  return (
    <section aria-labelledby="enquiry-heading" className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
      <h2 id="enquiry-heading" className="text-lg font-bold text-neutral-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">Talk to us today for a site visit, documents and the best price.</p>
      <div className="mt-4 grid gap-2">
        <a href={telHref(site.phones[0])} data-lead="call" className={`${button} bg-brand text-white hover:bg-brand-dark`}>
          <Icon name="phone" className="size-5" />
          Call Now
        </a>
        <a href={whatsappHref(enquiryMessage(listing, url))} data-lead="whatsapp" target="_blank" rel="noopener noreferrer" className={`${button} bg-whatsapp-dark text-white hover:bg-green-900`}>
          <Icon name="message-circle" className="size-5" />
          WhatsApp Enquiry
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={mailHref(subject, body)} data-lead="email" className={`${button} border border-brand text-brand hover:bg-brand-tint`}>
          <Icon name="mail" className="size-5" />
          Send Inquiry
        </a>
        <a href={contactHref} className="inline-flex min-h-11 items-center justify-center text-sm font-semibold text-brand underline-offset-4 hover:underline">
          Or write to us about it
        </a>
      </div>
      <div className="mt-5 border-t border-neutral-200 pt-4 text-sm text-neutral-700">
        <p className="font-semibold text-neutral-900">{site.dealerName}</p>
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
          <li className="flex min-h-11 items-center gap-2">
            <Icon name="map-pin" className="size-4 text-neutral-500" />
            {site.address.town}, {site.address.region}
          </li>
        </ul>
      </div>
    </section>
  );
}
