import { Phone } from 'lucide-react';
import { site, telHref, whatsappHref } from '@/lib/site-config';
import { ScrollTopButton } from './scroll-top-button';
import { WhatsappIcon } from './social-icons';

// Phones: a bottom bar with labelled buttons (the footer leaves room for it, so it never hides the
// page's end). From md up: round buttons in the bottom-right corner.
const button =
  'inline-flex h-12 flex-1 items-center justify-center gap-2 rounded-xl font-semibold text-white shadow-md transition-colors md:w-12 md:flex-none md:rounded-full md:shadow-lg';
const label = 'md:sr-only';

export function FloatingButtons() {
  return (
    <div
      data-testid="floating-buttons"
      className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-neutral-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur-sm md:inset-x-auto md:right-5 md:bottom-5 md:flex-col md:items-center md:gap-3 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
    >
      <a
        href={whatsappHref(`Hello ${site.brand}, I would like to know more about your properties.`)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat on WhatsApp (opens in a new tab)"
        className={`${button} bg-whatsapp hover:bg-whatsapp-dark`}
      >
        <WhatsappIcon className="h-5 w-5 md:h-6 md:w-6" />
        <span aria-hidden="true" className={label}>
          WhatsApp
        </span>
      </a>
      <a href={telHref(site.phones[0])} aria-label={`Call ${site.phones[0]}`} className={`${button} bg-brand hover:bg-brand-dark`}>
        <Phone aria-hidden="true" className="h-5 w-5" />
        <span aria-hidden="true" className={label}>
          Call
        </span>
      </a>
      <ScrollTopButton />
    </div>
  );
}
