import { Icon, type IconName } from '@/components/ui/icon';
import { PageLink as Link } from '@/components/ui/page-link';
import { fill } from '@/lib/i18n/fill';
import { type Lang, localizePath } from '@/lib/i18n/config';
import { fullAddress, mailHref, site, telHref } from '@/lib/site-config';
import { LanguageSwitch } from './language-switch';
import { useShell } from './shell-context';
import type { ShellWords } from './shell-words';
import { Logo } from './logo';
import { websiteHref } from './website-href';

const quickLinks = ({ nav, footer }: ShellWords, lang: Lang) => [
  { href: localizePath('/', lang), label: nav.home },
  { href: localizePath('/about', lang), label: nav.about },
  { href: localizePath('/about#services', lang), label: footer.services },
  { href: localizePath('/contact', lang), label: nav.contact },
  { href: localizePath('/contact#careers', lang), label: footer.careers },
  { href: localizePath('/privacy-policy', lang), label: footer.privacy },
  // The admin area is English only.
  { href: '/login', label: footer.login },
];

const propertyLinks = ({ nav, footer }: ShellWords, lang: Lang) => [
  { href: localizePath('/villas', lang), label: nav.villas },
  { href: localizePath('/plots', lang), label: nav.plots },
  { href: localizePath('/homes', lang), label: nav.homes },
  { href: localizePath('/testimonials', lang), label: footer.stories },
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
  const { lang, words } = useShell();
  return (
    <footer className="bg-neutral-900 text-neutral-300">
      <div className="mx-auto grid max-w-[1200px] grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div className="col-span-2 lg:col-span-1">
          <Link href={localizePath('/', lang)} className="inline-flex min-h-11 items-center gap-2.5 text-white focus-visible:outline-white">
            <Logo />
            <span className="text-lg font-bold">{site.brand}</span>
          </Link>
          <p className="mt-3 max-w-xs text-sm leading-relaxed">
            {fill(words.footer.blurb, { since: site.since })}
          </p>
          <ul className="mt-4 flex gap-2" aria-label={words.footer.social}>
            {SOCIAL.map(({ href, label, icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(words.footer.socialLink, { brand: site.brand, network: label })}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-neutral-800 text-neutral-200 hover:bg-brand hover:text-white focus-visible:outline-white"
                >
                  <Icon name={icon} className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <LinkList title={words.footer.quickLinks} links={quickLinks(words, lang)} />
        <LinkList title={words.footer.properties} links={propertyLinks(words, lang)} />

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{words.footer.contact}</h2>
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
              <address lang="en-IN" className="not-italic">{fullAddress()}</address>
            </li>
          </ul>
        </div>
      </div>
      {/* Extra bottom padding on phones, and side padding on wider screens, keep the last line clear of the floating buttons. */}
      <div className="border-t border-neutral-800 px-4 pt-6 pb-24 text-center text-sm text-neutral-400 md:px-28 md:pb-6">
        <p className="inline-block">{fill(words.footer.rights, { year: new Date().getFullYear(), brand: site.brand })}</p>
        <p className="mt-3">
          <LanguageSwitch className="inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-700 px-4 text-neutral-200 hover:bg-neutral-800 focus-visible:outline-white" />
        </p>
      </div>
    </footer>
  );
}
