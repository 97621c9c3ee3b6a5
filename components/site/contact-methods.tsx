import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { HomeWords } from '@/lib/i18n/dictionaries/home-words.en';
import { fill } from '@/lib/i18n/fill';
import { fullAddress, mailHref, site, telHref, whatsappHref } from '@/lib/site-config';

function Method({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-tint text-brand">{icon}</span>
      <div className="min-w-0">
        <h3 className="font-semibold text-neutral-900">{title}</h3>
        <div className="mt-1 text-neutral-700">{children}</div>
      </div>
    </li>
  );
}

const link = 'inline-flex min-h-11 items-center font-medium text-brand underline-offset-4 hover:text-brand-dark hover:underline';

/** Phone, WhatsApp, e-mail and address as four tappable tiles (home 'Get In Touch'). */
export function ContactMethods({ words }: { words: HomeWords['touch'] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <Method icon={<Icon name="phone" className="h-5 w-5" />} title={words.call}>
        <ul>
          {site.phones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)} className={`${link} tabular`}>
                {phone}
              </a>
            </li>
          ))}
        </ul>
      </Method>
      <Method icon={<Icon name="message-circle" className="h-5 w-5" />} title={words.whatsapp}>
        <a href={whatsappHref(fill(words.hello, { brand: site.brand }))} target="_blank" rel="noopener noreferrer" className={link}>
          {words.chat}
          <span className="sr-only">{words.newTab}</span>
        </a>
      </Method>
      <Method icon={<Icon name="mail" className="h-5 w-5" />} title={words.email}>
        <a href={mailHref()} className={`${link} break-all`}>
          {site.email}
        </a>
      </Method>
      <Method icon={<Icon name="map-pin" className="h-5 w-5" />} title={words.visit}>
        <address lang="en-IN" className="not-italic">{fullAddress()}</address>
      </Method>
    </ul>
  );
}
