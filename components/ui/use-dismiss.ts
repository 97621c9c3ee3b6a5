'use client';

import { type RefObject, useEffect } from 'react';

/**
 * While a menu is open: Escape closes it and gives focus back to its toggle; with `root`, a click
 * outside it closes it too.
 */
export function useDismiss(open: boolean, close: () => void, toggle: RefObject<HTMLElement | null>, root?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    const onClick = (e: MouseEvent) => {
      if (root?.current && !root.current.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, close, toggle, root]);
}
