import type { Metadata } from 'next';
import { AccountHelp } from '@/components/admin/auth/account-help';

export const metadata: Metadata = { title: 'Create an account', robots: { index: false, follow: true } };

export default function RegisterPage() {
  return (
    <AccountHelp
      title="Create an account"
      why="This site has no public sign-up. Only the dealer's administrators have accounts, and visitors need none to browse listings."
    />
  );
}
