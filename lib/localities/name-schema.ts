import { z } from 'zod';

export const NAME_TA_MAX = 80;

/**
 * The dealer's Tamil name of a locality: Tamil script (it is what the Tamil pages show in place of
 * the English name), at most 80 characters, one line. Empty clears it (the English name shows).
 */
export const localityNameSchema = z
  .object({
    nameTa: z
      .string({ error: 'nameTa must be text (empty to clear it).' })
      .trim()
      .max(NAME_TA_MAX, `The Tamil name must be ${NAME_TA_MAX} characters or fewer.`)
      .refine((s) => !/\p{Cc}/u.test(s), 'The Tamil name must be one line of text.')
      .refine((s) => s === '' || /[\u0B80-\u0BFF]/.test(s), 'Write the Tamil name in Tamil script, or leave it empty to show the English name.')
      .transform((s) => (s === '' ? null : s)),
  })
  .strict();
