'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { ADMIN_KINDS, lowerNoun } from '@/components/admin/admin-kinds';
import { type KindDef, messages } from '@/models/kinds';
import type { Errors } from './form-state';
import { sendListing } from './send-listing';

export type Failure = { message: string; errors: Errors; conflict: boolean };

/**
 * Sends the form and reports the result as SPEC §8 words it. On success the button stays
 * disabled while the redirect happens; on failure nothing typed is touched.
 */
export function useListingSubmit(kind: KindDef, id: string | undefined) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);

  async function submit(data: FormData): Promise<Failure | null> {
    setBusy(true);
    setProgress(0);
    const url = id ? `/api/${kind.slug}/${encodeURIComponent(id)}` : `/api/${kind.slug}`;
    let failure: Failure;
    try {
      const { status, body } = await sendListing(id ? 'PUT' : 'POST', url, data, setProgress);
      if (status >= 200 && status < 300 && body?.success !== false) {
        const fallback = id ? messages(kind).updated : messages(kind).added;
        toast({ message: body?.message || fallback });
        router.push(id ? ADMIN_KINDS[kind.id].afterEdit : '/dashboard');
        return null;
      }
      const message = body?.message || `HTTP error! status: ${status}`;
      failure = { message, errors: body?.errors ?? {}, conflict: status === 409 };
    } catch (err) {
      failure = { message: err instanceof Error ? err.message : 'An error occurred. Please try again.', errors: {}, conflict: false };
    }
    const text = `Error adding ${lowerNoun(kind.noun)}: ${failure.message}`;
    toast(
      failure.conflict
        ? { message: text, tone: 'error', action: { label: 'Reload', onClick: () => window.location.reload() } }
        : { message: text, tone: 'error' },
    );
    setBusy(false);
    return failure;
  }

  return { busy, progress, submit };
}
