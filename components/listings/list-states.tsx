import { PageLink as Link } from '@/components/ui/page-link';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

function Panel({ icon, children, role }: { icon: ReactNode; children: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div role={role} className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-dashed border-neutral-300 bg-neutral-50 px-6 py-12 text-center">
      {icon}
      {children}
    </div>
  );
}

const action =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark';

/** No listings at all (SPEC §8 texts), with the optional admin shortcut SPEC §2 gives villas. */
export function EmptyState({ title, text, action: link }: { title: string; text?: string; action?: { href: string; label: string } }) {
  return (
    <Panel icon={<Icon name="house" className="size-10 text-neutral-400" />} role="status">
      <p className="text-lg font-semibold text-neutral-900">{title}</p>
      {text ? <p className="text-neutral-600">{text}</p> : null}
      {link ? (
        <Link href={link.href} className={action}>
          <Icon name="plus" className="size-4" />
          {link.label}
        </Link>
      ) : null}
    </Panel>
  );
}

/** Filters that match nothing: not the same as an empty catalogue. */
export function NoMatches({ text, clearHref }: { text: string; clearHref: string }) {
  return (
    <Panel icon={<Icon name="search-x" className="size-10 text-neutral-400" />} role="status">
      <p className="text-lg font-semibold text-neutral-900">{text}</p>
      <p className="text-neutral-600">Try fewer filters or a wider price range.</p>
      <Link href={clearHref} className={action}>
        Clear filters
      </Link>
    </Panel>
  );
}

/** SPEC §8 list errors; `retry` is a button given by a client component (or a reload link). */
export function ErrorState({ heading, text, retry }: { heading?: string; text: string; retry: ReactNode }) {
  return (
    <Panel icon={<Icon name="triangle-alert" className="size-10 text-red-600" />} role="alert">
      {heading ? <p className="text-lg font-semibold text-neutral-900">{heading}</p> : null}
      <p className={heading ? 'text-neutral-700' : 'font-medium text-red-800'}>{text}</p>
      {retry}
    </Panel>
  );
}

export const retryClass = action;
