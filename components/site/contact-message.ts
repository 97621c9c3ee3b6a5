import type { ContactWords } from '@/lib/i18n/dictionaries/contact-words.en';
import { fill } from '@/lib/i18n/fill';
import { site, whatsappHref } from '@/lib/site-config';

type FormWords = ContactWords['form'];

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §5: name, email and message are required, the email must look valid, phone is optional. */
export function validateContact(v: ContactValues, w: FormWords['errors']): ContactErrors {
  const errors: ContactErrors = {};
  if (!v.name.trim()) errors.name = w.name;
  if (!v.email.trim()) errors.email = w.email;
  else if (!EMAIL.test(v.email.trim())) errors.email = w.emailInvalid;
  if (!v.message.trim()) errors.message = w.message;
  return errors;
}

/** The prefilled WhatsApp text; nothing is sent to our server. `about` is the listing asked about, if any. */
export function contactText(v: ContactValues, w: FormWords['text'], about?: string): string {
  return [
    fill(w.hello, { brand: site.brand }),
    ...(about ? [fill(w.about, { url: about })] : []),
    '',
    fill(w.name, { value: v.name.trim() }),
    fill(w.email, { value: v.email.trim() }),
    fill(w.phone, { value: v.phone.trim() || w.notGiven }),
    '',
    w.message,
    v.message.trim(),
  ].join('\n');
}

export const contactWhatsappUrl = (v: ContactValues, w: FormWords['text'], about?: string) => whatsappHref(contactText(v, w, about));
