import { Icon } from '@/components/ui/icon';
import { fill } from '@/lib/i18n/fill';
import { site, telHref, whatsappHref } from '@/lib/site-config';
import { useShell } from './shell-context';
import { ScrollTopButton } from './scroll-top-button';

// Phones: a bottom bar with labelled buttons (the footer leaves room for it, so it never hides the
// page's end). From lg up: round buttons in the bottom-right corner.
const button =
  'inline-flex h-12 flex-1 items-center justify-center gap-2 rounded-xl font-semibold text-white shadow-md transition-colors lg:w-12 lg:flex-none lg:rounded-full lg:shadow-lg';
const label = 'lg:sr-only';

export function FloatingButtons() {
  const { shell } = useShell().words;
  return (
    <div
      data-testid="floating-buttons"
      className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-neutral-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur-sm lg:inset-x-auto lg:right-5 lg:bottom-5 lg:flex-col lg:items-center lg:gap-3 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none"
    >
      <a
        href={whatsappHref(fill(shell.whatsappHello, { brand: site.brand }))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={shell.whatsappChat}
        className={`${button} bg-whatsapp hover:bg-whatsapp-dark`}
      >
        <Icon name="whatsapp" className="h-5 w-5 lg:h-6 lg:w-6" />
        <span aria-hidden="true" className={label}>
          {shell.whatsapp}
        </span>
      </a>
      <a href={telHref(site.phones[0])} aria-label={fill(shell.callNumber, { phone: site.phones[0] })} className={`${button} bg-brand hover:bg-brand-dark`}>
        <Icon name="phone" className="h-5 w-5" />
        <span aria-hidden="true" className={label}>
          {shell.call}
        </span>
      </a>
      <ScrollTopButton />
    </div>
  );
}
