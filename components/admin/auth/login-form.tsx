'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';

type FieldErrors = { email?: string; password?: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function check(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!EMAIL.test(email.trim())) errors.email = 'Please enter a valid email address.';
  if (!password) errors.password = 'Password is required.';
  return errors;
}

/**
 * Signs in through POST /api/auth/login. The server sets an HttpOnly session cookie; nothing is
 * kept in localStorage. `next` has already been made a same-site path by the page.
 */
export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const typed = (name: keyof FieldErrors, value: string, set: (v: string) => void) => {
    set(value);
    setError('');
    setFieldErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const errors = check(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      formRef.current?.querySelector<HTMLElement>(errors.email ? '#login-email' : '#login-password')?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: email.trim(), password, rememberMe }),
      });
      const body = (await response.json()) as { success?: boolean; message?: string };
      if (!response.ok || !body.success) {
        setError(body.message || 'Login failed. Please try again.');
        setBusy(false);
        return;
      }
      router.replace(next);
    } catch {
      setError('An error occurred. Please try again.');
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-describedby={error ? 'login-error' : undefined}>
      {error && (
        <p id="login-error" role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <Field id="login-email" label="Email" required error={fieldErrors.email}>
        {({ id, describedBy, invalid }) => (
          <input id={id} name="email" type="email" autoComplete="username" inputMode="email" required value={email}
            onChange={(e) => typed('email', e.target.value, setEmail)} aria-describedby={describedBy} aria-invalid={invalid}
            className={inputClass} placeholder="you@example.com" />
        )}
      </Field>
      <Field id="login-password" label="Password" required error={fieldErrors.password}>
        {({ id, describedBy, invalid }) => (
          <input id={id} name="password" type="password" autoComplete="current-password" required value={password}
            onChange={(e) => typed('password', e.target.value, setPassword)} aria-describedby={describedBy} aria-invalid={invalid}
            className={inputClass} />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2 text-sm text-neutral-800">
          <input type="checkbox" name="rememberMe" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)}
            className="size-5 accent-brand" />
          Remember me
        </label>
        <Link href="/forgot-password" className="inline-flex min-h-11 items-center text-sm font-medium text-brand hover:underline">
          Forgot password?
        </Link>
      </div>
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
        {busy ? 'Signing in...' : 'Login'}
      </button>
    </form>
  );
}
