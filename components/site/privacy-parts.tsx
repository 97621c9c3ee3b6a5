import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';
import { fullAddress, mailHref, site, telHref } from '@/lib/site-config';

// What the privacy policy's two languages share (privacy-sections.tsx, privacy-sections.ta.tsx). Each
// language's words are in a module of its own, so neither page sends the other's text. Only the
// English page runs these in the browser (the Tamil page renders on the server), so this stays
// merged into the English page's script as it was before the Tamil text existed.

/** SPEC §9: privacy requests are answered within 30 days. */
export const PRIVACY_RESPONSE_DAYS = 30;

const prose =
  'text-neutral-700 leading-relaxed [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-neutral-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-neutral-900 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4';

/** A section's heading and text, styled as prose. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={prose}>
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/** A tab's icon. */
export const icon = (name: IconName) => <Icon name={name} className="h-4 w-4 shrink-0" />;

/**
 * The contact section's postal address (in English, as letters are addressed), phone and e-mail under
 * the given headings. A function, not a component: fewer bytes in the English page's script.
 */
export function contactDetails(postal: string, phone: string, email: string) {
  return (
    <>
      <h3>{postal}</h3>
      <address lang="en-IN" className="mt-2 not-italic">
        {site.brand}
        <br />
        {fullAddress()}
      </address>
      <h3>{phone}</h3>
      <p>
        <a href={telHref(site.phones[0])}>{site.phones[0]}</a>
      </p>
      <h3>{email}</h3>
      <p>
        <a href={mailHref()}>{site.email}</a>
      </p>
    </>
  );
}
