import 'server-only';
import { type Lang, LANG_INFO } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';
import type { EnquiryValues } from './schema';

/** The visit's day as a reader of the language writes it ('Saturday, 5 December 2026'). */
export function visitDayText(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANG_INFO[lang].tag, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** What the confirmation says: thanks, and for a visit the day and time asked for. */
export function confirmationText(values: Pick<EnquiryValues, 'want' | 'visitDay' | 'visitWindow'>, lang: Lang): string {
  const w = getDictionary(lang).enquiry;
  if (values.want !== 'visit' || !values.visitDay || !values.visitWindow) return w.sentText;
  return fill(w.sentVisit, { day: visitDayText(values.visitDay, lang), window: w.windows[values.visitWindow] });
}
