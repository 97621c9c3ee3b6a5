'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { inputClass } from '@/components/ui/field';
import { send } from './send';
import { T } from './texts';

type Result = { tone: 'ok' | 'error'; text: string } | null;

/** 'Erase every enquiry from a phone number': POST /api/enquiries/erase {phone}, after a confirmation. */
export function ErasePhoneForm() {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    if (phone.trim()) setOpen(true);
  }

  async function erase() {
    setBusy(true);
    const sent = await send<{ erased: number }>('/api/enquiries/erase', 'POST', { phone: phone.trim() });
    setBusy(false);
    setOpen(false);
    if (!sent.ok) return setResult({ tone: 'error', text: T.eraseFailed(sent.message) });
    setResult({ tone: 'ok', text: T.byPhoneDone(sent.body.erased) });
    setPhone('');
    router.refresh();
  }

  return (
    <section aria-labelledby="erase-phone-title" className="rounded-xl border border-neutral-200 bg-white p-4">
      <h2 id="erase-phone-title" className="font-semibold text-neutral-900">
        {T.byPhoneTitle}
      </h2>
      <p id="erase-phone-hint" className="mt-1 text-sm text-neutral-600">
        {T.byPhoneHint}
      </p>
      <form onSubmit={ask} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-64">
          <label htmlFor="erase-phone" className="mb-1 block text-sm font-medium text-neutral-800">
            {T.byPhoneLabel}
          </label>
          <input
            id="erase-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-describedby="erase-phone-hint erase-phone-result"
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass('danger')} disabled={busy}>
          {T.byPhoneButton}
        </button>
      </form>
      <p id="erase-phone-result" role="status" className={`mt-2 text-sm ${result?.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}>
        {result?.text ?? ''}
      </p>
      <ConfirmDialog
        open={open}
        title={T.byPhoneConfirmTitle}
        message={T.byPhoneConfirm(phone.trim())}
        confirmLabel={T.byPhoneButton}
        busyLabel={T.erasing}
        busy={busy}
        onConfirm={erase}
        onCancel={() => setOpen(false)}
      />
    </section>
  );
}
