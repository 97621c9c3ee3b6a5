import { describe, it, expect } from 'vitest';
import { BCRYPT_MAX_BYTES, PASSWORD_MIN, adminAccountSchema, loginSchema } from './user';

const account = (extra: Record<string, unknown> = {}) => ({
  email: 'admin@example.com',
  name: 'Site Admin',
  password: 'correct horse',
  ...extra,
});

function accountErrors(extra: Record<string, unknown>) {
  const result = adminAccountSchema.safeParse(account(extra));
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('adminAccountSchema', () => {
  it('accepts a normal account', () => {
    expect(adminAccountSchema.parse(account())).toEqual(account());
  });

  it('lower-cases the e-mail', () => {
    expect(adminAccountSchema.parse(account({ email: 'Admin@Example.COM' })).email).toBe('admin@example.com');
  });

  it.each(['not-an-email', 'admin@', '@example.com', 'admin@example', 'admin example@x.com', '', 42])(
    'rejects the e-mail %j',
    (email) => {
      const errors = accountErrors({ email });
      expect(errors.map((e) => e.path)).toEqual(['email']);
    },
  );

  it('says what is wrong with an invalid e-mail', () => {
    expect(accountErrors({ email: 'nope' })[0].message).toBe('Enter a valid e-mail address');
  });

  it('requires a name, trimmed, at most 100 characters', () => {
    expect(adminAccountSchema.parse(account({ name: '  Ravi  ' })).name).toBe('Ravi');
    expect(accountErrors({ name: '   ' })).toEqual([{ path: 'name', message: 'Name is required' }]);
    expect(accountErrors({ name: 'n'.repeat(101) })[0].path).toBe('name');
    expect(adminAccountSchema.parse(account({ name: 'n'.repeat(100) })).name).toHaveLength(100);
  });

  describe('password', () => {
    it('has the documented limits', () => {
      expect(PASSWORD_MIN).toBe(8);
      expect(BCRYPT_MAX_BYTES).toBe(72);
    });

    it('rejects fewer than 8 characters and accepts 8', () => {
      expect(accountErrors({ password: '1234567' })).toEqual([
        { path: 'password', message: 'Password must be at least 8 characters' },
      ]);
      expect(accountErrors({ password: '' })[0].path).toBe('password');
      expect(adminAccountSchema.safeParse(account({ password: '12345678' })).success).toBe(true);
    });

    it('is required', () => {
      const rest: Partial<ReturnType<typeof account>> = account();
      delete rest.password;
      expect(adminAccountSchema.safeParse(rest).success).toBe(false);
    });

    it('accepts exactly 72 bytes of ASCII and rejects 73', () => {
      expect(adminAccountSchema.safeParse(account({ password: 'a'.repeat(72) })).success).toBe(true);
      expect(accountErrors({ password: 'a'.repeat(73) })).toEqual([
        { path: 'password', message: 'Password must be at most 72 bytes' },
      ]);
    });

    it('counts bytes, not characters, for multi-byte text', () => {
      // '€' is 3 bytes in UTF-8: 24 of them are 72 bytes, 25 are 75 bytes (only 25 characters).
      expect(Buffer.byteLength('€'.repeat(25), 'utf8')).toBe(75);
      expect(adminAccountSchema.safeParse(account({ password: '€'.repeat(24) })).success).toBe(true);
      expect(accountErrors({ password: '€'.repeat(25) })[0]).toEqual({
        path: 'password',
        message: 'Password must be at most 72 bytes',
      });
      // 70 ASCII + 'é' (2 bytes) = 72 bytes; 71 ASCII + 'é' = 73 bytes.
      expect(adminAccountSchema.safeParse(account({ password: `${'a'.repeat(70)}é` })).success).toBe(true);
      expect(accountErrors({ password: `${'a'.repeat(71)}é` })[0].path).toBe('password');
      // Emoji are 4 bytes (2 UTF-16 units): 18 are 72 bytes, 19 are 76.
      expect(adminAccountSchema.safeParse(account({ password: '😀'.repeat(18) })).success).toBe(true);
      expect(accountErrors({ password: '😀'.repeat(19) })[0].path).toBe('password');
    });
  });
});

describe('loginSchema', () => {
  it('lower-cases the e-mail and defaults rememberMe to false', () => {
    expect(loginSchema.parse({ email: 'Admin@Example.COM', password: 'secret' })).toEqual({
      email: 'admin@example.com',
      password: 'secret',
      rememberMe: false,
    });
  });

  it('keeps rememberMe when given', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: 'x', rememberMe: true }).rememberMe).toBe(true);
    expect(loginSchema.parse({ email: 'a@b.co', password: 'x', rememberMe: false }).rememberMe).toBe(false);
  });

  it('requires a password', () => {
    const missing = loginSchema.safeParse({ email: 'admin@example.com' });
    expect(missing.success).toBe(false);
    if (!missing.success) expect(missing.error.issues[0].path).toEqual(['password']);

    const empty = loginSchema.safeParse({ email: 'admin@example.com', password: '' });
    expect(empty.success).toBe(false);
    if (!empty.success) expect(empty.error.issues[0].message).toBe('Password is required');
  });

  it('accepts a one-character password (length rules belong to account creation)', () => {
    expect(loginSchema.safeParse({ email: 'admin@example.com', password: 'x' }).success).toBe(true);
  });

  it('rejects an absurdly long password', () => {
    expect(loginSchema.safeParse({ email: 'admin@example.com', password: 'x'.repeat(1025) }).success).toBe(false);
  });

  it.each(['not-an-email', 'admin@', '', undefined])('rejects the e-mail %j', (email) => {
    const result = loginSchema.safeParse({ email, password: 'secret' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0].path).toEqual(['email']);
  });

  it('rejects an e-mail longer than 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`;
    expect(email.length).toBeGreaterThan(254);
    expect(loginSchema.safeParse({ email, password: 'secret' }).success).toBe(false);
  });
});
