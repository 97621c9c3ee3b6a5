'use client';

import { Eraser } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { send } from './send';
import { T } from './texts';

/** 'Erase personal data' with a confirmation: DELETE /api/enquiries/{id}, then the list shows it erased. */
export function EraseButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function erase() {
    setBusy(true);
    const result = await send(`/api/enquiries/${encodeURIComponent(id)}`, 'DELETE');
    setBusy(false);
    setOpen(false);
    if (!result.ok) return toast({ message: T.eraseFailed(result.message), tone: 'error' });
    toast({ message: T.erasedToast });
    router.refresh();
  }

  return (
    <>
      <button type="button" className={buttonClass('ghost', 'text-red-700 hover:bg-red-50')} onClick={() => setOpen(true)}>
        <Eraser className="size-4" aria-hidden="true" />
        {T.erase}
        <span className="sr-only">: {name}</span>
      </button>
      <ConfirmDialog
        open={open}
        title={T.eraseTitle}
        message={T.eraseMessage(name)}
        confirmLabel={T.erase}
        busyLabel={T.erasing}
        busy={busy}
        onConfirm={erase}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
