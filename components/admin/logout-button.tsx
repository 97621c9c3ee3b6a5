'use client';

import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';

/** Ends the session on the server (the cookie is HttpOnly), then leaves for /login. */
export function LogoutButton({ className }: { className: string }) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      const response = await fetch('/api/auth/logout', { method: 'POST' });
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      router.replace('/login');
      router.refresh();
    } catch {
      toast({ message: 'Logout failed. Please try again.', tone: 'error' });
      setBusy(false);
    }
  }

  return (
    <button type="button" onClick={logout} disabled={busy} className={className}>
      <LogOut className="size-5" aria-hidden="true" />
      {busy ? 'Logging out...' : 'Logout'}
    </button>
  );
}
