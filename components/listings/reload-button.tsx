'use client';

import { retryClass } from './list-states';

/** SPEC §4: 'Try Again' reloads the page. */
export function ReloadButton({ label = 'Try Again' }: { label?: string }) {
  return (
    <button type="button" className={retryClass} onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}
