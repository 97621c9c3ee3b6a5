'use client';

import { buttonClass } from '@/components/ui/button';
import type { KindId } from '@/models/kinds';
import { EditLoadFailed } from './edit-load-failed';

/** The error boundary of an edit route: loading the listing threw. */
export function EditLoadError({ kindId, reset }: { kindId: KindId; reset: () => void }) {
  return (
    <EditLoadFailed
      kindId={kindId}
      variant="error"
      detail="Something went wrong while loading it. Please try again."
      action={
        <button type="button" className={buttonClass('primary')} onClick={reset}>
          Try Again
        </button>
      }
    />
  );
}
