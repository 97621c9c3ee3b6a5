import type { Metadata } from 'next';
import { PageLink as Link } from '@/components/ui/page-link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { LoginForm } from '@/components/admin/auth/login-form';
import { SocialButtons } from '@/components/admin/auth/social-buttons';
import { currentAdmin, safeReturnPath } from '@/lib/auth/server-session';

export const metadata: Metadata = { title: 'Login', robots: { index: false, follow: true } };

type SearchParams = Promise<{ next?: string | string[] }>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).next;
  let next = safeReturnPath(Array.isArray(raw) ? raw[0] : raw);
  // Returning to the sign-in page itself would loop.
  if (/^\/login(?:[/?#]|$)/.test(next)) next = '/dashboard';
  if (await currentAdmin()) redirect(next);

  return (
    <AuthCard title="Login" intro={<p>Sign in to manage villas, plots and houses.</p>}>
      <LoginForm next={next} />
      <div className="mt-6">
        <SocialButtons />
      </div>
      <p className="mt-6 text-center text-sm text-neutral-700">
        Don&apos;t have an account?{' '}
        <Link href="/register" className="inline-flex min-h-11 items-center font-medium text-brand hover:underline">
          Create one now
        </Link>
      </p>
    </AuthCard>
  );
}
