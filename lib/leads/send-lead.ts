import type { Slug } from '@/models/kind-names';
import type { BeaconAction } from '@/models/lead-actions';

/**
 * Browser side of the lead log: tells the server that this visitor did `action` on the listing
 * `/{kind}/{id}` (kind is the slug: 'villas'). Fire and forget: a beacon outlives the page that
 * sends it (a tel: or WhatsApp link may leave the page at once), and a failure is never the
 * visitor's problem. The body is a string, so it goes as text/plain, which needs no preflight.
 */
export function sendLead(kind: Slug, id: string, action: BeaconAction): void {
  const body = JSON.stringify({ kind, id, action });
  try {
    if (navigator.sendBeacon?.('/api/leads', body)) return;
  } catch {
    // Some privacy extensions replace sendBeacon with a function that throws.
  }
  fetch('/api/leads', { method: 'POST', body, keepalive: true }).catch(() => {});
}
