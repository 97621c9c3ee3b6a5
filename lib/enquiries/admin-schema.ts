import { z } from 'zod';
import { ENQUIRY_STATUSES, NOTE_MAX } from './options';

// The admin API's inputs (English, like the admin area): a status or note change, the inbox's
// filters, and an erasure by number.

const STATUS_MESSAGE = `status must be one of: ${ENQUIRY_STATUSES.join(', ')}`;
const LISTING_ID = /^[0-9a-f]{24}$/;

export const enquiryUpdateSchema = z
  .strictObject(
    {
      status: z.enum(ENQUIRY_STATUSES, { error: STATUS_MESSAGE }).optional(),
      note: z
        .union([z.string(), z.null()], { error: 'note must be text (or null to clear it)' })
        .transform((v) => (v === null ? null : v.trim() || null))
        .pipe(z.union([z.string().max(NOTE_MAX, `note must be at most ${NOTE_MAX} characters`), z.null()]))
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown field ${issue.keys.join(', ')}: send only status and note.` : 'Send a JSON object with status, note or both.',
    },
  )
  .refine((v) => v.status !== undefined || v.note !== undefined, 'Send a status, a note or both.');
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

/** The inbox's and the export's query: ?status=new&listing=<id>&limit=50&offset=0. */
export const enquiryQuerySchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: STATUS_MESSAGE }).optional(),
  listing: z.string().regex(LISTING_ID, 'listing must be a listing id (24 hex characters)').optional(),
  limit: z.coerce.number({ error: 'limit must be a whole number from 1 to 500' }).int().min(1).max(500).default(50),
  offset: z.coerce.number({ error: 'offset must be a whole number' }).int().min(0).default(0),
});

export const erasePhoneSchema = z.strictObject(
  { phone: z.string({ error: 'phone must be the mobile number to erase' }).min(1, 'phone must be the mobile number to erase') },
  { error: 'Send a JSON object with the phone number to erase: {"phone": "98765 43210"}.' },
);
