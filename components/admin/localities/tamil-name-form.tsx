'use client';

import { type FormEvent, useState } from 'react';
import { send } from '@/components/admin/enquiries/send';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { NAME_TA_MAX } from '@/lib/localities/name-schema';

type State = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string };

/** One locality's Tamil name, saved with PATCH /api/localities/{slug}; the error sits next to the field. */
export function TamilNameForm({ slug, name, nameTa }: { slug: string; name: string; nameTa: string | null }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const id = `name-ta-${slug}`;
  const resultId = `${id}-result`;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('nameTa') ?? '');
    setState({ kind: 'saving' });
    const result = await send(`/api/localities/${encodeURIComponent(slug)}`, 'PATCH', { nameTa: value });
    setState(result.ok ? { kind: 'saved' } : { kind: 'error', message: result.message });
  }

  const busy = state.kind === 'saving';
  const error = state.kind === 'error';
  return (
    <form onSubmit={save} onChange={() => state.kind !== 'idle' && !busy && setState({ kind: 'idle' })} className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 grow basis-56">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-neutral-800">
          Tamil name of {name}
        </label>
        <input
          id={id}
          name="nameTa"
          lang="ta"
          defaultValue={nameTa ?? ''}
          maxLength={NAME_TA_MAX}
          aria-invalid={error || undefined}
          aria-describedby={resultId}
          className={`${inputClass} [font-family:var(--font-tamil),var(--font-body)]`}
        />
      </div>
      <button type="submit" className={buttonClass('secondary')} disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
      <p id={resultId} role="status" className={`basis-full text-sm ${error ? 'text-red-700' : 'text-green-800'}`}>
        {state.kind === 'saved' ? 'Saved. The Tamil page shows it now.' : error ? state.message : ''}
      </p>
    </form>
  );
}
