import 'server-only';
import { z } from 'zod';
import { env, parseEnv } from '@/lib/env';

const schema = z.object({
  // Days a lead row is kept as it was recorded; older days are kept as daily counts (rollup.ts).
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  // Beacons the whole site takes a minute, from all addresses together; more answer 429.
  LEAD_SITE_BEACONS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

export interface LeadSettings {
  retentionDays: number;
  /** Per address (or IPv6 /64) and minute: LEAD_BEACONS_PER_MINUTE, parsed with the rest of the environment. */
  beaconsPerAddress: number;
  beaconsPerSite: number;
}

/**
 * Ten beacons a second: every page view of a listing sends one, so this is far above what a local
 * dealer's visitors send, and it bounds what a flood from many addresses can write to about
 * 860,000 rows a day. A ceiling below one address's own allowance would mean nothing, so it is
 * never lower than that.
 */
const SITE_DEFAULT = 600;

/** The lead log's variables, checked like lib/env.ts checks the others: a bad value names itself. */
export function leadSettings(source: Record<string, string | undefined> = process.env): LeadSettings {
  const values = parseEnv(schema, { LEAD_RETENTION_DAYS: source.LEAD_RETENTION_DAYS, LEAD_SITE_BEACONS_PER_MINUTE: source.LEAD_SITE_BEACONS_PER_MINUTE });
  const perAddress = env().LEAD_BEACONS_PER_MINUTE;
  return {
    retentionDays: values.LEAD_RETENTION_DAYS,
    beaconsPerAddress: perAddress,
    beaconsPerSite: values.LEAD_SITE_BEACONS_PER_MINUTE ?? Math.max(SITE_DEFAULT, perAddress),
  };
}
