'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { type EnquiryStatus, NOTE_MAX } from '@/lib/enquiries/options';
import { SelectField, STATUS_OPTIONS } from './select-field';
import { send } from './send';
import { T } from './texts';

interface Props {
  id: string;
  status: EnquiryStatus;
  note: string | null;
  /** An erased enquiry takes a status but no note. */
  erased: boolean;
}

type State = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string };

/** The dealer's status and note for one enquiry, saved together with PATCH. */
export function EnquiryEditor({ id, status, note, erased }: Props) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const statusId = `status-${id}`;
  const noteId = `note-${id}`;
  const resultId = `result-${id}`;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const patch: { status: string; note?: string | null } = { status: String(form.get('status')) };
    if (!erased) patch.note = String(form.get('note') ?? '');
    setState({ kind: 'saving' });
    const result = await send(`/api/enquiries/${encodeURIComponent(id)}`, 'PATCH', patch);
    if (!result.ok) return setState({ kind: 'error', message: T.saveFailed(result.message) });
    setState({ kind: 'saved' });
    // The New count in the menu and the list's filters come from the server.
    router.refresh();
  }

  const busy = state.kind === 'saving';
  return (
    <form onSubmit={save} onChange={() => state.kind !== 'idle' && !busy && setState({ kind: 'idle' })} className="grid gap-3">
      <div>
        <SelectField id={statusId} name="status" label={T.status} defaultValue={status} options={STATUS_OPTIONS} />
      </div>
      {!erased && (
        <div>
          <label htmlFor={noteId} className="mb-1 block text-sm font-medium text-neutral-800">
            {T.note}
          </label>
          <textarea
            id={noteId}
            name="note"
            defaultValue={note ?? ''}
            rows={2}
            maxLength={NOTE_MAX}
            aria-describedby={`${noteId}-hint`}
            className={inputClass}
          />
          <p id={`${noteId}-hint`} className="mt-1 text-xs text-neutral-600">
            {T.noteHint}
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('secondary')} disabled={busy} aria-describedby={resultId}>
          {busy ? T.saving : T.save}
        </button>
        <p id={resultId} role="status" className={`text-sm ${state.kind === 'error' ? 'text-red-700' : 'text-green-800'}`}>
          {state.kind === 'saved' ? T.saved : state.kind === 'error' ? state.message : ''}
        </p>
      </div>
    </form>
  );
}
