'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ADMIN_KINDS } from '@/components/admin/admin-kinds';
import { useToast } from '@/components/ui/toast';
import { type KindDef, messages } from '@/models/kinds';

/** DELETE /api/{slug}/{id} with SPEC §8's messages; resolves true when the listing is gone. */
export function useDeleteListing(kind: KindDef) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function remove(id: string): Promise<boolean> {
    setBusy(true);
    try {
      const response = await fetch(`/api/${kind.slug}/${encodeURIComponent(id)}`, { method: 'DELETE' });
      const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
      if (!response.ok || body?.success === false) {
        toast({ message: ADMIN_KINDS[kind.id].deleteFailed(body?.message ?? null, response.status), tone: 'error' });
        return false;
      }
      toast({ message: body?.message || messages(kind).deleted });
      router.refresh();
      return true;
    } catch (err) {
      toast({ message: ADMIN_KINDS[kind.id].deleteFailed(err instanceof Error ? err.message : null, null), tone: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, remove };
}
