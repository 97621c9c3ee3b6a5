import type { Metadata } from 'next';
import { AccountHelp } from '@/components/admin/auth/account-help';

export const metadata: Metadata = { title: 'Forgot password', robots: { index: false, follow: true } };

export default function ForgotPasswordPage() {
  return (
    <AccountHelp
      title="Forgot password?"
      why="Passwords can't be reset from this page: there is no e-mail reset, so nobody can take over an account through a mailbox."
    />
  );
}
