import 'server-only';
import { isLang, type Lang } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { enquiryFormValues, type EnquiryValidation, validateEnquiry } from './schema';

/** A request sent as JSON (the form with JavaScript), checked in the language it names. */
export function parseEnquiry(raw: unknown, now = new Date()): EnquiryValidation {
  const lang = typeof raw === 'object' && raw !== null && isLang((raw as { lang?: unknown }).lang) ? (raw as { lang: Lang }).lang : 'en';
  return validateEnquiry(raw, getDictionary(lang).enquiry.errors, now);
}

/**
 * A request sent as a plain form (no JavaScript), in the language of the page that answers it:
 * the same checks and messages as the JSON one. `body` is the form-encoded text or its fields.
 */
export function parseEnquiryForm(body: string | URLSearchParams, lang: Lang, now = new Date()): EnquiryValidation {
  const fields = typeof body === 'string' ? new URLSearchParams(body) : body;
  return validateEnquiry({ ...enquiryFormValues(fields), lang }, getDictionary(lang).enquiry.errors, now);
}
