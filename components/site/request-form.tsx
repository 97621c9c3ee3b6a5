'use client';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { type Lang, localizePath } from '@/lib/i18n/config';
import type { EnquiryWords } from '@/lib/i18n/dictionaries/enquiry-words.en';
import { isEntry } from '@/lib/shortlist/entries';

type Errors = Partial<Record<'name' | 'phone' | 'want' | 'visitDay' | 'visitWindow' | 'message' | 'consent' | 'form', string>>;
const ORDER = ['name', 'phone', 'want', 'visitDay', 'visitWindow', 'message', 'consent'] as const;

// Today in India, as the date input writes it: the server judges a visit's day in India's time too.
const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * 'Ask for a call back or a site visit'. Without JavaScript it is a plain POST to
 * /contact/request (lib/enquiries/no-script.ts), answered with a page of its own; with it, the
 * request goes to POST /api/enquiries and the answer shows here. The checks are the server's
 * (their messages come back per field), so the browser carries no validation code. The time
 * from the first touch of the form to its sending goes along: a cached page cannot time a
 * visitor on the server, and a script fills a form faster than a person.
 */
export function RequestForm({ words: w, consent, listing, lang, idPrefix = 'request' }: { words: EnquiryWords; consent: string; listing: string | null; lang: Lang; idPrefix?: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [minDay, setMinDay] = useState<string | undefined>(undefined);
  // On the contact page, the listing a visitor came from ('/contact?listing=villas:<id>').
  const [about, setAbout] = useState(listing);
  const startedAt = useRef<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const id = (name: string) => `${idPrefix}-${name}`;

  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    const data = new FormData(e.currentTarget);
    const get = (name: string) => String(data.get(name) ?? '');
    const elapsedMs = Math.round(performance.now() - (startedAt.current ?? 0));
    const body = {
      name: get('name'),
      phone: get('phone'),
      want: get('want') || undefined,
      visitDay: get('visitDay'),
      visitWindow: get('visitWindow'),
      message: get('message'),
      consent: data.get('consent') === 'on',
      website: get('website'),
      elapsedMs,
      listing: about ?? undefined,
      lang,
    };
    setSending(true);
    try {
      const res = await fetch('/api/enquiries', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await res.json().catch(() => ({}))) as { message?: string; errors?: Errors };
      if (res.ok) {
        setErrors({});
        setSent(answer.message ?? w.sentText);
        return;
      }
      const found: Errors = answer.errors ?? { form: answer.message ?? w.errors.form };
      setErrors(found);
      const first = ORDER.find((k) => found[k]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } catch {
      setErrors({ form: w.errors.form });
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-5 text-green-900">
        <h3 ref={doneRef} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold">
          <Icon name="circle-check" className="size-5 text-green-700" />
          {w.sentTitle}
        </h3>
        <p className="mt-2">{sent}</p>
      </div>
    );
  }

  const invalid = (name: keyof Errors) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': id(`${name}-error`) } : {});
  return (
    <form
      ref={formRef}
      method="post"
      action={localizePath('/contact/request', lang)}
      data-js-submit
      noValidate
      onSubmit={onSubmit}
      onFocus={(e) => {
        // The first touch: start the clock, and learn what a cached page cannot know (today's date).
        if (startedAt.current !== null) return;
        // Typed into before the page's script ran: the clock started with the page.
        const fields = new FormData(e.currentTarget);
        const typed = ['name', 'phone', 'message'].some((name) => fields.get(name));
        startedAt.current = typed ? 0 : performance.now();
        setMinDay(indiaToday());
        const asked = new URLSearchParams(window.location.search).get('listing');
        if (!listing && isEntry(asked)) setAbout(asked);
      }}
      className="grid gap-4"
    >
      {about ? <input type="hidden" name="listing" value={about} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('name')} label={w.name} required error={errors.name}>
          {(f) => <input id={f.id} name="name" type="text" autoComplete="name" required maxLength={100} aria-describedby={f.describedBy} aria-invalid={f.invalid} className={inputClass} />}
        </Field>
        <Field id={id('phone')} label={w.phone} hint={w.phoneHint} required error={errors.phone}>
          {(f) => <input id={f.id} name="phone" type="tel" autoComplete="tel" inputMode="tel" required aria-describedby={f.describedBy} aria-invalid={f.invalid} className={inputClass} />}
        </Field>
      </div>
      <fieldset {...invalid('want')}>
        <legend className="mb-1 text-sm font-medium text-neutral-800">{w.want}</legend>
        <div className="flex flex-wrap gap-x-6">
          {(['callback', 'visit'] as const).map((want) => (
            <label key={want} className="inline-flex min-h-11 items-center gap-2 text-sm text-neutral-900">
              <input type="radio" name="want" value={want} defaultChecked={want === 'callback'} className="size-4 accent-brand" />
              {w.wants[want]}
            </label>
          ))}
        </div>
        {errors.want ? <p id={id('want-error')} className="mt-1 text-sm text-red-700">{errors.want}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('visitDay')} label={w.visitDay} error={errors.visitDay}>
          {(f) => <input id={f.id} name="visitDay" type="date" min={minDay} aria-describedby={f.describedBy} aria-invalid={f.invalid} className={inputClass} />}
        </Field>
        <Field id={id('visitWindow')} label={w.visitWindow} error={errors.visitWindow}>
          {(f) => (
            <select id={f.id} name="visitWindow" defaultValue="" aria-describedby={f.describedBy} aria-invalid={f.invalid} className={inputClass}>
              <option value="">—</option>
              {(['morning', 'afternoon', 'evening'] as const).map((win) => (
                <option key={win} value={win}>
                  {w.windows[win]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field id={id('message')} label={w.message} error={errors.message}>
        {(f) => <textarea id={f.id} name="message" rows={3} maxLength={1000} aria-describedby={f.describedBy} aria-invalid={f.invalid} className={`${inputClass} resize-y`} />}
      </Field>
      {/* The honeypot: out of sight and out of the tab order; a person leaves it empty. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id('website')}>{w.honeypot}</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <label className="flex gap-3 text-sm text-neutral-800">
          <input type="checkbox" name="consent" required {...invalid('consent')} className="mt-0.5 size-5 shrink-0 accent-brand" />
          <span>{consent}</span>
        </label>
        {errors.consent ? <p id={id('consent-error')} className="mt-1 text-sm text-red-700">{errors.consent}</p> : null}
      </div>
      <div role="alert" className="empty:hidden">
        {errors.form && !ORDER.some((k) => errors[k]) ? <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">{errors.form}</p> : null}
      </div>
      <button type="submit" disabled={sending} className={buttonClass('primary', 'min-h-12 px-6 text-base sm:justify-self-start')}>
        <Icon name="phone" className="size-4" />
        {sending ? w.sending : w.send}
      </button>
    </form>
  );
}
