import 'server-only';
import nodemailer from 'nodemailer';
import { absoluteUrl } from '@/lib/public-url';
import type { EnquiryRow } from '@/lib/db/schema';
import { KIND_NAMES, type KindId } from '@/models/kind-names';
import { STATUS_LABELS, WANT_LABELS, WINDOW_LABELS } from './options';
import { nationalMobile } from './phone';

/** One alert as the outbox sends it: the Message-ID is the outbox row's, the same on every try. */
export interface AlertMail {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: AlertMail) => Promise<void>;

export type AlertEnquiry = Pick<
  EnquiryRow,
  'id' | 'createdAt' | 'listingKind' | 'listingId' | 'name' | 'phone' | 'want' | 'visitDay' | 'visitWindow' | 'message' | 'lang' | 'status'
> & { title: string | null };

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const received = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/**
 * The dealer's alert, plain text in English like the admin area: who, which number (with its
 * call and WhatsApp links), what they want, for which listing, and where the inbox is. It goes
 * to the dealer only; nothing of it is logged.
 */
export function alertMail(e: AlertEnquiry, messageId: string, envelope: { from: string; to: string }): AlertMail {
  const kind = e.listingKind ? KIND_NAMES[e.listingKind as KindId] : undefined;
  const listingUrl = kind && e.listingId ? absoluteUrl(`/${kind.slug}/${e.listingId}`) : null;
  const what = e.want === 'visit' ? 'site-visit request' : 'call-back request';
  const about = e.title ?? (listingUrl ? `${kind!.label} ${e.listingId}` : 'the contact page');
  const digits = e.phone?.replace(/^\+/, '') ?? '';
  const lines = [
    `New ${what} from the website.`,
    '',
    `Name: ${e.name ?? '(erased)'}`,
    `Mobile: ${e.phone ? `${nationalMobile(e.phone)} (tel:${e.phone})` : '(erased)'}`,
    ...(digits ? [`WhatsApp: https://wa.me/${digits}`] : []),
    `Wants: ${WANT_LABELS[e.want]}${e.visitDay && e.visitWindow ? ` on ${day(e.visitDay)}, ${WINDOW_LABELS[e.visitWindow]}` : ''}`,
    `About: ${about}${listingUrl ? ` (${listingUrl})` : ''}`,
    ...(e.message ? ['', 'Message:', e.message] : []),
    '',
    `Received: ${received(e.createdAt)} IST, form in ${e.lang === 'ta' ? 'Tamil' : 'English'}. Status now: ${STATUS_LABELS[e.status]}.`,
    `Inbox: ${absoluteUrl('/admin/enquiries')}`,
  ];
  return { messageId, ...envelope, subject: `New ${what}: ${about}`, text: lines.join('\n') };
}

/*
 * No pooled connection: an alert is rare, and a fresh connection per message recovers from a
 * restarted server by itself. The timeouts stay well inside the outbox's lease, so a send that
 * hangs fails before another instance may take the row over.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/** Sends over SMTP_URL (smtp:// or smtps://, user and password in the URL). */
export function smtpSender(url: string): { send: SendMail; close: () => void } {
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    async send(mail) {
      await transport.sendMail({ messageId: mail.messageId, from: mail.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
