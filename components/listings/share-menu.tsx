'use client';

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-sprite';
import { sendLead } from '@/lib/leads/send-lead';
import type { Slug } from '@/models/kind-names';
import type { UiWords } from '@/lib/i18n/dictionaries/ui-words.en';
import { fill } from '@/lib/i18n/fill';

const noChange = () => () => {};

interface Props {
  slug: Slug;
  id: string;
  title: string;
  words: UiWords['share'];
  /** The listing's canonical address, or its path (a card's), resolved against the page's origin. */
  url: string;
  /** The message before the link: title, price, area and place (models/share-words.ts). */
  text: string;
  look?: 'icon' | 'label';
  className?: string;
}

/**
 * Share: the phone's own share sheet where the browser has one, WhatsApp to anyone, and copy link.
 * A small disclosure menu (button + list of buttons), closed by Escape or a click elsewhere; each
 * use is a 'share' in the lead log.
 */
export function ShareMenu({ slug, id, title, words, url, text, look = 'icon', className = '' }: Props) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  // Known only in the browser: the server and the first render offer WhatsApp and copy only.
  const canShare = useSyncExternalStore(noChange, () => typeof navigator.share === 'function', () => false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setOpen(false), []);

  useDismiss(open, closeMenu, toggle, root);
  useEffect(() => {
    if (!status) return;
    const t = setTimeout(() => setStatus(''), 3000);
    return () => clearTimeout(t);
  }, [status]);

  // A card passes its path: made absolute here, in the browser, where the page's origin is known.
  const absolute = () => new URL(url, window.location.href).href;
  const shared = () => {
    sendLead(slug, id, 'share');
    setOpen(false);
  };
  const sheet = async () => {
    shared();
    try {
      await navigator.share({ title, text, url: absolute() });
    } catch {
      // Dismissed by the visitor: nothing to say.
    }
  };
  const copy = async () => {
    shared();
    try {
      await navigator.clipboard.writeText(absolute());
      setStatus(words.copied);
    } catch {
      setStatus(words.copyFailed);
    }
  };
  // On a card the button sits at the right edge; on a page, at the left.
  const side = look === 'icon' ? 'right-0' : 'left-0';

  return (
    <div ref={root} className={`relative ${className}`}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={fill(words.shareName, { title })}
        onClick={() => setOpen((o) => !o)}
        className={look === 'icon' ? 'share-icon' : 'share-label'}
      >
        <Icon name="share-2" className="size-5" />
        {look === 'label' ? words.share : null}
      </button>
      {/* Drawn only when open: closed, it was a kilobyte of hidden markup on every card of a list. */}
      {open ? (
        <ul id={menuId} className={`absolute ${side} z-30 mt-2 w-48 rounded-xl border border-neutral-200 bg-white p-1 shadow-lg`}>
          {canShare ? <MenuButton icon="share-2" label={words.sheet} onClick={sheet} /> : null}
          <li>
            <a href={`https://wa.me/?text=${encodeURIComponent(`${text}\n${absolute()}`)}`} target="_blank" rel="noopener noreferrer" className={item} onClick={shared}>
              <Icon name="message-circle" className="size-4" />
              {words.whatsapp}
            </a>
          </li>
          <MenuButton icon="copy" label={words.copy} onClick={copy} />
        </ul>
      ) : null}
      <p role="status" className={status ? `toast-chip ${side}` : 'sr-only'}>
        {status}
      </p>
    </div>
  );
}

const item = 'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium text-neutral-800 hover:bg-neutral-100';

function MenuButton({ icon, label, onClick }: { icon: IconName; label: string; onClick: () => void }) {
  return (
    <li>
      <button type="button" className={item} onClick={onClick}>
        <Icon name={icon} className="size-4" />
        {label}
      </button>
    </li>
  );
}
