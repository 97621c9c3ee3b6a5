import 'server-only';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids';
import { istDay } from '@/lib/leads/periods';
import { CONSENT_VERSION, consentText } from './consent';
import type { EnquiryStatus, EnquiryWant, VisitWindow } from './options';

interface DemoEnquiry {
  name: string;
  /** Placeholder numbers in the style of the site's own (+91 90000 …), not anyone's. */
  phone: string;
  want: EnquiryWant;
  /** Days before now it came in, and (for a visit) days after now it is for. */
  ageDays: number;
  visitIn?: number;
  window?: VisitWindow;
  message?: string;
  note?: string;
  status: EnquiryStatus;
  lang?: 'en' | 'ta';
  /** False: from the contact page, about no listing. */
  onListing?: boolean;
  erased?: boolean;
}

const DEMO: DemoEnquiry[] = [
  { name: 'Priya Raman', phone: '+919000010001', want: 'visit', ageDays: 0, visitIn: 2, window: 'morning', message: 'Can we see it on Saturday with my parents?', status: 'new' },
  { name: 'முருகன் செல்வம்', phone: '+919000010002', want: 'callback', ageDays: 1, message: 'வங்கிக் கடன் கிடைக்குமா?', status: 'new', lang: 'ta' },
  { name: 'Karthik S', phone: '+919000010003', want: 'callback', ageDays: 2, status: 'new', onListing: false, message: 'Looking for a 2 BHK near SIPCOT under 60 L.' },
  { name: 'Lakshmi Narayanan', phone: '+919000010004', want: 'callback', ageDays: 4, status: 'contacted', note: 'Called; wants the EC and patta copies on WhatsApp.' },
  { name: 'Mohammed Irfan', phone: '+919000010005', want: 'visit', ageDays: 5, visitIn: 1, window: 'evening', status: 'visit_booked', note: 'Visit fixed for 5 PM; meet at the site gate.' },
  { name: 'Divya Prakash', phone: '+919000010006', want: 'visit', ageDays: 9, visitIn: 3, window: 'afternoon', status: 'visit_booked', lang: 'ta' },
  { name: 'Suresh Kumar', phone: '+919000010007', want: 'callback', ageDays: 12, status: 'contacted', message: 'Is the price negotiable?' },
  { name: 'Anitha Joseph', phone: '+919000010008', want: 'visit', ageDays: 20, visitIn: -15, window: 'morning', status: 'closed_bought', note: 'Booked with 1 L advance; registration next month.' },
  { name: 'Venkatesh Rao', phone: '+919000010009', want: 'callback', ageDays: 25, status: 'closed_not_interested', note: 'Budget too low for this area.' },
  { name: 'Erased on request', phone: '+919000010010', want: 'callback', ageDays: 40, status: 'closed_not_interested', erased: true },
];

const DAY_MS = 24 * 3600_000;

/**
 * Fills an empty inbox with a few enquiries in every state, about the listings there are, so the
 * inbox and the Leads page's requests show something on a fresh start. Their alerts are not
 * queued: a demo must never mail the dealer. Leaves an inbox with any enquiry alone.
 */
export async function seedDemoEnquiries(log: (line: string) => void = console.log, now = new Date()): Promise<number> {
  const handle = await db();
  const existing = await handle.selectFrom('enquiries').select('id').limit(1).executeTakeFirst();
  if (existing) {
    log('The inbox already has enquiries; demo enquiries skipped.');
    return 0;
  }
  const listings = await handle.selectFrom('listings').select(['id', 'kind']).orderBy('createdAt', 'desc').limit(DEMO.length).execute();
  await handle.transaction().execute(async (trx) => {
    for (const [i, d] of DEMO.entries()) {
      const listing = d.onListing === false ? undefined : listings[i % Math.max(1, listings.length)];
      const at = new Date(now.getTime() - d.ageDays * DAY_MS - (i + 1) * 37 * 60_000).toISOString();
      const touched = d.status === 'new' ? at : new Date(Math.min(now.getTime(), Date.parse(at) + DAY_MS)).toISOString();
      const lang = d.lang ?? 'en';
      await trx
        .insertInto('enquiries')
        .values({
          id: newId(),
          createdAt: at,
          listingKind: listing?.kind ?? null,
          listingId: listing?.id ?? null,
          name: d.erased ? null : d.name,
          phone: d.erased ? null : d.phone,
          want: d.want,
          visitDay: d.visitIn === undefined ? null : istDay(new Date(now.getTime() + d.visitIn * DAY_MS)),
          visitWindow: d.window ?? null,
          message: d.erased ? null : (d.message ?? null),
          lang,
          consentText: consentText(lang),
          consentVersion: CONSENT_VERSION,
          status: d.status,
          note: d.erased ? null : (d.note ?? null),
          updatedAt: touched,
          erasedAt: d.erased ? touched : null,
        })
        .execute();
      if (listing) await trx.insertInto('leadEvents').values({ id: newId(), listingId: listing.id, kind: listing.kind, action: 'request', at }).execute();
    }
  });
  log(`Seeded ${DEMO.length} demo enquiries.`);
  return DEMO.length;
}
