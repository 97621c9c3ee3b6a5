'use client';
import { Icon } from '@/components/ui/icon';
import { useShell } from './shell-context';
import { useScrolledPast } from './use-scrolled-past';

/**
 * Always in the phone bar (so the bar never reflows); in the desktop corner only once scrolled.
 * behavior 'auto' follows the CSS: smooth, unless the visitor prefers reduced motion.
 */
export function ScrollTopButton() {
  const show = useScrolledPast(300);
  const { shell } = useShell().words;
  return (
    <button
      type="button"
      aria-label={shell.scrollTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'auto' })}
      className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl border border-neutral-300 bg-white text-neutral-800 shadow-md hover:bg-neutral-100 lg:order-first lg:rounded-full lg:shadow-lg ${
        show ? '' : 'lg:hidden'
      }`}
    >
      <Icon name="arrow-up" className="h-5 w-5" />
    </button>
  );
}
