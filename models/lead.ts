import { z } from 'zod';
import { KIND_ORDER, type Slug } from './kind-names';
import { BEACON_ACTIONS, DEFAULT_PERIOD, LEAD_ACTIONS, LEAD_PERIODS, type LeadPeriod } from './lead-actions';

export * from './lead-actions';

const SLUGS = KIND_ORDER.map((k) => k.slug) as [Slug, ...Slug[]];
const list = (values: readonly string[]) => values.join(', ');

/** A beacon's body: which listing (its kind's slug, as in its address, and its id) and what was done. */
export const leadBeaconSchema = z.strictObject(
  {
    kind: z.enum(SLUGS, { message: `kind must be one of: ${list(SLUGS)}` }),
    id: z.string({ message: 'id must be a listing id' }).regex(/^[0-9a-f]{24}$/, 'id must be a listing id (24 hex characters)'),
    action: z.enum(BEACON_ACTIONS, { message: `action must be one of: ${list(BEACON_ACTIONS)}` }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field ${issue.keys.join(', ')}: send only kind, id and action.`
        : 'Send a JSON object with kind, id and action.',
  },
);
export type LeadBeacon = z.infer<typeof leadBeaconSchema>;

const PERIOD_TEXTS = LEAD_PERIODS.map(String);
/** `days` of the export: one of the periods, or left out for the default. */
export const periodSchema = z
  .enum(PERIOD_TEXTS as [string, ...string[]], { message: `days must be one of: ${list(PERIOD_TEXTS)}` })
  .default(String(DEFAULT_PERIOD))
  .transform((d) => Number(d) as LeadPeriod);

/** The Leads table's sortable columns: the title, the enquiries total, and each action. */
export const LEAD_SORTS = ['title', 'enquiries', ...LEAD_ACTIONS] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export type LeadColumn = Exclude<LeadSort, 'title'>;

/**
 * The Leads page's URL state. A page address should never fail, so a value it does not know
 * falls back to the default, as a list page's filters do.
 */
export const leadPageSchema = z.object({
  days: periodSchema.catch(DEFAULT_PERIOD),
  sort: z.enum(LEAD_SORTS).catch('enquiries'),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  listing: z.string().regex(/^[0-9a-f]{24}$/).optional().catch(undefined),
});
export type LeadPageQuery = z.infer<typeof leadPageSchema>;
