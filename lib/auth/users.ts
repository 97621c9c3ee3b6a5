import 'server-only';
import { db } from '@/lib/db';
import type { UserRow } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { type AdminAccount, adminAccountSchema, type PublicUser } from '@/models/user';
import { hashPassword } from './password';

export const publicUser = (u: UserRow): PublicUser => ({ _id: u.id, name: u.name, email: u.email });

export async function findUserByEmail(email: string): Promise<UserRow | undefined> {
  return (await db()).selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function findUserById(id: string): Promise<UserRow | undefined> {
  return (await db()).selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countUsers(): Promise<number> {
  const row = await (await db())
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Creates the administrator, or resets name and password of an existing one. A reset bumps the
 * session version, which ends every session signed before it.
 */
export async function upsertAdmin(input: AdminAccount): Promise<{ user: UserRow; created: boolean }> {
  const account = adminAccountSchema.parse(input);
  const passwordHash = await hashPassword(account.password);
  const at = new Date().toISOString();
  const id = newId();
  const user = await (await db())
    .insertInto('users')
    .values({ id, email: account.email, name: account.name, passwordHash, createdAt: at, updatedAt: at })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        name: account.name,
        passwordHash,
        updatedAt: at,
        sessionVersion: eb(eb.ref('users.sessionVersion'), '+', 1),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, created: user.id === id };
}

/** Ends every session of a user (logout everywhere, password reset). */
export async function revokeSessions(userId: string): Promise<void> {
  await (await db())
    .updateTable('users')
    .set((eb) => ({ sessionVersion: eb(eb.ref('sessionVersion'), '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
