import 'server-only';
import type { Lang } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';
import { site } from '@/lib/site-config';
import { enquirySettings } from './settings';

/**
 * The version of the consent text. Change it with the text (lib/i18n/dictionaries/enquiry-words.*):
 * each enquiry stores the version and the words its visitor agreed to.
 */
export const CONSENT_VERSION = '2026-11-1';

/** The consent checkbox's text in a language, with the dealer's name and the retention filled in. */
export function consentText(lang: Lang, days = enquirySettings().retentionDays): string {
  return fill(getDictionary(lang).enquiry.consent, { brand: site.brand, days });
}
