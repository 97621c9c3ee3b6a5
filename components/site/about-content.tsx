'use client';

import Link from 'next/link';
import { Icon, type IconName } from '@/components/ui/icon';
import { PageHeader } from '@/components/site/page-header';
import { SectionHeading } from '@/components/site/section-heading';
import { fullAddress, site } from '@/lib/site-config';


const CARDS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'compass',
    title: 'Our Expertise',
    text: `Since ${site.since} we have sold over 500 properties across Hosur: SIPCOT, Bagalur Road, Rayakottai Road, Denkanikottai Road and Mathigiri. We know which layouts are approved, which roads are being widened and where water is reliable.`,
  },
  {
    icon: 'shield-check',
    title: 'Our Values',
    text: 'Honesty before a sale. We show you the patta, the encumbrance certificate and the approvals before you pay a rupee, and we tell you when a property is not right for you.',
  },
  {
    icon: 'target',
    title: 'Our Mission',
    text: 'To make buying a home in Hosur as safe and simple as buying one in the city: clear prices, clear titles and a team that answers the phone after the sale too.',
  },
  {
    icon: 'heart-handshake',
    title: 'Client Commitment',
    text: 'One person stays with you from the first site visit to registration and handover. Over 1000 families have trusted us, and many of our clients come through their friends and relatives.',
  },
];

const SERVICES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'route', title: 'Site visits', text: 'Accompanied visits to shortlisted villas, plots and houses, on weekdays or weekends.' },
  { icon: 'file-check', title: 'Document checks', text: 'Title, patta, EC and DTCP/RERA approvals verified with our legal partners.' },
  { icon: 'hand-coins', title: 'Home-loan help', text: 'Introductions to banks that lend in Hosur, and help with the paperwork.' },
  { icon: 'key-round', title: 'Registration & handover', text: 'We book the sub-registrar slot and stay with you until the keys are yours.' },
  { icon: 'handshake', title: 'Resale', text: 'Selling a property? We value it honestly and bring serious buyers.' },
  { icon: 'globe', title: 'NRI assistance', text: 'Video walk-throughs, power-of-attorney coordination and regular updates while you are abroad.' },
];

/** The about page's content: a client component with no props, so the page's React payload does not repeat its markup. */
export function AboutContent() {
  return (
    <>
      <PageHeader eyebrow={`Since ${site.since}`} title="About Us">
        {site.brand} is a Hosur family business. For over fifteen years we have helped families from Hosur, Bengaluru and
        abroad find villas, plots and houses they are proud to own.
      </PageHeader>

      <section aria-labelledby="who-title" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="who-title" title="Who we are">
          Four things guide every property we show and every family we work with.
        </SectionHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {CARDS.map(({ icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-tint text-brand">
                <Icon name={icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-neutral-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-neutral-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="services" aria-labelledby="services-title" className="scroll-mt-24 bg-neutral-50 py-16 sm:py-20">
        <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
          <SectionHeading id="services-title" eyebrow="Services" title="How we help">
            Everything between &lsquo;I like this one&rsquo; and the day you move in.
          </SectionHeading>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map(({ icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-2xl border border-neutral-200 bg-white p-5">
                <Icon name={icon} className="mt-0.5 h-6 w-6 shrink-0 text-brand" />
                <div>
                  <h3 className="font-semibold text-neutral-900">{title}</h3>
                  <p className="mt-1 text-neutral-700">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="office-title" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6 sm:py-20">
        <div className="flex flex-col gap-6 rounded-2xl bg-brand p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div className="flex gap-4">
            <Icon name="map-pin" className="mt-1 h-7 w-7 shrink-0" />
            <div>
              <h2 id="office-title" className="text-2xl font-bold">
                Visit our office
              </h2>
              <address lang="en-IN" className="mt-2 text-lg text-orange-50 not-italic">{fullAddress()}</address>
            </div>
          </div>
          <Link
            href="/contact"
            className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-xl bg-white px-6 font-semibold text-brand hover:bg-orange-50 focus-visible:outline-white"
          >
            Contact us
          </Link>
        </div>
      </section>
    </>
  );
}
