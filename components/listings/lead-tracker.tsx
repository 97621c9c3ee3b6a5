'use client';

import { useEffect, useRef } from 'react';
import { sendLead } from '@/lib/leads/send-lead';
import type { Slug } from '@/models/kind-names';
import { isLeadAction } from '@/models/lead-actions';

/**
 * Mounted once on a listing's page: sends the view beacon from the browser, so the cached page is
 * counted per visit and never at render, and records clicks on any element of the page marked
 * `data-lead="call"` (whatsapp, email, contact, share) as that action on this listing. Listening
 * on the document keeps the marked links plain server-rendered markup.
 */
export function LeadTracker({ kind, id }: { kind: Slug; id: string }) {
  // React's development mode runs effects twice; a view is counted once per page load.
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (viewed.current !== id) {
      viewed.current = id;
      sendLead(kind, id, 'view');
    }
    const onClick = (event: MouseEvent) => {
      const action = (event.target as Element | null)?.closest?.('[data-lead]')?.getAttribute('data-lead');
      if (action && isLeadAction(action)) sendLead(kind, id, action);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [kind, id]);
  return null;
}
