import { Icon, type IconName } from '@/components/ui/icon';
import Link from 'next/link';
import { fullAddress, mailHref, site, telHref } from '@/lib/site-config';
import { Logo } from './logo';
import { websiteHref } from './website-href';

const QUICK_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About Us' },
  { href: '/about#services', label: 'Services' },
  { href: '/contact', label: 'Contact' },
  { href: '/contact#careers', label: 'Careers' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/login', label: 'Login' },
];

const PROPERTY_LINKS = [
  { href: '/villas', label: 'Villas' },
  { href: '/plots', label: 'Plots' },
  { href: '/homes', label: 'Houses' },
  { href: '/testimonials', label: 'Client Stories' },
];

const SOCIAL: { href: string; label: string; icon: IconName }[] = [
  { href: site.social.facebook, label: 'Facebook', icon: 'facebook' },
  { href: site.social.instagram, label: 'Instagram', icon: 'instagram' },
  { href: site.social.youtube, label: 'YouTube', icon: 'youtube' },
];

const linkClass = 'inline-flex min-h-11 items-center gap-2 text-neutral-300 hover:text-white hover:underline focus-visible:outline-white';

function LinkList({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-3">
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} className={linkClass}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="bg-neutral-900 text-neutral-300">
      <div className="mx-auto grid max-w-[1200px] grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div className="col-span-2 lg:col-span-1">
          <Link href="/" className="inline-flex min-h-11 items-center gap-2.5 text-white focus-visible:outline-white">
            <Logo />
            <span className="text-lg font-bold">{site.brand}</span>
          </Link>
          <p className="mt-3 max-w-xs text-sm leading-relaxed">
            A Hosur family business helping buyers find villas, plots and houses since {site.since}.
          </p>
          <ul className="mt-4 flex gap-2" aria-label="Social media">
            {SOCIAL.map(({ href, label, icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.brand} on ${label} (opens in a new tab)`}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-neutral-800 text-neutral-200 hover:bg-brand hover:text-white focus-visible:outline-white"
                >
                  <Icon name={icon} className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <LinkList title="Quick Links" links={QUICK_LINKS} />
        <LinkList title="Properties" links={PROPERTY_LINKS} />

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
          <ul className="mt-3 text-sm">
            {site.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className={`${linkClass} tabular`}>
                  <Icon name="phone" className="h-4 w-4 shrink-0 text-orange-400" />
                  {phone}
                </a>
              </li>
            ))}
            <li>
              <a href={mailHref()} className={`${linkClass} break-all`}>
                <Icon name="mail" className="h-4 w-4 shrink-0 text-orange-400" />
                {site.email}
              </a>
            </li>
            <li>
              <a href={websiteHref()} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <Icon name="globe" className="h-4 w-4 shrink-0 text-orange-400" />
                {site.website}
              </a>
            </li>
            <li className="mt-2 flex gap-2 leading-relaxed">
              <Icon name="map-pin" className="mt-1 h-4 w-4 shrink-0 text-orange-400" />
              <address className="not-italic">{fullAddress()}</address>
            </li>
          </ul>
        </div>
      </div>
      {/* Extra bottom padding on phones, and side padding on wider screens, keep the last line clear of the floating buttons. */}
      <div className="border-t border-neutral-800 px-4 pt-6 pb-24 text-center text-sm text-neutral-400 md:px-28 md:pb-6">
        <p className="inline-block">
          © {new Date().getFullYear()} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
