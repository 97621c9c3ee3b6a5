'use client';

import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { Icon } from '@/components/ui/icon';

/**
 * A real link to the list (works without JavaScript and from a shared link); with mode 'history'
 * and a previous page on this site, it goes back instead, keeping the visitor's filters and scroll.
 */
export function BackButton({ href, mode, label }: { href: string; mode: 'list' | 'history'; label: string }) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (mode !== 'history' || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const sameSite = document.referrer && new URL(document.referrer).origin === window.location.origin;
    if (sameSite && window.history.length > 1) {
      event.preventDefault();
      router.back();
    }
  }
  return (
    <a
      href={href}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-neutral-700 hover:bg-neutral-100 hover:text-brand"
    >
      <Icon name="arrow-left" className="size-4" />
      {label}
    </a>
  );
}
