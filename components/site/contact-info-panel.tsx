import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { ContactWords } from '@/lib/i18n/dictionaries/contact-words.en';
import { fullAddress, mailHref, site, telHref } from '@/lib/site-config';
import { websiteHref } from './website-href';

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/15 text-white">{icon}</span>
      <div className="min-w-0">
        <h3 className="font-semibold text-white">{title}</h3>
        <div className="mt-1 text-orange-50">{children}</div>
      </div>
    </div>
  );
}

const link = 'inline-flex min-h-11 items-center break-all font-medium text-white underline underline-offset-4 hover:no-underline focus-visible:outline-white';

/** Address, hours, phones, e-mail and website on the contact page. */
export function ContactInfoPanel({ words: w }: { words: ContactWords['info'] }) {
  return (
    <section aria-labelledby="info-title" className="rounded-2xl bg-brand p-6 text-white shadow-lg sm:p-8">
      <h2 id="info-title" className="text-2xl font-bold">
        {w.title}
      </h2>
      <p className="mt-2 text-orange-50">{w.intro}</p>
      <div className="mt-8 grid gap-6">
        <Row icon={<Icon name="map-pin" className="h-5 w-5" />} title={w.address}>
          <address lang="en-IN" className="not-italic">{fullAddress()}</address>
        </Row>
        <Row icon={<Icon name="clock" className="h-5 w-5" />} title={w.hours}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {site.hours.map((h) => (
              <div key={h.days} className="contents">
                <dt className="font-medium text-white">{w.times[h.days] ?? h.days}</dt>{' '}
                <dd className="tabular">{w.times[h.time] ?? h.time}</dd>
              </div>
            ))}
          </dl>
        </Row>
        <Row icon={<Icon name="phone" className="h-5 w-5" />} title={w.phone}>
          <ul>
            {site.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className={`${link} tabular`}>
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </Row>
        <Row icon={<Icon name="mail" className="h-5 w-5" />} title={w.email}>
          <a href={mailHref()} className={link}>
            {site.email}
          </a>
        </Row>
        <Row icon={<Icon name="globe" className="h-5 w-5" />} title={w.website}>
          <a href={websiteHref()} target="_blank" rel="noopener noreferrer" className={link}>
            {site.website}
          </a>
        </Row>
      </div>
    </section>
  );
}
