import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureAdmin } from '@/lib/bootstrap';
import { countUsers, findUserByEmail, revokeSessions, upsertAdmin } from '@/lib/auth/users';
import { db } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';

async function clearUsers() {
  await (await db()).deleteFrom('users').execute();
}

afterEach(() => {
  delete process.env.ADMIN_EMAIL;
  delete process.env.ADMIN_PASSWORD;
  resetEnvCache();
});

describe(`administrator accounts on ${process.env.TEST_ENGINE}`, () => {
  it('creates one with a random password, printed once, when none exists and no env is set', async () => {
    await clearUsers();
    const lines: string[] = [];
    await ensureAdmin((l) => lines.push(l));
    expect(await countUsers()).toBe(1);
    const printed = lines.join('\n');
    const password = printed.match(/password: (\S+)/)?.[1];
    const email = printed.match(/e-mail:\s+(\S+)/)?.[1];
    expect(password).toBeTruthy();
    const user = await findUserByEmail(email!);
    expect(user!.passwordHash).toMatch(/^\$2[aby]\$12\$/); // bcrypt, cost 12
    expect(await bcrypt.compare(password!, user!.passwordHash)).toBe(true);

    // A second start neither prints nor creates anything.
    const again: string[] = [];
    await ensureAdmin((l) => again.push(l));
    expect(again).toEqual([]);
    expect(await countUsers()).toBe(1);
  });

  it('never uses the same password twice (there is no default)', async () => {
    const passwords = [];
    for (let i = 0; i < 2; i++) {
      await clearUsers();
      const lines: string[] = [];
      await ensureAdmin((l) => lines.push(l));
      passwords.push(lines.join('\n').match(/password: (\S+)/)?.[1]);
    }
    expect(passwords[0]).not.toEqual(passwords[1]);
  });

  it('creates the account from ADMIN_EMAIL and ADMIN_PASSWORD when set', async () => {
    await clearUsers();
    process.env.ADMIN_EMAIL = 'Owner@Example.com';
    const password = randomBytes(12).toString('base64url');
    process.env.ADMIN_PASSWORD = password;
    resetEnvCache();
    const lines: string[] = [];
    await ensureAdmin((l) => lines.push(l));
    expect(lines.join('\n')).not.toContain(password);
    const user = await findUserByEmail('owner@example.com');
    expect(user).toBeTruthy();
    expect(await bcrypt.compare(password, user!.passwordHash)).toBe(true);
  });

  it('resets an existing account, ending its sessions', async () => {
    await clearUsers();
    const first = await upsertAdmin({ email: 'reset@example.com', name: 'A', password: 'first password' });
    expect(first.created).toBe(true);
    const second = await upsertAdmin({ email: 'RESET@example.com', name: 'B', password: 'second password' });
    expect(second.created).toBe(false);
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.name).toBe('B');
    expect(second.user.sessionVersion).toBe(first.user.sessionVersion + 1);
    expect(await bcrypt.compare('second password', second.user.passwordHash)).toBe(true);
    await revokeSessions(first.user.id);
    expect((await findUserByEmail('reset@example.com'))!.sessionVersion).toBe(first.user.sessionVersion + 2);
  });

  it('refuses a password longer than 72 bytes instead of truncating it', async () => {
    await expect(upsertAdmin({ email: 'long@example.com', name: 'L', password: '€'.repeat(25) })).rejects.toThrow(/72 bytes/);
    expect(await findUserByEmail('long@example.com')).toBeUndefined();
  });
});
