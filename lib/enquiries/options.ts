// The enquiry's fixed choices and limits, apart from the zod schema (schema.ts) so that the
// database types and an inbox page can name them without carrying zod.

/** What the visitor asks for. */
export const ENQUIRY_WANTS = ['callback', 'visit'] as const;
export type EnquiryWant = (typeof ENQUIRY_WANTS)[number];

/** A site visit's time windows, in hours of the day in India (from inclusive, to exclusive). */
export const VISIT_WINDOWS = {
  morning: { from: 9, to: 12 },
  afternoon: { from: 12, to: 16 },
  evening: { from: 16, to: 19 },
} as const;
export type VisitWindow = keyof typeof VISIT_WINDOWS;
export const VISIT_WINDOW_IDS = Object.keys(VISIT_WINDOWS) as VisitWindow[];

/** The inbox's statuses, in the order a dealer moves through them; any change is allowed. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'visit_booked', 'closed_bought', 'closed_not_interested'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const isEnquiryStatus = (value: unknown): value is EnquiryStatus => (ENQUIRY_STATUSES as readonly unknown[]).includes(value);

/** The admin area is English: the statuses' labels in the inbox and the CSV. */
export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  visit_booked: 'Visit booked',
  closed_bought: 'Closed: bought',
  closed_not_interested: 'Closed: not interested',
};

export const WANT_LABELS: Record<EnquiryWant, string> = { callback: 'Call back', visit: 'Site visit' };
export const WINDOW_LABELS: Record<VisitWindow, string> = { morning: '9 AM-12 noon', afternoon: '12 noon-4 PM', evening: '4 PM-7 PM' };

export const NAME_MAX = 100;
export const MESSAGE_MAX = 1000;
export const NOTE_MAX = 2000;
/** A form filled in faster than this (measured in the browser) is a script's. */
export const MIN_FILL_MS = 3000;
/** How far ahead a visit may be asked for, in days from today. */
export const VISIT_DAYS_AHEAD = 60;
