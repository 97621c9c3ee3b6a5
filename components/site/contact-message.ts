import { site, whatsappHref } from '@/lib/site-config';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §5: name, email and message are required, the email must look valid, phone is optional. */
export function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!v.name.trim()) errors.name = 'Please enter your name.';
  if (!v.email.trim()) errors.email = 'Please enter your email address.';
  else if (!EMAIL.test(v.email.trim())) errors.email = 'Please enter a valid email address, like name@example.com.';
  if (!v.message.trim()) errors.message = 'Please enter your message.';
  return errors;
}

/** The prefilled WhatsApp text; nothing is sent to our server. `about` is the listing asked about, if any. */
export function contactText(v: ContactValues, about?: string): string {
  return [
    `Hello ${site.brand}, I am writing from your website.`,
    ...(about ? [`About: ${about}`] : []),
    '',
    `Name: ${v.name.trim()}`,
    `Email: ${v.email.trim()}`,
    `Phone: ${v.phone.trim() || 'Not given'}`,
    '',
    'Message:',
    v.message.trim(),
  ].join('\n');
}

export const contactWhatsappUrl = (v: ContactValues, about?: string) => whatsappHref(contactText(v, about));
