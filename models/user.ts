import { z } from 'zod';

/** bcrypt reads only the first 72 bytes; a longer password would be silently truncated. */
export const BCRYPT_MAX_BYTES = 72;
export const PASSWORD_MIN = 8;

export const adminAccountSchema = z.object({
  email: z.email('Enter a valid e-mail address').transform((e) => e.toLowerCase()),
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .refine((p) => Buffer.byteLength(p, 'utf8') <= BCRYPT_MAX_BYTES, `Password must be at most ${BCRYPT_MAX_BYTES} bytes`),
});
export type AdminAccount = z.input<typeof adminAccountSchema>;

export const loginSchema = z.object({
  email: z.email('Enter a valid e-mail address').max(254).transform((e) => e.toLowerCase()),
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
  rememberMe: z.boolean().optional().default(false),
});

/** What the API and pages show of a user; never the hash. */
export interface PublicUser {
  _id: string;
  name: string;
  email: string;
}
