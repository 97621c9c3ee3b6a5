import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { Failure } from './use-listing-submit';

interface Props {
  submitLabel: string;
  busy: boolean;
  progress: number;
  failure: Failure | null;
}

/** The result of the last attempt, then a bar that stays in view: upload progress and the buttons. */
export function FormActions({ submitLabel, busy, progress, failure }: Props) {
  return (
    <>
      {failure && !busy && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="flex-1">{failure.message}</p>
          {failure.conflict && (
            <button type="button" className={buttonClass('secondary')} onClick={() => window.location.reload()}>
              Reload
            </button>
          )}
        </div>
      )}
      <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        {busy && <ProgressBar value={progress} label={progress < 100 ? 'Uploading...' : 'Saving...'} />}
        <div className="flex gap-2 sm:justify-end">
          <Link href="/dashboard" className={buttonClass('secondary', 'flex-1 sm:flex-none')}>
            Cancel
          </Link>
          <button type="submit" className={buttonClass('primary', 'flex-[2] sm:min-w-40 sm:flex-none')} disabled={busy}>
            {busy ? 'Adding...' : submitLabel}
          </button>
        </div>
      </div>
    </>
  );
}
