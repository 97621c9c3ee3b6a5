import { z } from 'zod';
import { fill } from '@/lib/i18n/fill';
import { isLang, type Lang } from '@/lib/i18n/config';
import type { EnquiryErrors } from '@/lib/i18n/dictionaries/enquiry-words.en';
import { istDay } from '@/lib/leads/periods';
import { isEntry } from '@/lib/shortlist/entries';
import type { Slug } from '@/models/kind-names';
import { ENQUIRY_WANTS, MESSAGE_MAX, MIN_FILL_MS, NAME_MAX, VISIT_DAYS_AHEAD, VISIT_WINDOW_IDS, VISIT_WINDOWS, type VisitWindow } from './options';
import { normaliseIndianMobile } from './phone';

// Client-safe: the request form can check its fields in the browser with the same schema and the
// same words (the page hands the form its language's `enquiry.errors`) as the server.

export type EnquiryField = 'name' | 'phone' | 'want' | 'visitDay' | 'visitWindow' | 'message' | 'consent' | 'listing' | 'form';

export interface EnquiryValues {
  name: string;
  /** +91XXXXXXXXXX */
  phone: string;
  want: (typeof ENQUIRY_WANTS)[number];
  /** For a visit: the Indian calendar date and the window; null for a call back. */
  visitDay: string | null;
  visitWindow: VisitWindow | null;
  message: string | null;
  /** The listing the form was on, as '<slug>:<id>' says it, or null (the contact page). */
  listing: { slug: Slug; id: string } | null;
  lang: Lang;
  /** The honeypot: anything in it means a script filled the form (the handler then stores nothing). */
  trapped: boolean;
}

export type EnquiryValidation = { ok: true; values: EnquiryValues } | { ok: false; message: string; errors: Partial<Record<EnquiryField, string>> };

/** Control characters (other than line breaks in the message) never belong in a name or a message. */
const clean = (text: string, keepLines: boolean) =>
  text
    .normalize('NFC')
    .replace(keepLines ? /[\u0000-\u0009\u000b-\u001f\u007f]/g : /[\u0000-\u001f\u007f]+/g, keepLines ? '' : ' ')
    .replace(keepLines ? /[ \t]+/g : /\s+/g, ' ')
    .trim();

const IST_MS = 330 * 60_000;
/** Hours since midnight in India, with fractions: 16.5 is 4:30 PM. */
const istHour = (now: Date) => (((now.getTime() + IST_MS) % 86_400_000) + 86_400_000) % 86_400_000 / 3_600_000;

function realDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** What is wrong with a visit's day and window, judged at `now` in India. */
function visitErrors(day: string, windowId: string, errors: EnquiryErrors, now: Date): Partial<Record<'visitDay' | 'visitWindow', string>> {
  const found: Partial<Record<'visitDay' | 'visitWindow', string>> = {};
  const today = istDay(now);
  if (!realDay(day)) found.visitDay = errors.visitDay;
  else if (day < today) found.visitDay = errors.visitDayPast;
  else if (day > istDay(new Date(now.getTime() + VISIT_DAYS_AHEAD * 86_400_000))) found.visitDay = fill(errors.visitDayFar, { days: VISIT_DAYS_AHEAD });
  const window = (VISIT_WINDOW_IDS as string[]).includes(windowId) ? VISIT_WINDOWS[windowId as VisitWindow] : undefined;
  if (!window) found.visitWindow = errors.visitWindow;
  else if (day === today && istHour(now) >= window.to) found.visitWindow = errors.visitWindowPast;
  return found;
}

const text = (message: string) => z.string({ error: message });
// Zod 4 reads a key as optional only from a schema that says so itself (nullish() before any transform).
const optionalText = z.string().nullish().transform((v) => v ?? '');

/**
 * The request as the form sends it, in `errors`' language, judged at `now`: a visit's day may be
 * today (India's date) up to VISIT_DAYS_AHEAD days on, and today's window must not have ended.
 * `elapsedMs` is the time the browser measured from the form's first input to its sending; a
 * cached page cannot time a visitor on the server, so without JavaScript it is absent and allowed.
 */
