import 'server-only';
import { onShutdown } from '@/lib/shutdown.mjs';
import { smtpSender } from './mailer';
import { registerOutboxWorker, startOutboxWorker } from './outbox';
import { enquirySettings } from './settings';

/**
 * Starts this server's alert sender (instrumentation-node.ts), once per process. Not while
 * `next build` runs, and never in tests, which start their own. Without SMTP_URL nothing is sent:
 * the alerts wait in the outbox, and the inbox shows every enquiry all the same.
 */
export function startEnquiryOutbox(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const g = globalThis as typeof globalThis & { __enquiryOutboxStarted?: boolean };
  if (g.__enquiryOutboxStarted) return;
  g.__enquiryOutboxStarted = true;
  const settings = enquirySettings();
  if (!settings.smtpUrl) {
    console.log('Enquiry alerts: SMTP_URL is not set, so alerts wait in the outbox; the inbox shows every enquiry.');
    return;
  }
  const sender = smtpSender(settings.smtpUrl);
  const worker = startOutboxWorker({ send: sender.send, from: settings.from, to: settings.to, everyMs: settings.everyMs, retryMaxMs: settings.retryMaxMs });
  registerOutboxWorker(worker);
  onShutdown(async () => {
    await worker.stop();
    sender.close();
  });
}
