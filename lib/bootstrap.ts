import 'server-only';
import { randomBytes } from 'node:crypto';
import { countUsers, upsertAdmin } from '@/lib/auth/users';
import { env } from '@/lib/env';

/**
 * On a start with no administrator, create one: from ADMIN_EMAIL/ADMIN_PASSWORD when set,
 * otherwise with a random password printed once. There is no default password anywhere.
 */
export async function ensureAdmin(log: (line: string) => void = console.log): Promise<void> {
  if ((await countUsers()) > 0) return;
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = env();
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    await upsertAdmin({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: ADMIN_NAME });
    log(`Administrator ${ADMIN_EMAIL} created from ADMIN_EMAIL / ADMIN_PASSWORD.`);
    return;
  }
  const email = ADMIN_EMAIL ?? 'admin@example.com';
  const password = randomBytes(12).toString('base64url');
  await upsertAdmin({ email, password, name: ADMIN_NAME });
  log(
    [
      '',
      '  An administrator account was created. This password is shown only once:',
      `    e-mail:   ${email}`,
      `    password: ${password}`,
      '  Change it any time with `npm run admin:create`.',
      '',
    ].join('\n'),
  );
}
