'use client';
import { type FormEvent, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { sendLead } from '@/lib/leads/send-lead';
import { localizePath } from '@/lib/i18n/config';
import { isEntry } from '@/lib/shortlist/entries';
import type { Slug } from '@/models/kind-names';
import type { ContactWords } from '@/lib/i18n/dictionaries/contact-words.en';
import { type ContactErrors, type ContactValues, contactWhatsappUrl, validateContact } from './contact-message';
import { useShell } from './shell-context';

/** '/contact?listing=villas:<id>' (from a listing's page): the listing the message is about. */
function listingAsked(): { slug: Slug; id: string } | null {
  const entry = new URLSearchParams(window.location.search).get('listing');
  if (!isEntry(entry)) return null;
  const [slug, id] = entry.split(':') as [Slug, string];
  return { slug, id };
}

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };
const ORDER: (keyof ContactValues)[] = ['name', 'email', 'phone', 'message'];

/**
 * 'Send us a Message': validates locally, then opens a WhatsApp chat with the text prefilled.
 * Without JavaScript it posts to /contact/send (lib/contact/no-script.ts), which answers with the
 * chat link to tap: never a GET, which would put the visitor's details in the address.
 */
export function ContactForm({ words: w }: { words: ContactWords['form'] }) {
  const { lang } = useShell();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (key: keyof ContactValues) => (e: { target: { value: string } }) => {
    const next = { ...values, [key]: e.target.value };
    setValues(next);
    // Once a field has been flagged, re-check it as the visitor types, so the message goes when fixed.
    if (errors[key]) setErrors((prev) => ({ ...prev, [key]: validateContact(next, w.errors)[key] }));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateContact(values, w.errors);
    setErrors(found);
    const first = ORDER.find((k) => found[k]);
    if (first) {
      setSentUrl(null);
      formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    const about = listingAsked();
    // A message about a listing counts as a contact-form lead on it (issue 14); nothing else is sent.
    if (about) sendLead(about.slug, about.id, 'contact');
    const url = contactWhatsappUrl(values, w.text, about ? `${window.location.origin}/${about.slug}/${about.id}` : undefined);
    window.open(url, '_blank', 'noopener,noreferrer');
    setSentUrl(url);
    setValues(EMPTY);
  };

  return (
    <form ref={formRef} method="post" action={localizePath('/contact/send', lang)} data-js-submit noValidate onSubmit={onSubmit} aria-labelledby="message-title" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={w.name} required error={errors.name}>
          {({ id, describedBy, invalid }) => (
            <input id={id} name="name" type="text" autoComplete="name" required value={values.name} onChange={set('name')}
              aria-describedby={describedBy} aria-invalid={invalid} className={inputClass} />
          )}
        </Field>
        <Field id="contact-email" label={w.email} required error={errors.email}>
          {({ id, describedBy, invalid }) => (
            <input id={id} name="email" type="email" autoComplete="email" inputMode="email" required value={values.email}
              onChange={set('email')} aria-describedby={describedBy} aria-invalid={invalid} className={inputClass} />
          )}
        </Field>
      </div>
      <Field id="contact-phone" label={w.phone} hint={w.phoneHint} error={errors.phone}>
        {({ id, describedBy, invalid }) => (
          <input id={id} name="phone" type="tel" autoComplete="tel" inputMode="tel" value={values.phone} onChange={set('phone')}
            aria-describedby={describedBy} aria-invalid={invalid} className={inputClass} />
        )}
      </Field>
      <Field id="contact-message" label={w.message} required error={errors.message}>
        {({ id, describedBy, invalid }) => (
          <textarea id={id} name="message" rows={5} required value={values.message} onChange={set('message')}
            placeholder={w.placeholder}
            aria-describedby={describedBy} aria-invalid={invalid} className={`${inputClass} resize-y`} />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-neutral-600">
          {w.note}
        </p>
        <button type="submit" className={buttonClass('primary', 'min-h-12 shrink-0 px-6 text-base')}>
          <Icon name="send" className="h-4 w-4" />
          {w.send}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {sentUrl && (
          <p className="flex gap-2 rounded-lg bg-green-50 p-4 text-sm text-green-900">
            <Icon name="circle-check" className="h-5 w-5 shrink-0 text-green-700" />
            <span>
              {w.sent}{' '}
              <a href={sentUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                {w.sentLink}
              </a>
              .
            </span>
          </p>
        )}
      </div>
    </form>
  );
}
