import { site, telHref } from '@/lib/site-config';
import { contactDetails, icon, PRIVACY_RESPONSE_DAYS, Section } from './privacy-parts';
import type { SideTab } from './side-tabs';

export const PRIVACY_UPDATED = '29 November 2026';

/** Days the policy states: a request's personal data (ENQUIRY_RETENTION_DAYS) and a backup archive (BACKUP_RETENTION_DAYS). */
export interface PolicyDays {
  retentionDays: number;
  backupDays: number;
}

/** The policy's tabs, with the days it promises. */
export function privacySections({ retentionDays, backupDays }: PolicyDays): SideTab[] {
  const privacyMail = `mailto:${site.privacyEmail}`;
  return [
    {
      id: 'overview',
      label: 'Overview',
      icon: icon('eye'),
      content: (
        <Section title="Overview">
          <p>
            {site.brand} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) respects your privacy. This policy explains what personal
            information we collect when you visit this website or contact us, how we use it, and the choices you have.
          </p>
          <p>
            <strong>We do not sell your personal data</strong>, and we never share it for advertising. Questions go to our
            privacy contact, <a href={privacyMail}>{site.privacyEmail}</a>, and we reply within {PRIVACY_RESPONSE_DAYS} days.
          </p>
          <p>This policy follows India&apos;s Digital Personal Data Protection Act, 2023. Last updated: {PRIVACY_UPDATED}.</p>
        </Section>
      ),
    },
    {
      id: 'collect',
      label: 'Information We Collect',
      icon: icon('database'),
      content: (
        <Section title="Information We Collect">
          <h3>Information you give us</h3>
          <ul>
            <li>Your name, phone number, e-mail address and message when you call, write or WhatsApp us.</li>
            <li>
              The &lsquo;Send us a Message&rsquo; form does not send anything to our website: it opens WhatsApp with your
              message filled in, and we receive it only if you send it there.
            </li>
            <li>Details you choose to share about your budget, preferred locations and the property you are interested in.</li>
          </ul>
          <h3 id="requests">Call-back and site-visit requests</h3>
          <p>When you ask us on this website to call you back or to arrange a site visit, we keep:</p>
          <ul>
            <li>your name and mobile number;</li>
            <li>
              what you asked for (a call back or a site visit), the day and time you prefer for a visit, and your message if
              you wrote one;
            </li>
            <li>which property you asked about, the language of the form and when you sent it;</li>
            <li>the consent text you agreed to, word for word, and its version.</li>
          </ul>
          <p>
            We use them only to call you or send you WhatsApp messages about that enquiry. Only our staff see them, in the
            admin area, and we get an e-mail alert with your name, number and request.
          </p>
          <p>
            Your name, mobile number and message, and our notes about your enquiry, are erased automatically {retentionDays}{' '}
            days after the enquiry was closed or last updated. What stays is an anonymous record that a request was made
            (when, about which property, a call back or a visit), which we use only to count enquiries.
          </p>
          <p>
            To have your requests erased sooner, call us on <a href={telHref(site.phones[0])}>{site.phones[0]}</a> or write to{' '}
            <a href={privacyMail}>{site.privacyEmail}</a>: we erase every request made with your mobile number from our website
            and delete the e-mail alerts about them.
          </p>
          <p>
            An erasure takes effect on the website at once. Backup copies of our database made before it still hold the data
            until those copies are deleted: each backup is deleted {backupDays} days after it was made, so erased data is gone
            from every backup within {backupDays} days. We keep backups only to restore the website after a failure.
          </p>
          <h3>Information collected automatically</h3>
          <ul>
            <li>Standard server logs (IP address, browser type, pages visited, time), kept for security and troubleshooting.</li>
            <li>One cookie that keeps our own staff signed in to the admin area. We use no advertising or tracking cookies.</li>
            <li>
              Which properties people look at and ask about: when a property&apos;s page is opened, its Call, WhatsApp,
              e-mail, contact form or share button is used, or a call back or site visit is asked for, we record which
              property, which of these it was, and when.
              Nothing else is recorded with it: no IP address is kept with it and no cookie is set, so it cannot tell us who it was.
              We use it to learn which properties bring calls, so we can list more like them.
            </li>
            <li>
              Your shortlist stays in your own browser&apos;s storage. It reaches us only if you send it to us on WhatsApp.
            </li>
            <li>The office map on the contact page loads map tiles from OpenStreetMap, which sees your IP address.</li>
          </ul>
        </Section>
      ),
    },
    {
      id: 'use',
      label: 'How We Use Information',
      icon: icon('file-text'),
      content: (
        <Section title="How We Use Information">
          <ul>
            <li>To answer your enquiry and send you details of properties that match what you asked for.</li>
            <li>To arrange site visits, document checks, loan introductions and registration.</li>
            <li>To keep records that the law requires for property transactions.</li>
            <li>To count how often each property is viewed and enquired about, so we know which listings bring calls.</li>
            <li>To keep this website secure and working well.</li>
          </ul>
          <p>We contact you about new properties only if you ask us to, and you can tell us to stop at any time.</p>
        </Section>
      ),
    },
    {
      id: 'sharing',
      label: 'Information Sharing',
      icon: icon('share-2'),
      content: (
        <Section title="Information Sharing">
          <p>
            <strong>We do not sell, rent or trade your personal data.</strong> We share it only:
          </p>
          <ul>
            <li>with the owner or builder of a property, when you ask us to arrange a visit or a purchase;</li>
            <li>with lawyers, banks or the sub-registrar office, when you ask for their help with a transaction;</li>
            <li>when the law, a court or a government authority requires it.</li>
          </ul>
          <p>WhatsApp, phone networks and e-mail providers process messages you send us under their own privacy policies.</p>
        </Section>
      ),
    },
    {
      id: 'security',
      label: 'Data Security',
      icon: icon('lock'),
      content: (
        <Section title="Data Security">
          <ul>
            <li>This website is served over HTTPS, and the admin area is protected by password and a secure sign-in cookie.</li>
            <li>Only our staff who handle your enquiry can see your details.</li>
            <li>
              We keep details of enquiries made by phone, WhatsApp or e-mail for up to two years after our last contact,
              unless the law requires longer. Call-back and site-visit requests made on this website are erased sooner, as
              Information We Collect says.
            </li>
          </ul>
          <p>No system is perfectly secure; if we learn of a breach that affects you, we will tell you and the authorities as the law requires.</p>
        </Section>
      ),
    },
    {
      id: 'rights',
      label: 'Your Rights',
      icon: icon('user-check'),
      content: (
        <Section title="Your Rights">
          <p>You may ask us at any time to:</p>
          <ul>
            <li>tell you what personal data we hold about you and how we use it;</li>
            <li>correct or complete it;</li>
            <li>delete it, where the law does not require us to keep it;</li>
            <li>stop contacting you about properties.</li>
          </ul>
          <p>
            Write to <a href={privacyMail}>{site.privacyEmail}</a>. We respond to every request within {PRIVACY_RESPONSE_DAYS}{' '}
            days.
          </p>
        </Section>
      ),
    },
    {
      id: 'contact',
      label: 'Contact Us',
      icon: icon('mail'),
      content: (
        <Section title="Contact Us">
          <p>
            For anything about your privacy, contact our privacy contact at <a href={privacyMail}>{site.privacyEmail}</a>. We
            respond within {PRIVACY_RESPONSE_DAYS} days.
          </p>
          {contactDetails('Postal address', 'Phone', 'E-mail')}
        </Section>
      ),
    },
  ];
}
