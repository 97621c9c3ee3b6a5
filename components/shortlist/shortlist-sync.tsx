'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { removeEntries, useShortlist } from '@/lib/shortlist/store';

/** The page's own address with the list: '/shortlist?items=…', or '/ta/shortlist?items=…' in Tamil. */
const hrefOf = (entries: string[]) => `${window.location.pathname}?items=${entries.join(',')}`;

/**
 * /shortlist without `items`: reads the browser's list and asks the server for the page of those
 * listings. Nothing is shown until then but a short line (and, without JavaScript, why).
 */
export function ShortlistLoader({ loading, noScript }: { loading: string; noScript: string }) {
  const entries = useShortlist();
  const router = useRouter();
  useEffect(() => {
    if (entries) router.replace(hrefOf(entries));
  }, [entries, router]);
  return (
    <>
      <p className="text-neutral-600" role="status">
        {loading}
      </p>
      <noscript>
        <p className="mt-2 text-neutral-700">{noScript}</p>
      </noscript>
    </>
  );
}

/**
 * On the rendered page: a heart taken off (here or in another tab) reloads the page's list. The list
 * the page opened with is left alone, so a shortlist link sent to family shows what was sent.
 */
export function ShortlistSync() {
  const entries = useShortlist();
  const router = useRouter();
  const first = useRef<string | null>(null);
  useEffect(() => {
    if (!entries) return;
    const key = entries.join(',');
    if (first.current === null) first.current = key;
    else if (first.current !== key) {
      first.current = key;
      router.replace(hrefOf(entries));
    }
  }, [entries, router]);
  return null;
}

/** Forgets saved listings the dealer has removed. */
export function RemoveGone({ entries, label }: { entries: string[]; label: string }) {
  return (
    <button type="button" onClick={() => removeEntries(entries)} className="share-label mt-3">
      {label}
    </button>
  );
}
