import 'server-only';
import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().min(1).default('data'),
  UPLOADS_DIR: z.string().min(1).default('uploads'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  SITE_URL: z.url().default('http://localhost:3000'),
  AUTH_SECRET: z
    .string()
    .refine((s) => Buffer.byteLength(s) >= 32, 'must be at least 32 bytes')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_NAME: z.string().min(1).default('Administrator'),
  // Lead beacons (POST /api/leads) one address may send a minute; more answer 429.
  LEAD_BEACONS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  // Sign-in passwords compared at once by this process (bcrypt, about 0.25 s of a core each), and
  // how many more may wait for a turn; past that a sign-in gets 503 with Retry-After.
  SIGNIN_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  SIGNIN_QUEUE: z.coerce.number().int().min(0).max(1_000).default(8),
  // Tests: log each password comparison with how many run at that moment.
  SIGNIN_TRACE: z.stringbool().default(false),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/**
 * Variables read with a zod object schema, a blank value as unset; an invalid value throws with a
 * message naming the variable. Features with variables of their own (lib/leads/settings.ts) use it too.
 */
export function parseEnv<S extends z.ZodType>(section: S, source: Record<string, string | undefined> = process.env): z.output<S> {
  const blankToUndefined = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === '' ? undefined : v]));
  const result = section.safeParse(blankToUndefined);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Parsed once per process; an invalid value stops start-up with a message naming the variable. */
export function env(): Env {
  cached ??= parseEnv(schema);
  return cached;
}

export const dataDir = () => path.resolve(/* turbopackIgnore: true */ env().DATA_DIR);
export const siteUrl = () => env().SITE_URL.replace(/\/+$/, '');

/** Tests switch databases between files in one worker. */
export function resetEnvCache() {
  cached = undefined;
}
