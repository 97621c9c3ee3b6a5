// The lead log's words, apart from the zod schemas in lead.ts so that the browser's beacon code
// (lib/leads/send-lead.ts) can name them without carrying zod.

/**
 * What a visitor did on a listing. 'contact' is a contact-form send; 'request' a call-back or
 * site-visit request stored by the site (lib/enquiries); 'share' a share button.
 */
export const LEAD_ACTIONS = ['view', 'call', 'whatsapp', 'email', 'contact', 'request', 'share'] as const;
export type LeadAction = (typeof LEAD_ACTIONS)[number];

/**
 * The actions a page's beacon may report. A request is recorded by the server when it stores the
 * enquiry, in the same transaction, so a beacon cannot claim one that was never made.
 */
export const BEACON_ACTIONS = ['view', 'call', 'whatsapp', 'email', 'contact', 'share'] as const satisfies readonly LeadAction[];
export type BeaconAction = (typeof BEACON_ACTIONS)[number];
export const isLeadAction = (value: string): value is BeaconAction => (BEACON_ACTIONS as readonly string[]).includes(value);

/**
 * The actions that put a visitor in touch with the dealer: the 'enquiries' the dashboard ranks by.
 * Views and shares are interest, not contact, so they are left out of that figure.
 */
export const ENQUIRY_ACTIONS = ['call', 'whatsapp', 'email', 'contact', 'request'] as const satisfies readonly LeadAction[];

/** Column headings of the Leads page and the CSV, in the order shown. */
export const LEAD_LABELS: Record<LeadAction, string> = {
  view: 'Views',
  call: 'Calls',
  whatsapp: 'WhatsApp',
  email: 'E-mails',
  contact: 'Contact forms',
  request: 'Requests',
  share: 'Shares',
};

/** The periods the Leads page and the export offer, in days; the first of them counts today only up to now. */
export const LEAD_PERIODS = [7, 30, 90] as const;
export type LeadPeriod = (typeof LEAD_PERIODS)[number];
export const DEFAULT_PERIOD: LeadPeriod = 30;
