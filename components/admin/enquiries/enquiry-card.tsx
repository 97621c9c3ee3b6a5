import { MessageCircle, Phone } from 'lucide-react';
import Link from 'next/link';
import type { Enquiry } from '@/lib/enquiries';
import { STATUS_LABELS, WANT_LABELS, WINDOW_LABELS, type EnquiryStatus } from '@/lib/enquiries/options';
import { nationalMobile } from '@/lib/enquiries/phone';
import { formatDay } from '@/lib/format';
import { EnquiryEditor } from './enquiry-editor';
import { EraseButton } from './erase-button';
import { T } from './texts';

const RECEIVED = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

const CHIP: Record<EnquiryStatus, string> = {
  new: 'bg-brand-tint text-brand-dark ring-brand/30',
  contacted: 'bg-sky-50 text-sky-800 ring-sky-700/20',
  visit_booked: 'bg-violet-50 text-violet-800 ring-violet-700/20',
  closed_bought: 'bg-green-50 text-green-800 ring-green-700/20',
  closed_not_interested: 'bg-neutral-100 text-neutral-700 ring-neutral-500/20',
};

const contact = 'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold';

function ListingLink({ listing }: { listing: Enquiry['listing'] }) {
  if (!listing) return <>{T.contactPage}</>;
  if (listing.title === null) return <span className="text-neutral-600">{T.deletedListing}</span>;
  return (
    <Link href={`/${listing.slug}/${listing.id}`} className="font-medium text-brand underline underline-offset-2">
      {listing.title}
    </Link>
  );
}

/** One enquiry: who, what and when, one-tap call and WhatsApp, the dealer's status and note, and erasure. */
export function EnquiryCard({ enquiry: e }: { enquiry: Enquiry }) {
  const erased = Boolean(e.erasedAt) || !e.phone;
  const name = e.name ?? T.erased;
  const titleId = `enquiry-${e.id}-title`;
  const visit = e.visitDay ? [formatDay(e.visitDay), e.visitWindow ? WINDOW_LABELS[e.visitWindow] : null].filter(Boolean).join(', ') : null;
  return (
    <article aria-labelledby={titleId} data-enquiry={e.id} className="grid gap-4 rounded-xl border border-neutral-200 bg-white p-4 md:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${CHIP[e.status]}`} data-testid="enquiry-status">
            {STATUS_LABELS[e.status]}
          </span>
          <span className="text-neutral-600">
            {T.received} <time dateTime={e.createdAt}>{RECEIVED.format(new Date(e.createdAt))}</time>
          </span>
        </div>
        <h2 id={titleId} data-testid="enquiry-name" className={`text-lg font-semibold break-words ${erased ? 'text-neutral-600 italic' : 'text-neutral-900'}`}>
          {erased ? T.erased : name}
        </h2>
        {erased ? (
          <p className="text-sm text-neutral-600">{T.erasedNote}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <a href={`tel:${e.phone}`} className={`${contact} border border-neutral-300 text-neutral-900 hover:bg-neutral-50`}>
              <Phone className="size-4" aria-hidden="true" />
              <span className="tabular-nums">{nationalMobile(e.phone!)}</span>
              <span className="sr-only">: {T.call(name)}</span>
            </a>
            <a
              href={`https://wa.me/${e.phone!.replace(/^\+/, '')}`}
              target="_blank"
              rel="noopener noreferrer"
              className={`${contact} bg-whatsapp text-white hover:bg-whatsapp-dark`}
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              {T.whatsappShort}
              <span className="sr-only">: {T.whatsapp(name)} (opens in a new tab)</span>
            </a>
          </div>
        )}
        <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-neutral-600">{T.wants}</dt>
          <dd className="font-medium text-neutral-900">{WANT_LABELS[e.want]}</dd>
          {visit && (
            <>
              <dt className="text-neutral-600">{T.visit}</dt>
              <dd className="text-neutral-900">{visit}</dd>
            </>
          )}
          <dt className="text-neutral-600">{T.from}</dt>
          <dd className="min-w-0 break-words text-neutral-900">
            <ListingLink listing={e.listing} />
          </dd>
          {e.message && (
            <>
              <dt className="text-neutral-600">{T.message}</dt>
              <dd className="break-words whitespace-pre-line text-neutral-900">{e.message}</dd>
            </>
          )}
        </dl>
      </div>
      <div className="space-y-2 border-t border-neutral-100 pt-3 md:border-t-0 md:border-l md:pt-0 md:pl-4">
        <EnquiryEditor id={e.id} status={e.status} note={e.note} erased={erased} />
        {!erased && <EraseButton id={e.id} name={name} />}
      </div>
    </article>
  );
}