export function enquirySchema(errors: EnquiryErrors, now = new Date()) {
  return z
    .object({
      name: text(errors.name)
        .transform((v) => clean(v, false))
        .pipe(z.string().min(1, errors.name).max(NAME_MAX, fill(errors.nameLong, { max: NAME_MAX }))),
      phone: text(errors.phone).transform((v, ctx) => {
        if (!v.trim()) ctx.addIssue({ code: 'custom', message: errors.phone });
        else {
          const phone = normaliseIndianMobile(v);
          if (phone) return phone;
          ctx.addIssue({ code: 'custom', message: errors.phoneInvalid });
        }
        return z.NEVER;
      }),
      want: z.enum(ENQUIRY_WANTS, { error: errors.want }),
      visitDay: optionalText,
      visitWindow: optionalText,
      message: optionalText
        .transform((v) => clean(v, true))
        .pipe(z.string().max(MESSAGE_MAX, fill(errors.messageLong, { max: MESSAGE_MAX.toLocaleString('en-IN') })))
        .transform((v) => v || null),
      consent: z.literal(true, { error: errors.consent }),
      website: z.unknown().optional().transform((v) => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null && v !== false)),
      elapsedMs: z
        .union([z.number(), z.string().regex(/^\d{1,12}$/).transform(Number)], { error: errors.tooFast })
        .nullish()
        .refine((ms) => ms === undefined || ms === null || ms >= MIN_FILL_MS, errors.tooFast),
      listing: z
        .string({ error: errors.listing })
        .nullish()
        .refine((v) => !v || isEntry(v), errors.listing)
        .transform((v) => {
          if (!v) return null;
          const [slug, id] = v.split(':');
          return { slug: slug as Slug, id };
        }),
      lang: z.unknown().optional().transform((v): Lang => (isLang(v) ? v : 'en')),
    })
    .superRefine((v, ctx) => {
      if (v.want !== 'visit') return;
      for (const [path, message] of Object.entries(visitErrors(v.visitDay, v.visitWindow, errors, now))) ctx.addIssue({ code: 'custom', path: [path], message });
    })
    .transform(
      (v): EnquiryValues => ({
        name: v.name,
        phone: v.phone,
        want: v.want,
        visitDay: v.want === 'visit' ? v.visitDay : null,
        visitWindow: v.want === 'visit' ? (v.visitWindow as VisitWindow) : null,
        message: v.message,
        listing: v.listing,
        lang: v.lang,
        trapped: v.website,
      }),
    );
}

const FIELDS = new Set<string>(['name', 'phone', 'want', 'visitDay', 'visitWindow', 'message', 'consent', 'listing']);

/** Checks a request: its values, or a message and one message per field (the first of each); never throws. */
export function validateEnquiry(raw: unknown, errors: EnquiryErrors, now = new Date()): EnquiryValidation {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, message: errors.form, errors: { form: errors.form } };
  const result = enquirySchema(errors, now).safeParse(raw);
  if (result.success) return { ok: true, values: result.data };
  const byField: Partial<Record<EnquiryField, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    const field: EnquiryField = FIELDS.has(key) ? (key as EnquiryField) : 'form';
    byField[field] ??= issue.message;
  }
  // Zod skips the object's own check once a field failed outright: a visit's day and time are
  // checked here too, so every bad field is named at once.
  const { want, visitDay, visitWindow } = raw as Record<string, unknown>;
  if (want === 'visit') {
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    for (const [field, message] of Object.entries(visitErrors(str(visitDay), str(visitWindow), errors, now))) byField[field as EnquiryField] ??= message;
  }
  const messages = Object.values(byField);
  return { ok: false, message: messages.length === 1 ? messages[0] : errors.form, errors: byField };
}

/**
 * A form-encoded request (the form sent without JavaScript) as the object the schema reads: a
 * ticked checkbox is 'on', numbers are text, and a missing field is absent.
 */
export function enquiryFormValues(fields: URLSearchParams): Record<string, unknown> {
  const get = (name: string) => fields.get(name) ?? undefined;
  const consent = get('consent');
  return {
    name: get('name'),
    phone: get('phone'),
    want: get('want'),
    visitDay: get('visitDay'),
    visitWindow: get('visitWindow'),
    message: get('message'),
    consent: consent === undefined ? undefined : ['on', 'true', '1', 'yes'].includes(consent),
    website: get('website'),
    elapsedMs: get('elapsedMs') || undefined,
    listing: get('listing') || undefined,
    lang: get('lang'),
  };
}
