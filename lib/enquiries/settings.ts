import 'server-only';
import { z } from 'zod';
import { parseEnv, siteUrl } from '@/lib/env';
import { site } from '@/lib/site-config';

const schema = z.object({
  // Days an enquiry keeps its personal data after it was closed or last touched.
  ENQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(180),
  // Stored requests one address (an IPv6 /64) may make in 10 minutes, and the whole site in a minute.
  ENQUIRIES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(5),
  ENQUIRIES_SITE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  // The dealer's alerts: the SMTP server (smtp:// or smtps://, user and password in the URL), the
  // recipient (default the site's own e-mail) and the sender (default the site's name at no-reply@).
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  ENQUIRY_EMAIL_TO: z.string().min(3).optional(),
  SMTP_FROM: z.string().min(3).optional(),
  // How often each instance looks for alerts to send, and the longest wait between two tries of one.
  ENQUIRY_OUTBOX_EVERY_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  ENQUIRY_RETRY_MAX_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
});

export interface EnquirySettings {
  retentionDays: number;
  perAddress: number;
  perSiteMinute: number;
  smtpUrl: string | undefined;
  to: string;
  from: string;
  everyMs: number;
  retryMaxMs: number;
}

/** The enquiries' variables, checked like lib/env.ts checks the others: a bad value names itself. */
export function enquirySettings(source: Record<string, string | undefined> = process.env): EnquirySettings {
  const pick = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, source[k]]));
  const v = parseEnv(schema, pick);
  return {
    retentionDays: v.ENQUIRY_RETENTION_DAYS,
    perAddress: v.ENQUIRIES_PER_ADDRESS,
    perSiteMinute: v.ENQUIRIES_SITE_PER_MINUTE,
    smtpUrl: v.SMTP_URL,
    to: v.ENQUIRY_EMAIL_TO ?? site.email,
    from: v.SMTP_FROM ?? `${site.brand} <no-reply@${new URL(siteUrl()).hostname}>`,
    everyMs: v.ENQUIRY_OUTBOX_EVERY_MS,
    retryMaxMs: v.ENQUIRY_RETRY_MAX_MS,
  };
}
